import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TEXTS, type ReportQueue } from '@teenfreelance/contracts/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditEntry, gigGroup, messageGroup, minor } from '../../features/trust-and-safety/admin/testing/fixtures.ts';
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
const location = () => screen.getByTestId('location').textContent;

describe('/admin', () => {
  it.each(['buyer', 'freelancer'] as const)('tells a %s only admins can, and fetches nothing', async (role) => {
    const sent = stubApi(userWith(role), {});
    renderWithRouter(<AdminRoute />, { path: '/admin' });
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_TEXTS.onlyAdmins);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows a reported message with its thread, and dismisses it with a reason', async () => {
    const user = userEvent.setup();
    let queue: ReportQueue = { groups: [messageGroup(), gigGroup()] };
    const sent = stubApi(admin(), {
      'GET /api/admin/reports?sort=newest': () => queue,
      'POST /api/admin/reports/dismiss': () => {
        queue = { groups: [gigGroup()] };
        return { resolved: 2 };
      },
    });
    renderWithRouter(<AdminRoute />, { path: '/admin' });

    const group = await screen.findByRole('article', { name: 'Message from Sam Lee' });
    expect(within(group).getByText('2 reports')).toBeInTheDocument();
    expect(
      within(group).getByText('Asking to talk or pay outside TeenFreelance, Makes me feel unsafe'),
    ).toBeInTheDocument();
    expect(within(group).getByText('He keeps asking for my number')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Sam Lee' })).toHaveAttribute('href', '/profile/u9');
    const thread = within(group).getByRole('list', { name: 'Conversation' });
    const messages = within(thread).getAllByRole('listitem');
    expect(messages.map((item) => item.textContent)).toEqual([
      'Maya Chen6 hours agoHi! I can start on Monday.',
      'Sam Lee5 hours agoText me at 555 0100, we can skip the fees',
    ]);

    const gig = screen.getByRole('article', { name: 'Gig: I will design your logo' });
    expect(within(gig).getByText('Minor')).toBeInTheDocument();
    expect(within(gig).getByRole('link', { name: 'Open the gig as the public sees it' })).toHaveAttribute(
      'href',
      '/gig/g7',
    );

    await user.type(within(group).getByLabelText(ADMIN_TEXTS.reasonLabel), 'Spoke to both, a misunderstanding');
    await user.click(within(group).getByRole('button', { name: ADMIN_TEXTS.dismiss }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Message from Sam Lee' })).not.toBeInTheDocument(),
    );
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/admin/reports/dismiss',
      body: { targetKind: 'message', targetId: 'm2', reason: 'Spoke to both, a misunderstanding' },
    });
    expect(toast.success).toHaveBeenCalledWith('Dismissed 2 reports');
    expect(screen.getByRole('article', { name: 'Gig: I will design your logo' })).toBeInTheDocument();
  });

  it('asks for the reason before dismissing, and sends nothing without one', async () => {
    const user = userEvent.setup();
    const sent = stubApi(admin(), { 'GET /api/admin/reports?sort=newest': { groups: [messageGroup()] } });
    renderWithRouter(<AdminRoute />, { path: '/admin' });
    const group = await screen.findByRole('article', { name: 'Message from Sam Lee' });
    await user.click(within(group).getByRole('button', { name: ADMIN_TEXTS.dismiss }));
    expect((await within(group).findByRole('alert')).textContent).toBe(ADMIN_TEXTS.reasonRequired);
    expect(within(group).getByLabelText(ADMIN_TEXTS.reasonLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sorts by most reported through the URL, and says when the queue is empty', async () => {
    const user = userEvent.setup();
    stubApi(admin(), {
      'GET /api/admin/reports?sort=newest': { groups: [messageGroup()] },
      'GET /api/admin/reports?sort=most': { groups: [] },
    });
    renderWithRouter(<AdminRoute />, { path: '/admin' });
    await screen.findByRole('article', { name: 'Message from Sam Lee' });
    await user.selectOptions(screen.getByLabelText('Sort'), ADMIN_TEXTS.most);
    expect(location()).toBe('/admin?sort=most');
    expect(await screen.findByText(ADMIN_TEXTS.empty)).toBeInTheDocument();
  });

  it("shows who consented, when, and 'Verified guardian' when their family account passed the card check", async () => {
    stubApi(admin(), {
      'GET /api/admin/minors': () => ({
        minors: [
          minor({ consentedBy: { name: 'Lin Chen', at: '2026-03-15T10:00:00.000Z', verified: true } }),
          minor({
            id: 'u5',
            name: 'Leo Park',
            consentedBy: { name: 'Ann Park', at: '2026-03-16T10:00:00.000Z', verified: false },
          }),
        ],
      }),
    });
    renderWithRouter(<AdminRoute />, { path: '/admin?tab=minors' });
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Maya Chen')).getByText('Lin Chen, March 15, 2026')).toBeInTheDocument();
    expect(within(row('Maya Chen')).getByText('Verified guardian')).toBeInTheDocument();
    expect(within(row('Leo Park')).queryByText('Verified guardian')).not.toBeInTheDocument();
  });

  it('offers Resend to a pending parent and Revoke (with a reason) to a granted one', async () => {
    const user = userEvent.setup();
    let maya = minor();
    const sent = stubApi(admin(), {
      'GET /api/admin/minors': () => ({
        minors: [
          maya,
          minor({ id: 'u5', name: 'Leo Park', parentalConsent: 'pending', parentEmail: 'p***@example.com' }),
          minor({ id: 'u6', name: 'Ivy Ray', parentalConsent: 'not_required', parentEmail: null }),
        ],
      }),
      'POST /api/admin/minors/u5/resend-consent': { sentTo: 'p***@example.com' },
      'POST /api/admin/minors/u4/revoke-consent': () => {
        maya = minor({ parentalConsent: 'pending', publicGigs: 0 });
        return maya;
      },
    });
    renderWithRouter(<AdminRoute />, { path: '/admin?tab=minors' });

    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Maya Chen')).getByRole('link', { name: 'Maya Chen' })).toHaveAttribute('href', '/profile/u4');
    expect(within(row('Maya Chen')).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(within(row('Leo Park')).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(within(row('Ivy Ray')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(row('Leo Park')).getByRole('button', { name: 'Resend consent email for Leo Park' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Consent email sent to p***@example.com'));

    await user.click(within(row('Maya Chen')).getByRole('button', { name: 'Revoke consent for Maya Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke consent for Maya Chen' });
    await user.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.revokeConsent }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ADMIN_TEXTS.reasonRequired);
    await user.type(within(dialog).getByLabelText(ADMIN_TEXTS.reasonLabel), 'Her mother asked by email');
    await user.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.revokeConsent }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/admin/minors/u5/resend-consent' }),
      expect.objectContaining({
        path: '/api/admin/minors/u4/revoke-consent',
        body: { reason: 'Her mother asked by email' },
      }),
    ]);
    expect(within(row('Maya Chen')).getByText('Waiting for the parent')).toBeInTheDocument();
  });

  it('lists the audit log: when, who, what, to what and why', async () => {
    const user = userEvent.setup();
    stubApi(admin(), {
      'GET /api/admin/reports?sort=newest': { groups: [] },
      'GET /api/admin/audit': {
        entries: [
          auditEntry(),
          auditEntry({ id: 'a2', action: 'revoke_consent', targetKind: 'user', targetId: 'u4', reason: null }),
        ],
      },
    });
    renderWithRouter(<AdminRoute />, { path: '/admin' });
    await user.click(await screen.findByRole('tab', { name: ADMIN_TEXTS.audit }));
    expect(location()).toBe('/admin?tab=audit');
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 hours ago', 'Ada Admin', 'Dismissed the reports', 'Gig g7', 'The gig is genuine']);
    expect(within(second as HTMLElement).getByText('Revoked consent')).toBeInTheDocument();
    expect(
      within(second as HTMLElement)
        .getByRole('link', { name: 'User u4' })
        .getAttribute('href'),
    ).toBe('/profile/u4');
  });
});
