import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { CategoryGrid, formatServiceCount } from './category-grid.tsx';

describe('formatServiceCount', () => {
  it('uses the singular for one', () => {
    expect(formatServiceCount(0)).toBe('0 services');
    expect(formatServiceCount(1)).toBe('1 service');
    expect(formatServiceCount(245)).toBe('245 services');
  });
});

describe('CategoryGrid', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('links each category by slug with its live count', async () => {
    const body = { categories: [{ slug: 'video', name: 'Video & Animation', icon: 'video', gigCount: 1 }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
    );
    renderWithRouter(<CategoryGrid />);
    const link = await screen.findByRole('link', { name: /Video & Animation/ });
    expect(link).toHaveAttribute('href', '/explore/video');
    expect(link).toHaveTextContent('1 service');
    expect(link).toHaveTextContent('video');
  });

  it('shows an error with Retry instead of invented data', async () => {
    const body = { error: { code: 'INTERNAL', message: 'Something failed' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 500 })),
    );
    renderWithRouter(<CategoryGrid />);
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
