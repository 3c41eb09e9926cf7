import { Link } from 'react-router';
import { paths } from '../../../../lib/paths.ts';

/** Popular searches under the home search box; each label's slug is a category. */
export const POPULAR_SEARCHES = [
  'Graphic Design',
  'Web Development',
  'Social Media',
  'Voice Over',
  'AI Services',
] as const;

/** The chip's link slug: the lowercase label with its first space replaced by a hyphen ("Web Development" -> web-development). */
export function popularSearchSlug(label: string): string {
  return label.toLowerCase().replace(' ', '-');
}

/** The popular-search chips, each linking to /explore/{slug}. */
export function PopularSearches() {
  return (
    <nav aria-label="Popular searches" className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm">
      <span className="text-muted-foreground">Popular:</span>
      {POPULAR_SEARCHES.map((label) => (
        <Link
          key={label}
          to={paths.exploreCategory.getHref(popularSearchSlug(label))}
          className="rounded-full border bg-background px-3 py-1 font-medium hover:border-primary hover:text-primary focus-ring"
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
