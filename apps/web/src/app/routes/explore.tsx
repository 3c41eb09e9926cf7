import { Link, useParams } from 'react-router';
import { Page } from '../../components/page.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { useCategories } from '../../features/categories/api/get-categories.ts';
import { ExploreView } from '../../features/gigs/components/explore-view.tsx';
import { useGigEvents } from '../../features/gigs/hooks/use-gig-events.ts';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
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

/** /explore, /explore/{category} and /projects: the service listing. */
export default function ExploreRoute() {
  const { category } = useParams();
  const { data } = useCategories();
  const categoryName = data?.categories.find((item) => item.slug === category)?.name;
  const title = categoryName ? `${categoryName} Services` : 'Explore All Services';
  useDocumentTitle(title);
  useGigEvents();
  // An unknown category (an old or mistyped link) lists nothing rather than everything.
  const isUnknownCategory = category !== undefined && data !== undefined && categoryName === undefined;

  return (
    <Page title={title} description="Find the right teen freelancer for your project.">
      <SearchBox className="mb-6 max-w-2xl" />
      <CategoryPills active={category} />
      {isUnknownCategory ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <p className="text-lg font-semibold">No services found</p>
          <p className="text-sm text-muted-foreground">Try adjusting your filters or search term.</p>
          <Link to={paths.explore.getHref()} className={buttonClasses()}>
            Clear All Filters
          </Link>
        </div>
      ) : (
        <ExploreView category={category} />
      )}
    </Page>
  );
}
