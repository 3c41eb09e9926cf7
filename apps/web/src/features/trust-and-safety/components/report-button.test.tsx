import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportReceipt } from '@teenfreelance/contracts/safety';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { LAZY, renderWithRouter } from '../../../testing/render.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';
import { ReportButton } from './report-button.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

const receipt: ReportReceipt = {
  id: 'r1',
  targetKind: 'message',
  targetId: 'm1',
  reason: 'harassment',
  message: 'Report received',
  createdAt: '2026-11-01T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

async function openDialog(name = 'Report message from Maya Chen') {
  const user = userEvent.setup();
  renderWithRouter(<ReportButton targetKind="message" targetId="m1" isSignedIn appearance="icon" aria-label={name} />);
  await user.click(screen.getByRole('button', { name }));
  const dialog = screen.getByRole('dialog', { name: 'Report this message' });
  // The form's code comes as the dialog opens.
  await within(dialog).findByRole('radiogroup', { name: 'Reason' }, LAZY);
  return { user, dialog };
}

describe('ReportButton', () => {
  it('asks for a reason, and refuses a note over 1000 characters, before sending anything', async () => {
    const sent = stubFetch({});
    const { user, dialog } = await openDialog();
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(7);
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    const reasonError = await within(dialog).findByText('Please choose a reason');
    expect(reasonError).toHaveAttribute('role', 'alert');
    expect(reasons).toHaveAttribute('aria-describedby', reasonError.id);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    const note = within(dialog).getByRole('textbox', { name: 'Anything else we should know? (optional)' });
    await user.click(note);
    await user.paste('x'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Your note cannot exceed 1000 characters')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('sends the reason and note, says it was received and closes', async () => {
    const sent = stubFetch({ 'POST /api/reports': { status: 201, body: receipt } });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.type(within(dialog).getByRole('textbox'), '  Keeps insulting me  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/reports',
        body: { targetKind: 'message', targetId: 'm1', reason: 'harassment', note: 'Keeps insulting me' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Report received', {
      description: 'Thank you. Our team will review it, and you will hear from us if we need anything else.',
    });
  });

  it("leaves out a blank note, and shows the server's words when it refuses", async () => {
    const sent = stubFetch({
      'POST /api/reports': {
        status: 422,
        body: {
          error: {
            code: 'UNPROCESSABLE',
            message: 'You cannot report yourself',
            details: { reason: 'CANNOT_REPORT_SELF' },
          },
        },
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You cannot report yourself');
    expect(sent[0]?.body).toEqual({ targetKind: 'message', targetId: 'm1', reason: 'other' });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('sends a visitor to log in and back to this page', () => {
    stubFetch({});
    renderWithRouter(<ReportButton targetKind="gig" targetId="g1" isSignedIn={false} />, { path: '/gig/g1' });
    const link = screen.getByRole('link', { name: 'Report this gig' });
    expect(link).toHaveAttribute('href', '/login?redirect=%2Fgig%2Fg1');
  });
});
