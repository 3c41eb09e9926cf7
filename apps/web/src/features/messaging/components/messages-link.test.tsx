import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render.tsx';
import { MessagesLink } from './messages-link.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answerUnread(conversations: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ conversations }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

describe('MessagesLink', () => {
  it('puts the number of unread conversations in the accessible name and on the badge', async () => {
    answerUnread(2);
    renderWithRouter(<MessagesLink variant="icon" className="" />);
    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(link).toHaveAttribute('href', '/messages');
    expect(screen.getByTestId('messages-unread').textContent).toBe('2');
  });

  it('shows no badge when everything is read', async () => {
    answerUnread(0);
    renderWithRouter(<MessagesLink variant="menu" className="" />);
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('messages-unread')).not.toBeInTheDocument();
  });
});
