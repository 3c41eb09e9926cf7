import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GigWizard } from './gig-wizard.tsx';

const gig = {
  id: 'g1',
  title: 'Poster design',
  shortDescription: 'A bright poster.',
  price: 35,
  deliveryDays: 4,
  category: 'graphic-design',
  description: 'One A3 poster.',
  tags: ['poster'],
  images: [{ id: 'i1', thumb: '/t.webp', card: '/c.webp', detail: '/d.webp', width: 1200, height: 800 }],
} as unknown as GigDetail;

describe('GigWizard', () => {
  it('blocks Continue on an empty first step with the section message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<GigWizard isSubmitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill all required fields in this section');
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Basic Info' })).toBeTruthy();
  });

  it('walks a prefilled gig through the steps without submitting until asked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<GigWizard gig={gig} isSubmitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
    expect((screen.getByLabelText('Gig title') as HTMLInputElement).value).toBe('Poster design');
    for (let step = 0; step < 3; step += 1) await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 4 of 4: Gallery' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Step 3 of 4: Tags' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
