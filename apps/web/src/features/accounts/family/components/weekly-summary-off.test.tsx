import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEEKLY_SUMMARY_TEXTS as S } from '@teenfreelance/contracts/family-summary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { WeeklySummaryOff } from './weekly-summary-off.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('WeeklySummaryOff', () => {
  it('stops the summary only when the guardian presses the button', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json({ enabled: false });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<WeeklySummaryOff guardian="g1" token="sig" />, { path: '/family/weekly-summary/off' });
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: S.offButton }));
    expect(await screen.findByText(S.offDone)).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ guardian: 'g1', token: 'sig' }]));
  });

  it('says a link without its signature is not valid', () => {
    renderWithRouter(<WeeklySummaryOff guardian="g1" token="" />, { path: '/family/weekly-summary/off' });
    expect(screen.getByText(S.offInvalid)).toBeInTheDocument();
  });
});
