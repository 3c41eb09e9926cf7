import { useCallback, useMemo } from 'react';
import { parseExploreParams, toExploreParams, type ExploreState } from '@teenfreelance/contracts/explore-url';
import { useSearchParams } from 'react-router';

/**
 * The explore state of the current URL and a way to change it (the URL format
 * is in contracts/explore-url.ts). Any change other than the page goes back to page 1.
 */
export function useExploreState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseExploreParams(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<ExploreState>) => {
      setSearchParams((current) => {
        const previous = parseExploreParams(current);
        const next = { ...previous, ...changes };
        if (!('page' in changes)) next.page = 1;
        return toExploreParams(next);
      });
    },
    [setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { state, update, clear };
}
