import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { useExploreState } from './explore-state.ts';

function ExploreControls() {
  const { state, update, clear } = useExploreState();
  return (
    <>
      <button type="button" onClick={() => update({ proOnly: true })}>
        Pro only
      </button>
      <button type="button" onClick={() => update({ sort: 'price-asc' })}>
        Cheapest first
      </button>
      <button type="button" onClick={() => update({ page: state.page + 1 })}>
        Next page
      </button>
      <button type="button" onClick={clear}>
        Clear
      </button>
      <Link to="/explore?search=poster&maxPrice=50">Posters under $50</Link>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('the explore state in the URL', () => {
  it('keeps a filter ticked just before a sort is picked, before the page has shown the first change', () => {
    renderWithRouter(<ExploreControls />, { path: '/explore?search=logo' });
    // Both in one task: the second handler is the one of the render before the first change.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Pro only' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cheapest first' }));
    });
    const params = new URL(location() ?? '', 'http://localhost').searchParams;
    expect(params.get('search')).toBe('logo');
    expect(params.get('proOnly')).toBe('true');
    expect(params.get('sort')).toBe('price-asc');
  });

  it('goes back to page 1 on any change but the page, and starts from the shown URL again after clearing', () => {
    renderWithRouter(<ExploreControls />, { path: '/explore?search=logo&page=3' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(location()).toContain('page=4');
    fireEvent.click(screen.getByRole('button', { name: 'Pro only' }));
    expect(location()).not.toContain('page=');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(location()).toBe('/explore');
    fireEvent.click(screen.getByRole('button', { name: 'Cheapest first' }));
    expect(location()).toBe('/explore?sort=price-asc');
  });

  it('starts from a location the page reached another way (a link, back, forward), not from its own last change', () => {
    renderWithRouter(<ExploreControls />, { path: '/explore?search=logo' });
    fireEvent.click(screen.getByRole('button', { name: 'Pro only' }));
    fireEvent.click(screen.getByRole('link', { name: 'Posters under $50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cheapest first' }));
    const params = new URL(location() ?? '', 'http://localhost').searchParams;
    expect(params.get('search')).toBe('poster');
    expect(params.get('maxPrice')).toBe('50');
    expect(params.get('proOnly')).toBeNull();
    expect(params.get('sort')).toBe('price-asc');
  });
});
