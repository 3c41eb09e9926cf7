import { parseJobsParams, type JobListQuery } from '@teenfreelance/contracts/job-posts';
import type { CategorySlug } from '@teenfreelance/contracts/categories';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useUrlParams } from '../../../lib/use-url-params.ts';

/** How long the list waits after the last key press in the search box. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The /jobs filters, kept in the URL (`?q=&category=`, parsed by the
 * contracts): the search box's text follows the keys at once and the URL
 * (and the list) 300 ms after the last one, replacing the history entry. A
 * category picked meanwhile stays: each change builds on the last (useUrlParams).
 */
export function useJobsFilters() {
  const [searchParams, changeParams] = useUrlParams();
  const filters: JobListQuery = useMemo(() => parseJobsParams(searchParams), [searchParams]);
  const [text, setText] = useState(filters.q ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back and forward change the URL without typing: the box follows, unless a search is pending.
  const urlQuery = filters.q ?? '';
  useEffect(() => {
    if (timer.current === undefined) setText(urlQuery);
  }, [urlQuery]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setParam = useCallback(
    (name: 'q' | 'category', value: string | undefined, replace: boolean) => {
      changeParams(
        (params) => {
          if (value) params.set(name, value);
          else params.delete(name);
          return params;
        },
        { replace },
      );
    },
    [changeParams],
  );

  const onSearchChange = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        setParam('q', value.trim(), true);
      }, SEARCH_DEBOUNCE_MS);
    },
    [setParam],
  );

  const onCategoryChange = useCallback(
    (category: CategorySlug | '') => setParam('category', category || undefined, false),
    [setParam],
  );

  return { filters, text, onSearchChange, onCategoryChange };
}
