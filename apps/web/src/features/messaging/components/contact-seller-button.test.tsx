import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render.tsx';
import { ContactSellerButton } from './contact-seller-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactSellerButton', () => {
  it('sends a visitor to log in and back to this page, without calling the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithRouter(<ContactSellerButton about={{ gigId: 'g1' }} viewer={null} />, { path: '/gig/g1' });
    await user.click(screen.getByRole('button', { name: 'Contact Seller' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fgig%2Fg1');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells a teen waiting for consent why they cannot message yet, with no button to fail', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithRouter(<ContactSellerButton about={{ gigId: 'g1' }} viewer={{ parentalConsent: 'pending' }} />, {
      path: '/gig/g1',
    });
    expect(screen.getByText('You can message people once a parent or guardian has given consent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contact Seller' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts the conversation about the gig and opens it', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 'conv 1' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithRouter(<ContactSellerButton about={{ sellerId: 's1' }} viewer={{ parentalConsent: 'not_required' }} />, {
      path: '/profile/s1',
    });
    await user.click(screen.getByRole('button', { name: 'Contact Seller' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/messages/conv%201'));
    expect(fetch).toHaveBeenCalledWith('/api/conversations', expect.objectContaining({ method: 'POST' }));
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init[1].body))).toEqual({ sellerId: 's1' });
  });
});
