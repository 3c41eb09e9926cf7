import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { REQUIREMENT_MESSAGES } from '@teenfreelance/contracts/order-requirements';
import { GigWizard } from './gig-wizard.tsx';
import { toGigInput, type WizardValues } from './wizard-values.ts';

const gig = {
  id: 'g1',
  title: 'Poster design',
  shortDescription: 'A bright poster.',
  priceCents: 3500,
  deliveryDays: 4,
  category: 'graphic-design',
  description: 'One A3 poster.',
  tags: ['poster'],
  requirements: [{ kind: 'choice', question: 'Which size?', required: true, options: ['A3', 'A4'] }],
  images: [{ id: 'i1', thumb: '/t.webp', card: '/c.webp', detail: '/d.webp', width: 1200, height: 800 }],
} as unknown as GigDetail;

describe("the wizard's questions for the buyer (decision 0094)", () => {
  it('shows the gig’s questions, checks a new one as the server does, and sends them all', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(values: WizardValues) => void>();
    render(<GigWizard gig={gig} isSubmitting={false} onSubmit={onSubmit} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Description' })).toBeInTheDocument();
    expect((screen.getByLabelText('Question 1') as HTMLInputElement).value).toBe('Which size?');
    expect((screen.getByLabelText('Options for question 1') as HTMLTextAreaElement).value).toBe('A3\nA4');

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(screen.getByLabelText('Question 2'), 'Which colours?');
    await user.selectOptions(screen.getByLabelText('Answer type for question 2'), 'choice');
    await user.type(screen.getByLabelText('Options for question 2'), 'Warm');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(REQUIREMENT_MESSAGES.optionsCount)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 2 of 4: Description' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Options for question 2'), '{Enter}Cool');
    await user.click(screen.getByLabelText('The buyer must answer question 1'));
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByRole('button', { name: 'Add a question' })).toBeDisabled();
    for (const n of [5, 4, 3]) await user.click(screen.getByRole('button', { name: `Remove question ${n}` }));

    for (let step = 0; step < 2; step += 1) await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values && toGigInput(values).requirements).toEqual([
      { kind: 'choice', question: 'Which size?', required: false, options: ['A3', 'A4'] },
      { kind: 'choice', question: 'Which colours?', required: true, options: ['Warm', 'Cool'] },
    ]);
  });
});
