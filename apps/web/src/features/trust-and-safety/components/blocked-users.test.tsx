import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockList } from '@teenfreelance/contracts/safety';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithRouter } from '../../../testing/render.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';
import { BlockedUsers } from './blocked-users.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const blocked = (id: string, name: string) => ({
  user: { id, name, avatarUrl: null },
  createdAt: '2026-11-01T10:00:00.000Z',
});

describe('BlockedUsers', () => {
  it('lists the people blocked; Unblock takes one off the list', async () => {
    const user = userEvent.setup();
    let list: BlockList = { blocks: [blocked('u2', 'Maya Chen'), blocked('u3', 'Sam Lee')] };
    const sent = stubFetch({
      'GET /api/me/blocks': () => list,
      'DELETE /api/me/blocks/u2': () => {
        list = { blocks: [blocked('u3', 'Sam Lee')] };
        return { userId: 'u2', blocked: false };
      },
    });
    const onChanged = vi.fn();
    renderWithRouter(<BlockedUsers onChanged={onChanged} />);
    const section = screen.getByRole('region', { name: 'Blocked users' });
    await within(section).findByText('Maya Chen');
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(section).getByRole('button', { name: 'Unblock Maya Chen' }));
    await waitFor(() => expect(within(section).queryByText('Maya Chen')).not.toBeInTheDocument());
    expect(within(section).getByText('Sam Lee')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'DELETE' && request.path === '/api/me/blocks/u2')).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Maya Chen is unblocked');
    expect(onChanged).toHaveBeenCalledWith({ userId: 'u2', blocked: false });
  });

  it('says so when nobody is blocked', async () => {
    stubFetch({ 'GET /api/me/blocks': { blocks: [] } });
    renderWithRouter(<BlockedUsers />);
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });
});
