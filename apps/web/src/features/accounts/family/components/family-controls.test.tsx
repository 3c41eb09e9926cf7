import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FamilyTeen } from '@teenfreelance/contracts/family';
import { TEEN_FAMILY_TEXTS as TEEN, type TeenFamilyPanel } from '@teenfreelance/contracts/family-controls';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { TeenControls } from './family-controls-panel.tsx';
import { TeenFamilyPanelCard } from './teen-family-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const teen: FamilyTeen = {
  id: 't1',
  name: 'Ada Teen',
  age: 15,
  parentalConsent: 'granted',
  sellingPaused: false,
  controls: { approveNewGigs: false, contactRule: 'anyone' },
  gigs: [],
  orders: [],
  earnings: { pendingCents: 0, availableCents: 0, withdrawnCents: 0 },
  payoutAccount: null,
  withdrawalsAwaitingApproval: 0,
  conversations: [],
  workHours: null,
  safety: null,
};

describe("the teen's Family panel", () => {
  it('names the guardian, says every rule in force and what they see, with no control to change', async () => {
    const panel: TeenFamilyPanel = {
      guardians: [{ name: 'Gia Guardian', verified: true }],
      sellingPaused: true,
      controls: { approveNewGigs: true, contactRule: 'verified_buyers' },
      workHours: { eveningEndHour: 19, weeklyHours: 18, schoolDayHours: 3 },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(panel)),
    );
    renderWithRouter(<TeenFamilyPanelCard />);
    expect(await screen.findByText(TEEN.verifiedGuardian('Gia Guardian'))).toBeInTheDocument();
    const workHours =
      'Work hours: your orders are due by 7 pm at the latest, and your open orders fit in 18 hours a week (one hour for each day of delivery).';
    for (const rule of [TEEN.sellingPaused, TEEN.approvalOn, TEEN.contactVerified, workHours, ...TEEN.sees]) {
      expect(screen.getByText(rule)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says so when no guardian has a family account yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer({
          guardians: [],
          sellingPaused: false,
          controls: { approveNewGigs: false, contactRule: 'anyone' },
          workHours: null,
        }),
      ),
    );
    renderWithRouter(<TeenFamilyPanelCard />);
    expect(await screen.findByText(TEEN.noGuardian)).toBeInTheDocument();
  });
});

describe("the guardian's controls", () => {
  it("sends 'Approve new gigs' and the contact rule to the teen's controls", async () => {
    const fetch = vi.fn(async () => answer({ approveNewGigs: true, contactRule: 'anyone' }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderWithRouter(<TeenControls teen={teen} />);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await user.selectOptions(screen.getByLabelText('Who can contact my teen'), 'verified_buyers');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const bodies = fetch.mock.calls.map((call) => {
      const [url, init] = call as unknown as [string, RequestInit];
      return { url, method: init.method, body: JSON.parse(String(init.body)) as unknown };
    });
    expect(bodies).toEqual([
      { url: '/api/family/teens/t1/controls', method: 'PUT', body: { approveNewGigs: true } },
      { url: '/api/family/teens/t1/controls', method: 'PUT', body: { contactRule: 'verified_buyers' } },
    ]);
  });
});
