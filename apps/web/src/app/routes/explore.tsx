import { Link, useParams } from 'react-router';
import { EmptyFrame, Page } from '../../components/page.tsx';
import { useCategories } from '../../features/categories/api/get-categories.ts';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

function CategoryPills({ active }: { active: string | undefined }) {
  const { data } = useCategories();
  if (!data) return null;
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
        {data.categories.map((category) => (
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

  return (
    <Page title={title} description="Find the right teen freelancer for your project.">
      <SearchBox className="mb-6 max-w-2xl" />
      <CategoryPills active={category} />
      <EmptyFrame>
        <p>Services will appear here.</p>
      </EmptyFrame>
    </Page>
  );
}
