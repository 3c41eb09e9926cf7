import { Link, useParams } from 'react-router';
import { CATEGORIES } from '@teenfreelance/contracts/categories';
import { categoryServicesTitle } from '@teenfreelance/contracts/category-title';
import { Page } from '../../components/page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useCategories } from '../../features/catalogue/categories/api/get-categories.ts';
import { ExploreView } from '../../features/catalogue/gigs/components/explore-view.tsx';
import { useGigEvents } from '../../features/catalogue/gigs/hooks/use-gig-events.ts';
import { SearchBox } from '../../features/catalogue/search/components/search-box.tsx';
import { cn } from '../../lib/cn.ts';
import { useTitleSubject } from '../../lib/document-title.tsx';
import { paths } from '../../lib/paths.ts';

function CategoryPills({ active }: { active: string | undefined }) {
  const { data } = useCategories();
  const pill = (isActive: boolean) =>
    cn(
      'rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-ring',
      isActive ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
    );
  return (
    <nav aria-label="Categories" className="mb-6 overflow-x-auto pb-2">
      <ul className="flex gap-2">
        <li>
          <Link to={paths.explore.getHref()} className={pill(!active)} aria-current={!active ? 'page' : undefined}>
            All
          </Link>
        </li>
        {/* "All" shows at once and the pills share one row, so nothing moves when they arrive. */}
        {data?.categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={paths.exploreCategory.getHref(category.slug)}
              className={pill(active === category.slug)}
              aria-current={active === category.slug ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /explore/{slug} of a category that does not exist (an old or mistyped link); the server answers it 404. */
function CategoryNotFound() {
  useTitleSubject(undefined, true);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Category not found</h1>
      <p className="text-muted-foreground">The category you're looking for doesn't exist.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.categories.getHref()} className={buttonClasses()}>
          Browse Categories
        </Link>
        <Link to={paths.explore.getHref()} className={buttonClasses({ variant: 'outline' })}>
          Explore All Services
        </Link>
      </div>
    </div>
  );
}

/** /explore, /explore/{category} and /projects: the service listing. */
export default function ExploreRoute() {
  const { category } = useParams();
  // The taxonomy is fixed (contracts), so an unknown slug is known at once, without waiting for the counts.
  const isUnknownCategory = category !== undefined && !CATEGORIES.some((item) => item.slug === category);
  return isUnknownCategory ? <CategoryNotFound /> : <ExploreListing category={category} />;
}

function ExploreListing({ category }: { category: string | undefined }) {
  const { data } = useCategories();
  const categoryName = data?.categories.find((item) => item.slug === category)?.name;
  const title = categoryName ? categoryServicesTitle(categoryName) : 'Explore All Services';
  useTitleSubject(categoryName);
  useGigEvents();

  return (
    <Page title={title} description="Find the right teen freelancer for your project.">
      <SearchBox className="mb-6 max-w-2xl" />
      <CategoryPills active={category} />
      <ExploreView category={category} />
    </Page>
  );
}
