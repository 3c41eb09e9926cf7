import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, type Restriction } from '@teenfreelance/contracts/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, userWith } from '../../features/job-posts/testing/fixtures.ts';
import { toast } from '../../lib/toast.ts';
import { renderWithRouter } from '../../testing/render.tsx';
import AdminRoute from './admin.tsx';

vi.mock('../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const suspended: Restriction = {
  targetKind: 'profile',
  targetId: 'u9',
  title: 'Sam Lee',
  owner: { id: 'u9', name: 'Sam Lee' },
  since: hoursAgo(2),
};
const hiddenGig: Restriction = {
  targetKind: 'gig',
  targetId: 'g7',
  title: 'I will design your logo',
  owner: { id: 'u5', name: 'Leo Park' },
  since: hoursAgo(5),
};

describe('/admin?tab=restrictions: suspended accounts and hidden things, to reinstate', () => {
  it('lists them with whose they are, and reinstates one after asking why', async () => {
    const user = userEvent.setup();
    let restrictions = [suspended, hiddenGig];
    const sent = stubApi(userWith('admin', 'ad1'), {
      'GET /api/admin/restrictions': () => ({ restrictions }),
      'POST /api/admin/reinstate': () => {
        restrictions = [hiddenGig];
        return { targetKind: 'profile', targetId: 'u9' };
      },
    });
    renderWithRouter(<AdminRoute />, { path: '/admin?tab=restrictions' });
    const table = await screen.findByRole('table');
    const gigRow = within(table).getByRole('row', { name: /I will design your logo/ });
    expect(gigRow).toHaveTextContent('Hidden gig');
    expect(within(gigRow).getByRole('link', { name: 'Leo Park' })).toHaveAttribute('href', '/profile/u5');

    await user.click(screen.getByRole('button', { name: 'Reinstate Sam Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate Sam Lee' });
    expect(dialog).toHaveTextContent('They can sign in again');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.reinstate }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ADMIN_TEXTS.reasonRequired);
    await user.type(within(dialog).getByLabelText(ADMIN_TEXTS.reasonLabel), 'The appeal was upheld');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.reinstate }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('row', { name: /Sam Lee/ })).not.toBeInTheDocument());
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/admin/reinstate',
        body: { targetKind: 'profile', targetId: 'u9', reason: 'The appeal was upheld' },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('Reinstated');
  });

  it('says when nothing is suspended or hidden', async () => {
    stubApi(userWith('admin', 'ad1'), { 'GET /api/admin/restrictions': { restrictions: [] } });
    renderWithRouter(<AdminRoute />, { path: '/admin?tab=restrictions' });
    expect(await screen.findByText(ADMIN_TEXTS.restrictionsEmpty)).toBeInTheDocument();
  });
});
