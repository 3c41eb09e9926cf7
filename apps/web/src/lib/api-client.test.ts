import { PREFETCHED_ANSWERS_ID } from '@teenfreelance/contracts/api-paths';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The answers the server writes into a page serve the page's first reads.
 * Each test loads the module afresh, as a page load would.
 */
async function loadWithPage(answers: Record<string, unknown> | string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PREFETCHED_ANSWERS_ID}">${
    typeof answers === 'string' ? answers : JSON.stringify(answers)
  }</script>`;
  vi.resetModules();
  return import('./api-client.ts');
}

describe('answers the server wrote into the page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('serves the first read of each path, once', async () => {
    const { prefetchedAnswer } = await loadWithPage({ '/api/categories': { categories: [] } });
    expect(prefetchedAnswer('/api/categories')).toEqual({ categories: [] });
    expect(prefetchedAnswer('/api/categories')).toBeUndefined();
    expect(prefetchedAnswer('/api/gigs/home')).toBeUndefined();
  });

  it('is not used once the page is half a minute old', async () => {
    const { prefetchedAnswer } = await loadWithPage({ '/api/categories': { categories: [] } });
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    expect(prefetchedAnswer('/api/categories')).toBeUndefined();
  });

  it('ignores a page without answers or with unreadable ones', async () => {
    const { prefetchedAnswer } = await loadWithPage('{not json');
    expect(prefetchedAnswer('/api/categories')).toBeUndefined();
  });

  it('serves the answers the server renderer hands in', async () => {
    const { prefetchedAnswer, setPrefetchedAnswers } = await loadWithPage({});
    setPrefetchedAnswers(new Map([['/api/gigs/home', { total: 3 }]]));
    expect(prefetchedAnswer('/api/gigs/home')).toEqual({ total: 3 });
    setPrefetchedAnswers(undefined);
  });
});
