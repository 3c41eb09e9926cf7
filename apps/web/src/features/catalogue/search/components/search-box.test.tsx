import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { SearchBox } from './search-box.tsx';

function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

describe('SearchBox', () => {
  it('shows the prominent placeholder', () => {
    renderWithRouter(<SearchBox variant="prominent" />);
    expect(screen.getByPlaceholderText('What service are you looking for today?')).toBeInTheDocument();
  });

  it('ignores blank input', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />, { path: '/' });
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe('/');
  });

  it('goes to /explore with the trimmed text', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />, { path: '/' });
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), '  logo design  {Enter}');
    const url = new URL(currentLocation(), 'http://localhost');
    expect(url.pathname).toBe('/explore');
    expect(url.searchParams.get('search')).toBe('logo design');
  });

  it('is prefilled from the search parameter', () => {
    renderWithRouter(<SearchBox />, { path: '/explore?search=web%20design' });
    const input = screen.getByRole('searchbox', { name: 'Search services' });
    expect(input instanceof HTMLInputElement && input.value).toBe('web design');
  });
});
