import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { DeleteAccount } from './delete-account.tsx';

/** Records what the section sends, answering each request with `answer`. */
function stubFetch(answer: () => Response) {
  const requests: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return answer();
    }),
  );
  return requests;
}

const refusal = (status: number, error: { code: string; message: string; details?: unknown }) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } });

function renderSection(onDeleted = () => {}) {
  const user = userEvent.setup();
  renderWithRouter(<DeleteAccount confirmsWithEmail={false} onDeleted={onDeleted} />);
  const field = screen.getByLabelText('Type your password to confirm');
  /** 'Delete my account', then the dialog's last yes. */
  async function deleteAndConfirm() {
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  }
  return { user, field, deleteAndConfirm };
}

describe('DeleteAccount', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the password before asking "for good?", and the message goes when the field changes', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }));
    const { user, field } = renderSection();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Please type it to confirm')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toEqual([]);

    await user.type(field, 'p');
    expect(screen.queryByText('Please type it to confirm')).toBeNull();
  });

  it('puts the server’s message for a wrong password on the field, then deletes with the right one', async () => {
    let answer = () =>
      refusal(400, {
        code: 'VALIDATION_FAILED',
        message: 'Current password is incorrect',
        details: [{ path: 'body.confirmation', message: 'Current password is incorrect' }],
      });
    const requests = stubFetch(() => answer());
    const onDeleted = vi.fn();
    const { user, field, deleteAndConfirm } = renderSection(onDeleted);

    await user.type(field, 'not the password');
    await deleteAndConfirm();

    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDeleted).not.toHaveBeenCalled();

    answer = () => new Response(null, { status: 204 });
    await user.clear(field);
    await user.type(field, 'the password');
    await deleteAndConfirm();

    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(requests.map((request) => request.body)).toEqual([
      { confirmation: 'not the password' },
      { confirmation: 'the password' },
    ]);
  });

  it('says a refusal that names no field under the field too, as before', async () => {
    stubFetch(() => refusal(409, { code: 'CONFLICT', message: 'Demo accounts are shared and cannot be deleted' }));
    const { user, field, deleteAndConfirm } = renderSection();

    await user.type(field, 'demo-password');
    await deleteAndConfirm();

    expect(await screen.findByText('Demo accounts are shared and cannot be deleted')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
