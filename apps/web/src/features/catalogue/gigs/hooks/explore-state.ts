import { useCallback, useMemo } from 'react';
import { parseExploreParams, toExploreParams, type ExploreState } from '@teenfreelance/contracts/explore-url';
import { useUrlParams } from '../../../../lib/use-url-params.ts';

/**
 * The explore state of the current URL and a way to change it (the URL format
 * is in contracts/explore-url.ts). Any change other than the page goes back to page 1.
 * Changes made one after another build on each other, even before the page shows the first (useUrlParams).
 */
export function useExploreState() {
  const [searchParams, changeParams] = useUrlParams();
  const state = useMemo(() => parseExploreParams(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<ExploreState>) => {
      changeParams((current) => {
        const next = { ...parseExploreParams(current), ...changes };
        if (!('page' in changes)) next.page = 1;
        return toExploreParams(next);
      });
    },
    [changeParams],
  );

  const clear = useCallback(() => changeParams(() => new URLSearchParams()), [changeParams]);

  return { state, update, clear };
}
