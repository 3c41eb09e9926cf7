import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithRouter } from '../../../testing/render.tsx';
import { stubFetch } from '../testing/stub-fetch.ts';
import { BlockButton } from './block-button.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe('BlockButton', () => {
  it('asks to confirm, blocks, says so and turns into Unblock', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({
      'GET /api/me/blocks/u2': { userId: 'u2', blocked: false },
      'PUT /api/me/blocks/u2': { userId: 'u2', blocked: true },
    });
    const onChanged = vi.fn();
    renderWithRouter(<BlockButton userId="u2" name="Maya Chen" onChanged={onChanged} />);
    // Off until the state is known.
    expect(screen.getByRole('button', { name: 'Block Maya Chen' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Block Maya Chen' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Block Maya Chen' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Maya Chen?' });
    expect(within(dialog).getByText(/They won't be able to message you/)).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByRole('button', { name: 'Unblock Maya Chen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/me/blocks/u2',
      'PUT /api/me/blocks/u2',
    ]);
    expect(toast.success).toHaveBeenCalledWith('Maya Chen is blocked');
    expect(onChanged).toHaveBeenCalledWith({ userId: 'u2', blocked: true });
  });

  it('unblocks at once, without asking', async () => {
    const user = userEvent.setup();
    const sent = stubFetch({
      'GET /api/me/blocks/u2': { userId: 'u2', blocked: true },
      'DELETE /api/me/blocks/u2': { userId: 'u2', blocked: false },
    });
    renderWithRouter(<BlockButton userId="u2" name="Maya Chen" />);
    await user.click(await screen.findByRole('button', { name: 'Unblock Maya Chen' }));
    const block = await screen.findByRole('button', { name: 'Block Maya Chen' });
    expect(block).toBeEnabled();
    expect(sent.at(-1)?.method).toBe('DELETE');
    expect(toast.success).toHaveBeenCalledWith('Maya Chen is unblocked');
  });
});
