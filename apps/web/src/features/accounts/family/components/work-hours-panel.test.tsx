import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FamilyTeen } from '@teenfreelance/contracts/family';
import { WORK_HOURS_TEXTS as W } from '@teenfreelance/contracts/work-hours';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { WorkHoursPanel } from './work-hours-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const law = { name: 'us-flsa' as const, eveningEndHour: 19, weeklyHours: 18, schoolDayHours: 3 };
const teen = {
  id: 't1',
  name: 'Tia',
  workHours: {
    law,
    chosen: { eveningEndHour: null, weeklyHours: null },
    applied: { eveningEndHour: 19, weeklyHours: 18, schoolDayHours: 3 },
    timeZone: 'America/New_York',
  },
} as FamilyTeen;

describe('WorkHoursPanel', () => {
  it('shows the rules in force and offers only stricter hours, which it saves', async () => {
    const sent: { method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        sent.push({ method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
        return Response.json(teen.workHours);
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<WorkHoursPanel teen={teen} />, { path: '/family' });
    expect(screen.getByText(W.intro('Tia', W.lawUs))).toBeInTheDocument();
    expect(screen.getByText(W.eveningEnd(19))).toBeInTheDocument();
    const evening = screen.getByLabelText(W.eveningEndLabel);
    const options = [...evening.querySelectorAll('option')].map((option) => option.textContent);
    // Nothing later than the law's 7 pm is offered.
    expect(options[0]).toBe("The law's (7 pm)");
    expect(options).not.toContain('8 pm');
    expect(options).toContain('5 pm');
    await user.selectOptions(evening, '17');
    await user.selectOptions(screen.getByLabelText(W.weeklyLabel), '10');
    await user.click(screen.getByRole('button', { name: W.save }));
    await waitFor(() => expect(sent.find((request) => request.method === 'PUT')).toBeTruthy());
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({ eveningEndHour: 17, weeklyHours: 10 });
    expect(await screen.findByText(W.saved)).toBeInTheDocument();
  });
});
