import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { GoogleSignUpDialog } from './google-sign-up-dialog.tsx';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 10);
  return date.toISOString().slice(0, 10);
}

const UNDER_18 =
  'This date of birth means you are under 18: sign up with email so a parent or guardian can give consent';

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const dateOfBirth = () => screen.getByLabelText('Date of Birth') as HTMLInputElement;

/** Records what the dialog sends, answering each request with `answer`. */
function stubFetch(answer: (url: string, init?: RequestInit) => Response) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
      return answer(url, init);
    }),
  );
  return requests;
}

function renderDialog({ onCancel = () => {}, onComplete = () => {} } = {}) {
  return renderWithRouter(
    <GoogleSignUpDialog
      initialName="Casey Lee"
      email="casey@example.com"
      onComplete={onComplete}
      onCancel={onCancel}
    />,
  );
}

describe('GoogleSignUpDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('prefills the name and keeps Continue disabled until a name and the terms are set', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Complete your sign-up' })).toBeInTheDocument();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Casey Lee');
    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByLabelText(/I agree to the/));
    expect(continueButton()).toBeEnabled();
    await user.clear(screen.getByLabelText('Full name'));
    expect(continueButton()).toBeDisabled();
  });

  it('asks a freelancer for a date of birth, in email sign-up’s words, and a buyer not', async () => {
    const requests = stubFetch(() => new Response('{}', { status: 500 }));
    const user = userEvent.setup();
    renderDialog();
    expect(screen.queryByLabelText(/I am 18 or older/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(continueButton());
    expect(await screen.findByText('Date of birth is required')).toBeInTheDocument();
    expect(document.activeElement).toBe(dateOfBirth());
    expect(dateOfBirth()).toHaveAttribute('aria-invalid', 'true');

    await user.type(dateOfBirth(), yearsAgo(11));
    await user.click(continueButton());
    expect(await screen.findByText('You must be at least 13 years old to join TeenFreelance')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.click(screen.getByLabelText(/Hire talent/));
    expect(screen.queryByLabelText('Date of Birth')).not.toBeInTheDocument();
  });

  it('sends a 15-year-old to email sign-up, giving the Google sign-up up on the way', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }));
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderDialog({ onCancel });
    await user.type(dateOfBirth(), yearsAgo(15));
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(continueButton());
    expect(await screen.findByText(UNDER_18)).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Sign up with email' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/register?role=freelancer'));
    expect(requests).toEqual([{ url: '/api/auth/google/pending', method: 'DELETE', body: {} }]);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('sends an adult freelancer’s date of birth and no age flag', async () => {
    const user = { id: 'u1', name: 'Casey Lee', role: 'freelancer' };
    const requests = stubFetch(() => new Response(JSON.stringify({ user }), { status: 200 }));
    const onComplete = vi.fn();
    const events = userEvent.setup();
    renderDialog({ onComplete });
    await events.type(dateOfBirth(), yearsAgo(30));
    await events.click(screen.getByLabelText(/I agree to the/));
    await events.click(continueButton());
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        url: '/api/auth/google/complete',
        method: 'POST',
        body: { name: 'Casey Lee', role: 'freelancer', agreeToTerms: true, dateOfBirth: yearsAgo(30) },
      },
    ]);
  });

  it('shows the server’s refusal of the date next to the field', async () => {
    const details = [{ path: 'body.dateOfBirth', message: UNDER_18 }];
    stubFetch(
      () =>
        new Response(JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: UNDER_18, details } }), {
          status: 400,
        }),
    );
    const user = userEvent.setup();
    renderDialog();
    // The browser's clock says 18 today; the server's, still on yesterday, says 17.
    await user.type(dateOfBirth(), yearsAgo(30));
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(continueButton());
    expect(await screen.findByText(UNDER_18)).toBeInTheDocument();
    expect(dateOfBirth()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('drops the date’s message when the date changes, and checks it again on Continue', async () => {
    stubFetch(() => new Response('{}', { status: 500 }));
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(continueButton());
    expect(await screen.findByText('Date of birth is required')).toBeInTheDocument();

    await user.type(dateOfBirth(), yearsAgo(11));
    expect(screen.queryByText('Date of birth is required')).not.toBeInTheDocument();
    expect(screen.queryByText('You must be at least 13 years old to join TeenFreelance')).not.toBeInTheDocument();
    expect(dateOfBirth()).toHaveAttribute('aria-invalid', 'false');
    await user.click(continueButton());
    expect(await screen.findByText('You must be at least 13 years old to join TeenFreelance')).toBeInTheDocument();
  });

  it('says a refusal that names no field of the dialog at the top, until the date changes', async () => {
    const message = 'An account with this email already exists. Log in with your email and password.';
    stubFetch(
      () => new Response(JSON.stringify({ error: { code: 'CONFLICT', message, details: null } }), { status: 409 }),
    );
    const user = userEvent.setup();
    renderDialog();
    await user.type(dateOfBirth(), yearsAgo(30));
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(continueButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(dateOfBirth()).toHaveAttribute('aria-invalid', 'false');

    await user.clear(dateOfBirth());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the pending sign-up up when cancelled, then lets the page sign out', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }));
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderDialog({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([{ url: '/api/auth/google/pending', method: 'DELETE', body: {} }]);
  });
});
