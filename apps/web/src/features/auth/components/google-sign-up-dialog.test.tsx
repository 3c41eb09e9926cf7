import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../testing/render.tsx';
import { GoogleSignUpDialog } from './google-sign-up-dialog.tsx';

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

describe('GoogleSignUpDialog', () => {
  it('prefills the name and keeps Continue disabled until a name and the terms are set', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <GoogleSignUpDialog
        initialName="Casey Lee"
        email="casey@example.com"
        onComplete={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Complete your sign-up' })).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Casey Lee');
    expect(continueButton().disabled).toBe(true);
    await user.click(screen.getByLabelText(/I agree to the/));
    expect(continueButton().disabled).toBe(false);
    await user.clear(screen.getByLabelText('Full name'));
    expect(continueButton().disabled).toBe(true);
  });

  it('asks a freelancer to confirm they are 18 or older, in the server schema words', async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <GoogleSignUpDialog
        initialName="Casey Lee"
        email="casey@example.com"
        onComplete={() => {}}
        onCancel={() => {}}
      />,
    );
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(continueButton());
    expect(await screen.findByText('Age confirmation required for freelancers')).toBeTruthy();
    await user.click(screen.getByLabelText(/Hire talent/));
    expect(screen.queryByLabelText(/I am 18 or older/)).toBeNull();
  });
});
