import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, SlidersHorizontal } from 'lucide-react';
import { formatCount } from '@teenfreelance/contracts/en-us';
import { GigCard, GigGrid, GigGridSkeleton } from '../../../../components/gig-card.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useExploreGigs } from '../api/get-explore-gigs.ts';
import { EXPLORE_SORTS, toExploreQuery, type ExploreSort } from '@teenfreelance/contracts/explore-url';
import { useExploreState } from '../hooks/explore-state.ts';
import { ExploreFilters } from './explore-filters.tsx';

/** "24 services available"; above the exact-count limit "10,000+ services available". */
export function formatServicesAvailable(total: number, isExact: boolean): string {
  const count = formatCount(total);
  return `${count}${isExact ? '' : '+'} ${total === 1 && isExact ? 'service' : 'services'} available`;
}

interface ExploreViewProps {
  /** The category slug of /explore/{category}; undefined for all services. */
  category: string | undefined;
}

/**
 * The explore listing: filters, sort, count, the grid and its pages. All of it
 * follows the URL (see explore-state.ts).
 */
export function ExploreView({ category }: ExploreViewProps) {
  const { state, update, clear } = useExploreState();
  const query = toExploreQuery(state, category);
  const { data, isPending, isError, isPlaceholderData, refetch, isRefetching } = useExploreGigs(query);
  const [areFiltersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const sortId = useId();

  function goToPage(page: number) {
    update({ page });
    window.scrollTo({ top: 0 });
  }

  let results;
  if (isPending) {
    results = <GigGridSkeleton count={8} label="Loading services..." />;
  } else if (isError) {
    results = (
      <div role="alert" className="state-box">
        <p className="font-medium">Failed to load gigs</p>
        <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  } else if (data.gigs.length === 0) {
    results = (
      <div className="empty-box">
        <p className="text-lg font-semibold">No services found</p>
        <p className="text-sm text-muted-foreground">Try adjusting your filters or search term.</p>
        <Button onClick={clear}>Clear All Filters</Button>
      </div>
    );
  } else {
    const lastPage = Math.max(1, Math.ceil(data.total / data.pageSize));
    results = (
      <div
        className={cn('grid gap-8', isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={isPlaceholderData}
      >
        {/* Said only over the similar titles it describes; an empty answer says 'No services found' alone. */}
        {data.fuzzy && (
          <p className="text-sm text-muted-foreground">No exact matches: showing services with similar titles.</p>
        )}
        <GigGrid className="xl:grid-cols-3">
          {data.gigs.map((gig, index) => (
            <GigCard key={gig.id} gig={gig} headingLevel="h2" isEager={index < 2} />
          ))}
        </GigGrid>
        {(data.page > 1 || data.hasMore) && (
          <nav aria-label="Pages" className="flex items-center justify-center gap-3">
            <Button variant="outline" onClick={() => goToPage(data.page - 1)} disabled={data.page <= 1}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <span className="text-sm text-muted-foreground">
              Page {data.page}
              {data.totalIsExact ? ` of ${lastPage}` : ''}
            </span>
            <Button variant="outline" onClick={() => goToPage(data.page + 1)} disabled={!data.hasMore}>
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-6 md:grid-cols-[15rem_1fr] md:items-start">
      <div>
        <Button
          variant="outline"
          className="w-full md:hidden"
          aria-expanded={areFiltersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {areFiltersOpen ? 'Hide filters' : 'Show filters'}
        </Button>
        <aside
          id={filtersId}
          aria-label="Filters"
          className={cn('mt-4 rounded-xl border p-4 md:mt-0 md:block', areFiltersOpen ? 'block' : 'hidden')}
        >
          <ExploreFilters state={state} onChange={update} onClear={clear} />
        </aside>
      </div>
      <div className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p aria-live="polite" className="text-sm font-medium text-muted-foreground">
            {data ? formatServicesAvailable(data.total, data.totalIsExact) : '\u00a0'}
          </p>
          <div className="flex items-center gap-2">
            <Label htmlFor={sortId} className="text-sm whitespace-nowrap">
              Sort by
            </Label>
            <Select
              id={sortId}
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as ExploreSort })}
              className="w-48"
            >
              {EXPLORE_SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {results}
      </div>
    </div>
  );
}
