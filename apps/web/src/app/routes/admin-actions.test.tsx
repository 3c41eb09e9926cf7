import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, type ReportQueue } from '@teenfreelance/contracts/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gigGroup, messageGroup } from '../../features/trust-and-safety/admin/testing/fixtures.ts';
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

const admin = () => userWith('admin', 'ad1');
const QUEUE = 'GET /api/admin/reports?sort=newest';
const ACTIONS = 'POST /api/admin/actions';
const posts = (sent: { method: string }[]) => sent.filter((request) => request.method === 'POST');
const buttonsOf = (name: string) =>
  within(screen.getByRole('article', { name }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('/admin moderation actions', () => {
  it('offers, next to Dismiss, the actions that apply to what was reported', async () => {
    stubApi(admin(), {
      [QUEUE]: {
        groups: [
          messageGroup(),
          gigGroup(),
          gigGroup({ targetKind: 'review', targetId: 'r3', context: { title: null, text: 'Awful', thread: [] } }),
          messageGroup({ targetKind: 'profile', targetId: 'u9', context: { title: null, text: 'Bio', thread: [] } }),
          gigGroup({ targetKind: 'job', targetId: 'j1', reported: null, context: null }),
          gigGroup({ targetId: 'g8', context: null, reported: { id: 'u5', name: 'Leo Park', isMinor: true } }),
        ],
      },
    });
    renderWithRouter(<AdminRoute />, { path: '/admin' });
    await screen.findByRole('article', { name: 'Message from Sam Lee' });

    const person = ['Warn the person', 'Suspend the account'];
    expect(buttonsOf('Message from Sam Lee')).toEqual(['Dismiss', 'Remove the message', ...person]);
    expect(buttonsOf('Gig: I will design your logo')).toEqual(['Dismiss', 'Hide it', ...person]);
    expect(buttonsOf('Review by Maya Chen')).toEqual(['Dismiss', 'Hide it', ...person]);
    expect(buttonsOf('Profile of Sam Lee')).toEqual(['Dismiss', ...person]);
    // The account is gone: nobody to act on. The gig is gone: nothing to hide.
    expect(buttonsOf('Job post')).toEqual(['Dismiss']);
    expect(buttonsOf('Gig by Leo Park')).toEqual(['Dismiss', ...person]);
  });

  it('hides a gig with the reason, then refreshes the queue; a refusal is shown', async () => {
    const user = userEvent.setup();
    let queue: ReportQueue = { groups: [gigGroup(), messageGroup()] };
    let answers = 0;
    const sent = stubApi(admin(), {
      [QUEUE]: () => queue,
      [ACTIONS]: () => {
        answers += 1;
        if (answers === 1) {
          return {
            status: 422,
            body: { error: { code: 'UNPROCESSABLE', message: 'This action does not apply to a gig', details: null } },
          };
        }
        queue = { groups: [messageGroup()] };
        return { resolved: 1 };
      },
    });
    renderWithRouter(<AdminRoute />, { path: '/admin' });
    const group = await screen.findByRole('article', { name: 'Gig: I will design your logo' });

    await user.click(within(group).getByRole('button', { name: 'Hide it' }));
    expect((await within(group).findByRole('alert')).textContent).toBe(ADMIN_TEXTS.reasonRequired);
    expect(posts(sent)).toEqual([]);

    await user.type(within(group).getByLabelText(ADMIN_TEXTS.reasonLabel), 'A copy of another seller’s gig');
    await user.click(within(group).getByRole('button', { name: 'Hide it' }));
    expect(await within(group).findByText('This action does not apply to a gig')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Hide it' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Gig: I will design your logo' })).not.toBeInTheDocument(),
    );
    expect(posts(sent)).toHaveLength(2);
    expect(posts(sent)[1]).toMatchObject({
      path: '/api/admin/actions',
      body: { action: 'hide', targetKind: 'gig', targetId: 'g7', reason: 'A copy of another seller’s gig' },
    });
    expect(toast.success).toHaveBeenCalledWith('Hid it', { description: '1 report closed' });
    expect(screen.getByRole('article', { name: 'Message from Sam Lee' })).toBeInTheDocument();
  });

  it('suspends only after a yes in a dialog, and with a reason', async () => {
    const user = userEvent.setup();
    let queue: ReportQueue = { groups: [messageGroup()] };
    const sent = stubApi(admin(), {
      [QUEUE]: () => queue,
      [ACTIONS]: () => {
        queue = { groups: [] };
        return { resolved: 2 };
      },
    });
    renderWithRouter(<AdminRoute />, { path: '/admin' });
    const group = await screen.findByRole('article', { name: 'Message from Sam Lee' });
    const suspend = () => within(group).getByRole('button', { name: 'Suspend the account' });

    // Without a reason, saying yes closes the dialog and asks for one.
    await user.click(suspend());
    let dialog = await screen.findByRole('dialog', { name: 'Suspend the account' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await within(group).findByRole('alert')).textContent).toBe(ADMIN_TEXTS.reasonRequired);

    await user.type(within(group).getByLabelText(ADMIN_TEXTS.reasonLabel), 'Asked a teen for her number twice');
    await user.click(suspend());
    dialog = await screen.findByRole('dialog', { name: 'Suspend the account' });
    expect(within(dialog).getByText(/^Suspend Sam Lee\? They will be signed out, cannot sign in/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(sent)).toEqual([]);

    await user.click(suspend());
    dialog = await screen.findByRole('dialog', { name: 'Suspend the account' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the account' }));
    expect(await screen.findByText(ADMIN_TEXTS.empty)).toBeInTheDocument();
    expect(posts(sent)).toEqual([
      expect.objectContaining({
        path: '/api/admin/actions',
        body: { action: 'suspend', targetKind: 'message', targetId: 'm2', reason: 'Asked a teen for her number twice' },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('Suspended the account', { description: '2 reports closed' });
  });
});
