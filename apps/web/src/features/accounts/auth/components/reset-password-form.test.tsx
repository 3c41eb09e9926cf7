import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** Answers the link check with `state`, recording the URLs asked for. */
function stubLinkCheck(answer: { state: string; message: string | null }) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return urls;
}

describe('ResetPasswordForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says at once that a used link was used, with no form, and offers a new one', async () => {
    const message = 'This password reset link has already been used. Please request a new one.';
    const urls = stubLinkCheck({ state: 'used', message });
    renderWithRouter(<ResetPasswordForm token="used-token" />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(urls).toEqual(['/api/auth/password/reset-link?token=used-token']);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains a link without a token and offers a new one', () => {
    renderWithRouter(<ResetPasswordForm token="" />);
    expect(screen.getByText('This password reset link is invalid. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks length and the confirmation before asking the server', async () => {
    stubLinkCheck({ state: 'usable', message: null });
    const events = userEvent.setup();
    renderWithRouter(<ResetPasswordForm token="some-token" />);
    await events.type(await screen.findByLabelText('New password'), '12345');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();

    await events.clear(screen.getByLabelText('New password'));
    await events.type(screen.getByLabelText('New password'), 'violet-kayak');
    await events.type(screen.getByLabelText('Confirm new password'), 'violet-kayaks');
    await events.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });
});

describe('ForgotPasswordForm', () => {
  it('asks for a valid email', async () => {
    const events = userEvent.setup();
    renderWithRouter(<ForgotPasswordForm />);
    await events.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await events.type(screen.getByLabelText('Email'), 'not-an-email');
    await events.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
  });
});
