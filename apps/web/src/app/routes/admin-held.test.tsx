import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, type HeldMessage } from '@teenfreelance/contracts/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldMessage } from '../../features/trust-and-safety/admin/testing/fixtures.ts';
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

const HELD = 'GET /api/admin/held-messages';
const posts = (sent: { method: string }[]) => sent.filter((request) => request.method === 'POST');

describe('/admin?tab=held: messages held before they reach a minor', () => {
  it('shows who wrote to whom, why it waits and the conversation as written; delivers with a reason', async () => {
    const user = userEvent.setup();
    let held: HeldMessage[] = [
      heldMessage(),
      heldMessage({ id: 'h2', text: 'Where do you live?', reason: 'disguised_contact', senderReporters: 0 }),
    ];
    const sent = stubApi(userWith('admin', 'ad1'), {
      [HELD]: () => ({ messages: held }),
      'POST /api/admin/held-messages/h1/deliver': () => {
        held = held.filter((message) => message.id !== 'h1');
        return { id: 'h1', outcome: 'delivered' };
      },
    });
    renderWithRouter(<AdminRoute />, { path: '/admin?tab=held' });
    const [first] = await screen.findAllByRole('article', { name: 'Message from Sam Lee' });
    if (!first) throw new Error('no held message');
    expect(first).toHaveTextContent('Leo Park');
    expect(within(first).getByText('Minor')).toBeInTheDocument();
    expect(within(first).getByText('3 people have reported the sender')).toBeInTheDocument();
    expect(within(first).getByText('Held: reported sender')).toBeInTheDocument();
    const second = screen.getAllByRole('article')[1];
    if (!second) throw new Error('no second held message');
    expect(within(second).getByText('Held: disguised contact details')).toBeInTheDocument();
    expect(within(first).getAllByText('Add me on snap, sam_l22').length).toBeGreaterThan(0);

    await user.click(within(first).getByRole('button', { name: ADMIN_TEXTS.deliver }));
    expect((await within(first).findByRole('alert')).textContent).toBe(ADMIN_TEXTS.reasonRequired);
    expect(posts(sent)).toEqual([]);

    await user.type(within(first).getByLabelText(ADMIN_TEXTS.reasonLabel), 'A username for a drawing app, fine');
    await user.click(within(first).getByRole('button', { name: ADMIN_TEXTS.deliver }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(posts(sent)).toEqual([
      expect.objectContaining({
        path: '/api/admin/held-messages/h1/deliver',
        body: { reason: 'A username for a drawing app, fine' },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('Delivered');
    expect(screen.getByText('Where do you live?', { selector: 'p' })).toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    stubApi(userWith('admin', 'ad1'), { [HELD]: { messages: [] } });
    renderWithRouter(<AdminRoute />, { path: '/admin?tab=held' });
    expect(await screen.findByText(ADMIN_TEXTS.heldEmpty)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: ADMIN_TEXTS.held })).toHaveAttribute('aria-selected', 'true');
  });
});
