import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TEXTS, type Notification } from '@teenfreelance/contracts/notifications';
import { renderWithRouter } from '../../../testing/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const message: Notification = {
  id: 'n1',
  kind: 'message',
  title: '3 new messages from Maya',
  body: 'Guitar lessons: Thanks!',
  link: '/messages/c1',
  count: 3,
  read: false,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
};

/** The API as the bell sees it: one unread notification until something is marked read. */
function answer() {
  let unread = 1;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push(call);
      if (call.startsWith('POST')) unread = 0;
      const body = url.endsWith('/unread')
        ? { unread }
        : call === 'POST /api/notifications/read-all'
          ? { unread: 0 }
          : call.startsWith('POST')
            ? { ...message, read: true }
            : { notifications: [{ ...message, read: unread === 0 }], hasMore: false };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

describe('NotificationBell', () => {
  it('shows the red dot while something is unread, lists the newest, and marks one read when followed', async () => {
    const calls = answer();
    const user = userEvent.setup();
    renderWithRouter(<NotificationBell className="" />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notifications-dot')).toBeInTheDocument();

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: NOTIFICATION_TEXTS.title });
    const link = await within(panel).findByRole('link', { name: /3 new messages from Maya/ });
    expect(link).toHaveAttribute('href', '/messages/c1');
    expect(link).toHaveTextContent('5 minutes ago');
    expect(within(panel).getByRole('link', { name: NOTIFICATION_TEXTS.viewAll })).toHaveAttribute(
      'href',
      '/notifications',
    );

    await user.click(link);
    await waitFor(() => expect(calls).toContain('POST /api/notifications/n1/read'));
    await waitFor(() => expect(screen.queryByTestId('notifications-dot')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks all read from the list', async () => {
    const calls = answer();
    const user = userEvent.setup();
    renderWithRouter(<NotificationBell className="" />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }));
    await waitFor(() => expect(calls).toContain('POST /api/notifications/read-all'));
    await waitFor(() => expect(screen.queryByTestId('notifications-dot')).not.toBeInTheDocument());
  });
});
