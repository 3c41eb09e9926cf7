import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_MESSAGES, JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { renderWithRouter } from '../../../testing/render.tsx';
import { stubApi, jobDetail, userWith } from '../testing/fixtures.ts';
import { PostJob } from './post-job.tsx';

vi.mock('../../../lib/toast.ts', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), message: vi.fn() },
  preloadToasts: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User) {
  await user.type(screen.getByLabelText(JOB_TEXTS.title), 'Design a logo for my bakery');
  await user.type(
    screen.getByLabelText(JOB_TEXTS.description),
    'A warm, friendly logo for a small family bakery, in two colours.',
  );
  await user.selectOptions(screen.getByLabelText(JOB_TEXTS.category), 'Logo Design');
  await user.type(screen.getByLabelText(JOB_TEXTS.budgetMin), '50');
  await user.type(screen.getByLabelText(JOB_TEXTS.budgetMax), '150.5');
  await user.selectOptions(screen.getByLabelText(JOB_TEXTS.deadline), '7 days');
  await user.type(screen.getByLabelText(JOB_TEXTS.skills), ' Logo Design,Illustrator , branding ');
}

describe('PostJob', () => {
  it('shows the message of each empty field under it, wired to the field', async () => {
    const sent = stubApi(userWith('buyer'), {});
    const user = userEvent.setup();
    renderWithRouter(<PostJob />, { path: '/post-job' });
    await user.click(screen.getByRole('button', { name: JOB_TEXTS.submit }));

    const title = screen.getByLabelText(JOB_TEXTS.title);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    const describedBy = title.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(JOB_MESSAGES.titleTooShort);
    expect(screen.getByText(JOB_MESSAGES.descriptionTooShort)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getAllByText(JOB_MESSAGES.budgetPositive)).toHaveLength(2);
    expect(screen.getByText(JOB_MESSAGES.deadlineRequired)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.skillsRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the budget and skills messages', async () => {
    stubApi(userWith('buyer'), {});
    const user = userEvent.setup();
    renderWithRouter(<PostJob />, { path: '/post-job' });
    await fillValid(user);
    await user.clear(screen.getByLabelText(JOB_TEXTS.budgetMin));
    await user.type(screen.getByLabelText(JOB_TEXTS.budgetMin), '200');
    await user.click(screen.getByRole('button', { name: JOB_TEXTS.submit }));
    expect(await screen.findByText(JOB_MESSAGES.budgetOrder)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(JOB_TEXTS.budgetMax));
    await user.type(screen.getByLabelText(JOB_TEXTS.budgetMax), '20000');
    await user.clear(screen.getByLabelText(JOB_TEXTS.budgetMin));
    await user.type(screen.getByLabelText(JOB_TEXTS.budgetMin), '0');
    const skills = screen.getByLabelText(JOB_TEXTS.skills);
    await user.clear(skills);
    await user.type(skills, 'a,b,c,d,e,f,g,h,i,j,k');
    await user.click(screen.getByRole('button', { name: JOB_TEXTS.submit }));
    expect(await screen.findByText(JOB_MESSAGES.budgetTooHigh)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.budgetPositive)).toBeInTheDocument();
    expect(screen.getByText(JOB_MESSAGES.skillsTooMany)).toBeInTheDocument();

    await user.clear(skills);
    await user.type(skills, 'Logo, a skill name that is far too long to be one');
    await user.click(screen.getByRole('button', { name: JOB_TEXTS.submit }));
    expect(await screen.findByText(JOB_MESSAGES.skillTooLong)).toBeInTheDocument();
  });

  it('posts numbers and the skills text, then toasts and opens /jobs with the banner flag', async () => {
    const sent = stubApi(userWith('buyer'), { 'POST /api/jobs': { status: 201, body: jobDetail() } });
    const user = userEvent.setup();
    renderWithRouter(<PostJob />, { path: '/post-job' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: JOB_TEXTS.submit }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/jobs?posted=1'));
    expect(sent[0]?.body).toEqual({
      title: 'Design a logo for my bakery',
      description: 'A warm, friendly logo for a small family bakery, in two colours.',
      category: 'graphic-design',
      budget: { minCents: 5000, maxCents: 15_050 },
      deadline: '7d',
      skills: 'Logo Design, Illustrator, branding',
    });
    expect(toast.success).toHaveBeenCalledWith(JOB_TEXTS.posted, { description: JOB_TEXTS.postedDescription });
  });

  it('reads Posting... while busy, and toasts a failure with the fields the server named', async () => {
    let answer: (response: unknown) => void = () => {};
    stubApi(userWith('buyer'), {
      'POST /api/jobs': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderWithRouter(<PostJob />, { path: '/post-job' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: JOB_TEXTS.submit }));
    expect(await screen.findByRole('button', { name: JOB_TEXTS.submitting })).toBeDisabled();
    answer({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid request',
          details: [{ path: 'body.title', message: 'That title is taken' }],
        },
      },
    });
    expect(await screen.findByText('That title is taken')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(JOB_TEXTS.postFailed, { description: JOB_TEXTS.postFailedDescription });
    expect(screen.getByTestId('location').textContent).toBe('/post-job');
  });

  it('goes back to the dashboard on Cancel', async () => {
    stubApi(userWith('buyer'), {});
    const user = userEvent.setup();
    renderWithRouter(<PostJob />, { path: '/post-job' });
    await user.click(screen.getByRole('button', { name: JOB_TEXTS.cancel }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });
});
