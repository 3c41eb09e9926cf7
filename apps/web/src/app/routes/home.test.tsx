import { screen, within } from '@testing-library/react';
import { CATEGORIES_PATH, SESSION_PATH } from '@teenfreelance/contracts/api-paths';
import { CATEGORIES, type CategoryList } from '@teenfreelance/contracts/categories';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../testing/render.tsx';
import HomeRoute from './home.tsx';

/** All thirteen categories, each with a count of its own so a tile shows which category it counts. */
const categories: CategoryList = {
  categories: CATEGORIES.map((category, index) => ({ ...category, gigCount: 100 + index })),
};

function answer(url: string): Response {
  if (url.endsWith(CATEGORIES_PATH)) return new Response(JSON.stringify(categories), { status: 200 });
  if (url.endsWith(SESSION_PATH)) return new Response(JSON.stringify({ user: null }), { status: 200 });
  // The gig sections below are not what these tests look at.
  return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found', details: {} } }), {
    status: 404,
  });
}

describe('home Popular Services tiles', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the specification's six tiles with their categories' live counts and links", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => answer(input instanceof Request ? input.url : String(input))),
    );
    renderWithRouter(<HomeRoute />);
    const section = (await screen.findByRole('heading', { name: 'Popular Services' })).closest('section');
    if (!section) throw new Error('no Popular Services section');
    const tiles = await within(section).findAllByRole('listitem');
    const shown = tiles.map((tile) => {
      const link = within(tile).getByRole('link');
      return [within(tile).getByRole('heading').textContent, link.getAttribute('href'), link.textContent] as const;
    });
    const countOf = (slug: string) => categories.categories.find((category) => category.slug === slug)?.gigCount;
    expect(shown.map(([label, href]) => [label, href])).toEqual([
      ['Logo Design', '/explore/graphic-design'],
      ['Web Development', '/explore/web-development'],
      ['Writing', '/explore/writing'],
      ['Digital Marketing', '/explore/digital-marketing'],
      ['Video Editing', '/explore/video'],
      ['Social Media', '/explore/social-media'],
    ]);
    for (const [, href, text] of shown) {
      const slug = href?.replace('/explore/', '') ?? '';
      expect(text).toContain(`${String(countOf(slug))} services`);
    }
    expect(within(section).queryByText('Music & Audio')).not.toBeInTheDocument();
    expect(within(section).queryByText('Video & Animation')).not.toBeInTheDocument();
  });
});
