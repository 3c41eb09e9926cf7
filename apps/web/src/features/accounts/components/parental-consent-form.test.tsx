import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_BY_TEEN_REFUSED } from '@teenfreelance/contracts/accounts';
import { PARENT_DELETE_TEXTS } from '@teenfreelance/contracts/privacy';
import { renderWithRouter } from '../../../testing/render.tsx';
import { ParentalConsent } from './parental-consent-form.tsx';

const request = { teenName: 'Tia Teen', parentName: 'Pat Parent', expiresAt: '2030-01-01T00:00:00.000Z' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the consent link's GET with `first` and records every POST body. */
function stubApi(first: Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json({ teenName: 'Tia Teen', consentedAt: '2026-06-15T10:00:00.000Z' });
      }
      return first;
    }),
  );
  return posted;
}

describe('ParentalConsent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('explains a link without its token instead of asking anything', () => {
    renderWithRouter(<ParentalConsent token="" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This consent link is incomplete. Please open the link from the email exactly as it was sent.',
    );
    expect(screen.queryByRole('button', { name: 'Give Consent' })).not.toBeInTheDocument();
  });

  it('names the teen and the parent, and asks for the parent’s own name and relationship before sending', async () => {
    const posted = stubApi(json(request));
    const user = userEvent.setup();
    renderWithRouter(<ParentalConsent token="the-token" />);
    expect((await screen.findAllByText('Tia Teen')).length).toBeGreaterThan(0);
    expect(screen.getByText('Pat Parent')).toBeInTheDocument();
    const relationship = screen.getByRole('group', { name: 'Your relationship to Tia Teen' });
    expect(relationship).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Give Consent' }));
    expect(await screen.findByText('Please correct the errors in the form')).toBeInTheDocument();
    expect(screen.getByText('Your full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose your relationship to the teen')).toBeInTheDocument();
    expect(screen.getByText('You must agree to give consent')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(screen.getByLabelText('Your full name'), 'Patricia Parent');
    await user.click(screen.getByRole('radio', { name: 'Legal guardian' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Give Consent' }));
    expect(await screen.findByText(/Your consent has been recorded/)).toBeInTheDocument();
    expect(posted).toEqual([
      { token: 'the-token', parentName: 'Patricia Parent', relationship: 'legal_guardian', agree: true },
    ]);
  });

  it("lets the parent delete their child's account instead, after a last yes", async () => {
    const posted = stubApi(json(request));
    const user = userEvent.setup();
    renderWithRouter(<ParentalConsent token="the-token" />);
    await user.click(await screen.findByRole('button', { name: PARENT_DELETE_TEXTS.button }));
    expect(posted).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: PARENT_DELETE_TEXTS.button }));
    expect(await screen.findByText(PARENT_DELETE_TEXTS.done)).toBeInTheDocument();
    expect(posted).toEqual([{ token: 'the-token' }]);
    expect(screen.queryByRole('button', { name: 'Give Consent' })).not.toBeInTheDocument();
  });

  it('tells a teen signed in to their own account that only a parent can consent, with no form and no retry', async () => {
    stubApi(json({ error: { code: 'FORBIDDEN', message: CONSENT_BY_TEEN_REFUSED, details: null } }, 403));
    renderWithRouter(<ParentalConsent token="the-token" />);
    expect(await screen.findByText(CONSENT_BY_TEEN_REFUSED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give Consent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
