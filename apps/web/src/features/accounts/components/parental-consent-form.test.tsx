import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../testing/render.tsx';
import { ParentalConsent } from './parental-consent-form.tsx';

describe('ParentalConsent', () => {
  it('explains a link without its token instead of asking anything', () => {
    renderWithRouter(<ParentalConsent token="" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This consent link is incomplete. Please open the link from the email exactly as it was sent.',
    );
    expect(screen.queryByRole('button', { name: 'Give Consent' })).toBeNull();
  });
});
