import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** Makes the next query string from a copy of the latest one. */
export type UrlParamsChange = (params: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams`, with a change that starts from the query string last asked for.
 *
 * React Router hands a functional update the params of the last render. It
 * changes the browser's URL at once but renders the new location in a
 * transition, so a second change made before that render (a filter ticked and
 * then a sort picked on a busy device, a category chosen while a typed search
 * waits to apply) started from the old params and undid the first. Here a
 * change starts from the params this hook last asked for, until the router
 * renders another location (back, forward, a link), which then comes first.
 */
export function useUrlParams(): [URLSearchParams, (change: UrlParamsChange, options?: NavigateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const rendered = useRef(searchParams);
  const setter = useRef(setSearchParams);
  /** The params last asked for, and the rendered params they were made from. */
  const asked = useRef<{ from: URLSearchParams; params: URLSearchParams } | null>(null);
  useLayoutEffect(() => {
    rendered.current = searchParams;
    setter.current = setSearchParams;
  }, [searchParams, setSearchParams]);

  const change = useCallback((make: UrlParamsChange, options?: NavigateOptions) => {
    const latest = asked.current?.from === rendered.current ? asked.current.params : rendered.current;
    const params = make(new URLSearchParams(latest));
    asked.current = { from: rendered.current, params };
    setter.current(params, options);
  }, []);

  return [searchParams, change];
}
