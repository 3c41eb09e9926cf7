import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render.tsx';
import { JoinDialog } from './join-dialog.tsx';

function createAccountButton(): HTMLButtonElement {
  const button = screen.getByRole('button', { name: 'Create Account' });
  if (!(button instanceof HTMLButtonElement)) throw new Error('Create Account is not a button');
  return button;
}

describe('JoinDialog', () => {
  it('shows the title, the description and both choices', () => {
    renderWithRouter(<JoinDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Join TeenFreelance' })).toBeInTheDocument();
    expect(screen.getByText('Select how you want to use TeenFreelance')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "I'm a customer" })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "I'm a teenlancer" })).toBeInTheDocument();
    expect(screen.getByText('Looking to hire talent for my project')).toBeInTheDocument();
    expect(screen.getByText('Looking for work')).toBeInTheDocument();
  });

  it('keeps Create Account disabled until a choice is made', async () => {
    const user = userEvent.setup();
    renderWithRouter(<JoinDialog open onOpenChange={() => {}} />);
    expect(createAccountButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: "I'm a customer" }));
    expect(createAccountButton()).toBeEnabled();
  });

  it.each([
    ["I'm a teenlancer", '/register?role=freelancer'],
    ["I'm a customer", '/register?role=buyer'],
  ])('after choosing %s, goes to %s and closes', async (choice, target) => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithRouter(<JoinDialog open onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('radio', { name: choice }));
    await user.click(createAccountButton());
    expect(screen.getByTestId('location').textContent).toBe(target);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('links to /login for people who already have an account', () => {
    renderWithRouter(<JoinDialog open onOpenChange={() => {}} />);
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
