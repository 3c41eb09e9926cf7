import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAME_CONTACT_DETAILS } from '@teenfreelance/contracts/accounts';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { RegisterForm } from './register-form.tsx';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 10);
  return date.toISOString().slice(0, 10);
}

const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));

describe('RegisterForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks freelancers the under-18 question, and buyers not', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm initialRole="freelancer" />);
    expect(screen.getByRole('group', { name: 'Are you under 18 years old?' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: "I'm a Buyer" }));
    expect(screen.queryByRole('group', { name: 'Are you under 18 years old?' })).not.toBeInTheDocument();
  });

  it('shows every message of an empty freelancer form', async () => {
    renderWithRouter(<RegisterForm initialRole="freelancer" />);
    await submit();
    expect(await screen.findByText('Please correct the errors in the form')).toBeInTheDocument();
    for (const message of [
      'Name is required',
      'Email is invalid',
      'Password must be at least 6 characters',
      'Age confirmation is required',
      'Date of birth is required',
      'You must agree to the Terms of Service',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Parental consent is required')).not.toBeInTheDocument();
  });

  it('reveals the parental consent section on Yes, with its messages', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm initialRole="freelancer" />);
    expect(screen.queryByRole('region', { name: 'Parental Consent' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('region', { name: 'Parental Consent' })).toBeInTheDocument();
    await submit();
    for (const message of [
      'Parental consent is required',
      'Parent/guardian name is required',
      'Parent/guardian email is required',
      'Parent/guardian phone is required',
      'Date of birth is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('region', { name: 'Parental Consent' })).not.toBeInTheDocument();
  });

  it('explains a bad parent email, a parent email equal to the teen’s, mismatched passwords and a too-young date', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm initialRole="freelancer" />);
    await user.type(screen.getByLabelText('Email'), 'teen@example.com');
    await user.type(screen.getByLabelText('Password'), 'sunny-day-42');
    await user.type(screen.getByLabelText('Confirm Password'), 'sunny-day-43');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('Parent/Guardian Email'), 'mum-at-home');
    await user.type(screen.getByLabelText('Date of Birth'), yearsAgo(12));
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Parent/guardian email is invalid')).toBeInTheDocument();
    expect(screen.getByText('You must be at least 13 years old to join TeenFreelance')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Parent/Guardian Email'));
    await user.type(screen.getByLabelText('Parent/Guardian Email'), 'TEEN@example.com');
    await user.clear(screen.getByLabelText('Date of Birth'));
    await user.type(screen.getByLabelText('Date of Birth'), yearsAgo(19));
    await submit();
    expect(await screen.findByText('Parent/guardian email must be different from your own email')).toBeInTheDocument();
    expect(
      screen.getByText('This date of birth means you are 18 or older: answer "No" to the under-18 question'),
    ).toBeInTheDocument();
  });

  it('asks every freelancer for a date of birth that agrees with the under-18 answer', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm initialRole="freelancer" />);
    const dateOfBirth = () => screen.getByLabelText('Date of Birth');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(dateOfBirth(), yearsAgo(15));
    await submit();
    expect(
      await screen.findByText('This date of birth means you are under 18: answer "Yes" to the under-18 question'),
    ).toBeInTheDocument();

    // Under 13 is refused whichever answer is given.
    await user.clear(dateOfBirth());
    await user.type(dateOfBirth(), yearsAgo(11));
    expect(await screen.findByText('You must be at least 13 years old to join TeenFreelance')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByText('You must be at least 13 years old to join TeenFreelance')).toBeInTheDocument();

    await user.clear(dateOfBirth());
    await user.type(dateOfBirth(), yearsAgo(15));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.queryByText(/This date of birth means/)).not.toBeInTheDocument();
    expect(screen.queryByText('You must be at least 13 years old to join TeenFreelance')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a name with contact details next to the name', async () => {
    // The server screens names (decision 0062); the form does not load the screening engine.
    const details = [{ path: 'body.name', message: NAME_CONTACT_DETAILS }];
    const body = { error: { code: 'VALIDATION_FAILED', message: NAME_CONTACT_DETAILS, details } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 400 })),
    );
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm initialRole="buyer" />);
    const name = screen.getByLabelText('Full Name');
    await user.type(name, 'Text 555 321 7654');
    await user.type(screen.getByLabelText('Email'), 'bea@example.com');
    await user.type(screen.getByLabelText('Password'), 'sunny-day-42');
    await user.type(screen.getByLabelText('Confirm Password'), 'sunny-day-42');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await submit();
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(NAME_CONTACT_DETAILS));
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends an adult freelancer’s date of birth with the No answer, and no parent details; then says to check the email', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        posted.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ message: 'Check your email' }), { status: 202 });
      }),
    );
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm initialRole="freelancer" />);
    await user.type(screen.getByLabelText('Full Name'), 'Ada Adult');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'sunny-day-42');
    await user.type(screen.getByLabelText('Confirm Password'), 'sunny-day-42');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText('Date of Birth'), yearsAgo(30));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await submit();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      name: 'Ada Adult',
      email: 'ada@example.com',
      password: 'sunny-day-42',
      confirmPassword: 'sunny-day-42',
      role: 'freelancer',
      agreeToTerms: true,
      isMinor: false,
      dateOfBirth: yearsAgo(30),
    });
    // The same for a new and a registered address (decision 0066): the email says which.
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
  });

  it('refuses a parent email that is the teen’s own Gmail inbox spelled differently', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm initialRole="freelancer" />);
    await user.type(screen.getByLabelText('Email'), 'tia.teen@gmail.com');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('Parent/Guardian Email'), 'TiaTeen+mum@googlemail.com');
    await submit();
    expect(await screen.findByText('Parent/guardian email must be different from your own email')).toBeInTheDocument();
  });

  it('refuses a password of only spaces', async () => {
    const user = userEvent.setup();
    renderWithRouter(<RegisterForm initialRole="buyer" />);
    await user.type(screen.getByLabelText('Password'), '      ');
    await user.type(screen.getByLabelText('Confirm Password'), '      ');
    await submit();
    expect(await screen.findByText('Password cannot be only spaces')).toBeInTheDocument();
  });

  it('links to the terms and the privacy policy', () => {
    renderWithRouter(<RegisterForm initialRole="buyer" />);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
