import { Link } from 'react-router';
import type { CategoryDto, CategorySlug } from '@teenfreelance/contracts/categories';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useCategories } from '../api/get-categories.ts';
import { CategoryIcon } from './category-icon.tsx';

export function formatServiceCount(count: number): string {
  return `${count} ${count === 1 ? 'service' : 'services'}`;
}

const gridClasses = 'grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6';

interface CategoryCardProps {
  category: CategoryDto;
  headingLevel: 'h2' | 'h3';
  showSlug: boolean;
}

function CategoryCard({ category, headingLevel, showSlug }: CategoryCardProps) {
  const Heading = headingLevel;
  return (
    <li>
      <Link
        to={paths.exploreCategory.getHref(category.slug)}
        className="group flex h-full flex-col items-center gap-2 rounded-xl border bg-background p-4 text-center shadow-sm transition hover:border-primary hover:shadow-md focus-ring"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <CategoryIcon icon={category.icon} className="size-6" />
        </span>
        <Heading className="text-sm font-semibold group-hover:text-primary">{category.name}</Heading>
        <span className="text-xs text-muted-foreground">{formatServiceCount(category.gigCount)}</span>
        {showSlug && <span className="text-xs text-muted-foreground">{category.slug}</span>}
      </Link>
    </li>
  );
}

/** A tile for one category of the taxonomy, under the label a page gives it (home's "Video Editing" is `video`). */
export interface CategoryTile {
  slug: CategorySlug;
  label: string;
}

interface CategoryGridProps {
  /** h2 directly under the page's h1, h3 inside a section. */
  headingLevel?: 'h2' | 'h3';
  /** Show the slug line (the /categories page does, home tiles do not). */
  showSlug?: boolean;
  /** Only these categories, in this order and under these labels (home's selection); all of them by name otherwise. */
  tiles?: readonly CategoryTile[];
}

/** The category tiles with live counts: skeletons while loading, an error with Retry, no invented data. */
export function CategoryGrid({ headingLevel = 'h2', showSlug = true, tiles }: CategoryGridProps) {
  const { data, isPending, isError, refetch, isRefetching } = useCategories();

  if (isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading categories...</span>
        <div className={gridClasses}>
          {Array.from({ length: tiles?.length ?? 12 }, (_, index) => (
            <Skeleton key={index} className="h-36 rounded-xl" />
          ))}
        </div>
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border bg-muted p-6 text-center">
        <p className="font-medium">We couldn't load the categories.</p>
        <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }

  const categories =
    tiles === undefined
      ? data.categories
      : tiles.flatMap((tile) => {
          const category = data.categories.find((candidate) => candidate.slug === tile.slug);
          return category ? [{ ...category, name: tile.label }] : [];
        });
  return (
    <ul className={gridClasses}>
      {categories.map((category) => (
        <CategoryCard key={category.slug} category={category} headingLevel={headingLevel} showSlug={showSlug} />
      ))}
    </ul>
  );
}
