import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

describe('ResetPasswordForm', () => {
  it('explains a link without a token and offers a new one', () => {
    renderWithRouter(<ResetPasswordForm token="" />);
    expect(screen.getByText('This password reset link is invalid. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks length and the confirmation before asking the server', async () => {
    const events = userEvent.setup();
    renderWithRouter(<ResetPasswordForm token="some-token" />);
    await events.type(screen.getByLabelText('New password'), '12345');
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
