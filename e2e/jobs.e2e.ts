import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { postJob, sendProposal } from './fixtures/jobs.ts';
import { fillCard, toast } from './fixtures/payment.ts';
import { checkPage } from './fixtures/visit.ts';

test('a buyer posts a job, a freelancer finds it by a word form and applies, the buyer hires and pays: both have the order and the conversation', async ({
  context,
  page: buyerPage,
  createUser,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const buyer = await createUser({ name: 'Rosa Robotics' });
  const freelancer = await createUser({ role: 'freelancer', name: 'Kai Sketch' });
  await signInAs(context, buyer);

  // The form answers with the specification's messages before anything is sent.
  await buyerPage.goto('/post-job', { waitUntil: 'networkidle' });
  const form = buyerPage.getByRole('main');
  await form.getByRole('heading', { name: 'Tips for a great job post' }).waitFor();
  await form.getByRole('button', { name: 'Post Job' }).click();
  await form.getByText('Title must be at least 5 characters').waitFor();
  await form.getByText('Please provide a detailed description (min. 30 characters)').waitFor();
  await form.getByText('Please select a category').waitFor();
  await form.getByText('Please select a deadline').waitFor();
  await form.getByText('Please list required skills').waitFor();
  await checkPage(buyerPage, 'post-job-errors');

  await form.getByLabel('Job Title').fill('Mascot drawing for our robotics club');
  await form
    .getByLabel('Description')
    .fill('Our school robotics club needs a friendly robot mascot for T-shirts, stickers and our competition banner.');
  await form.getByLabel('Category').selectOption({ label: 'Illustration' });
  await form.getByLabel('Minimum Budget ($)').fill('60');
  await form.getByLabel('Maximum Budget ($)').fill('40');
  await form.getByLabel('Deadline').selectOption({ label: '14 days' });
  await form.getByLabel('Required Skills').fill('Illustration, Character Design , Procreate');
  await form.getByRole('button', { name: 'Post Job' }).click();
  await form.getByText('Maximum budget must be greater than or equal to minimum budget').waitFor();
  await form.getByLabel('Maximum Budget ($)').fill('120');
  await form.getByRole('button', { name: 'Post Job' }).click();

  // Posted: the toast, then /jobs with the banner and the new job first.
  await toast(buyerPage, 'Job Posted Successfully');
  await buyerPage.waitForURL((url) => url.pathname === '/jobs');
  await buyerPage.getByText('Job posted successfully!').waitFor();
  const first = buyerPage.getByRole('main').getByRole('article').first();
  await first.getByRole('heading', { name: 'Mascot drawing for our robotics club' }).waitFor();
  for (const text of ['$60 - $120', '14 days', 'Character Design', '0 proposals']) {
    await first.getByText(text, { exact: true }).waitFor();
  }
  await first.getByText('Rosa Robotics').waitFor();
  await checkPage(buyerPage, 'jobs-posted');

  // The freelancer finds it by other forms of its words, and applies.
  const freelancerPage = await pageAs(freelancer);
  await freelancerPage.goto('/jobs', { waitUntil: 'networkidle' });
  await freelancerPage.getByLabel('Search jobs').fill('mascots drawings');
  await freelancerPage.waitForURL((url) => url.searchParams.get('q') === 'mascots drawings');
  const found = freelancerPage.getByRole('main').getByRole('article');
  await found.first().getByRole('heading', { name: 'Mascot drawing for our robotics club' }).waitFor();
  await expect.poll(() => found.count()).toBe(1);
  await found.first().getByRole('link', { name: 'Apply Now' }).click();
  await freelancerPage.waitForURL(/\/jobs\/[^/]+$/);
  const jobPath = new URL(freelancerPage.url()).pathname;
  const apply = freelancerPage.getByRole('main');
  await apply.getByText('Rosa Robotics').first().waitFor();
  await apply.getByText(/Member since/).waitFor();
  await checkPage(freelancerPage, 'job-apply');
  await apply.getByLabel('Cover Letter').fill('Too short');
  await apply.getByRole('button', { name: 'Submit Proposal' }).click();
  await apply.getByText('Your cover letter must be at least 50 characters').waitFor();
  await apply
    .getByLabel('Cover Letter')
    .fill(
      'I love drawing robots! I would sketch three mascot ideas, then colour your favourite for shirts and stickers.',
    );
  await apply.getByLabel('Your Price ($)').fill('95');
  await apply.getByLabel('Delivery Time (days)').fill('6');
  await apply.getByRole('button', { name: 'Submit Proposal' }).click();
  await toast(freelancerPage, 'Proposal sent');
  await apply.getByRole('heading', { name: 'Your Proposal' }).waitFor();
  await apply.getByText('Pending', { exact: true }).waitFor();

  // The buyer's page counts it live; the proposals are on the job's page, and the buyer hires.
  await buyerPage.getByRole('main').getByRole('article').first().getByText('1 proposal', { exact: true }).waitFor();
  await buyerPage.goto(jobPath, { waitUntil: 'networkidle' });
  const proposals = buyerPage.getByRole('region', { name: /Proposals/ });
  await proposals.getByText('Kai Sketch').waitFor();
  await proposals.getByText('$95', { exact: true }).waitFor();
  await checkPage(buyerPage, 'job-poster-proposals');
  await proposals.getByRole('button', { name: 'Hire: Kai Sketch' }).click();
  await buyerPage.getByRole('dialog').getByRole('button', { name: 'Hire' }).click();

  // Checkout for the proposal: $95.00 + 4% ($3.80) = $98.80.
  await buyerPage.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.has('proposal'));
  const checkout = buyerPage.getByRole('main');
  await checkout.getByRole('heading', { name: 'Order Summary' }).waitFor();
  for (const text of ['Mascot drawing for our robotics club', 'Kai Sketch', '$95.00', '$3.80']) {
    await checkout.getByText(text, { exact: true }).first().waitFor();
  }
  await checkPage(buyerPage, 'checkout-proposal');
  await fillCard(buyerPage, '4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay $98.80' }).click();
  await buyerPage.waitForURL((url) => url.pathname === '/payment-success');
  await buyerPage.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

  // The order exists for both, named after the job; the conversation about the job too.
  await buyerPage.getByRole('link', { name: 'View Order in Dashboard' }).click();
  await buyerPage.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'orders');
  await buyerPage
    .locator('li[aria-current="true"]')
    .getByRole('link', { name: 'Mascot drawing for our robotics club' })
    .click();
  await buyerPage.waitForURL(/\/orders\/[^/]+$/);
  const orderPath = new URL(buyerPage.url()).pathname;
  await buyerPage.getByRole('heading', { name: 'Mascot drawing for our robotics club' }).waitFor();
  await freelancerPage.goto(orderPath, { waitUntil: 'networkidle' });
  await freelancerPage.getByRole('heading', { name: 'Mascot drawing for our robotics club' }).waitFor();
  await freelancerPage.getByRole('button', { name: 'Start Working' }).waitFor();
  // The order opens the conversation about the job; it is in the freelancer's inbox once someone has written.
  await freelancerPage.getByRole('link', { name: 'Message Buyer' }).click();
  await freelancerPage.waitForURL(/\/messages\/[^/]+$/);
  await freelancerPage.getByRole('main').getByPlaceholder('Type your message...').fill('Thanks! Sketches by Monday.');
  await freelancerPage.getByRole('main').getByPlaceholder('Type your message...').press('Enter');
  await freelancerPage.getByRole('log').getByText('Thanks! Sketches by Monday.').waitFor();
  await freelancerPage.goto('/messages', { waitUntil: 'networkidle' });
  await freelancerPage.getByRole('main').getByText('Rosa Robotics').first().waitFor();
  // The inbox's badge cuts the job's title at 30 characters, as it does a gig's.
  await freelancerPage
    .getByRole('main')
    .getByText(/^Mascot drawing for our robot/)
    .first()
    .waitFor();
  await checkPage(freelancerPage, 'messages-job-conversation');

  // The job is closed: it left /jobs, and its page says so.
  await freelancerPage.goto(jobPath, { waitUntil: 'networkidle' });
  await freelancerPage.getByText('This job is closed and no longer takes proposals.').waitFor();
  await freelancerPage.getByText('Hired', { exact: true }).waitFor();
  expect(consoleErrors).toEqual([]);
});

test('declining a proposal asks first: Cancel keeps it, Decline tells the freelancer', async ({
  context,
  page,
  createUser,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const buyer = await createUser({ name: 'Dora Decides' });
  const freelancer = await createUser({ role: 'freelancer', name: 'Finn Applies' });
  await signInAs(context, buyer);
  const jobId = await postJob(page.request, {
    title: 'Banner for our chess club',
    description: 'One wide banner for the chess club table at the school fair, with our logo and the club name.',
    category: 'graphic-design',
    budget: { minCents: 2000, maxCents: 5000 },
    deadline: '7d',
    skills: 'Banner Design',
  });
  const freelancerPage = await pageAs(freelancer);
  await sendProposal(freelancerPage.request, jobId, {
    coverLetter: 'I design banners for our school clubs every term; I would send two layouts to choose from.',
    priceCents: 3500,
    deliveryDays: 4,
  });

  await page.goto(`/jobs/${jobId}`, { waitUntil: 'networkidle' });
  const proposals = page.getByRole('region', { name: /Proposals/ });
  await proposals.getByText('Finn Applies').waitFor();

  // One click only asks: the dialog says what a decline does, and Cancel changes nothing.
  await proposals.getByRole('button', { name: 'Decline: Finn Applies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this proposal?' });
  await dialog.getByText(/Finn Applies will be told that you declined their proposal/).waitFor();
  await checkPage(page, 'job-decline-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await proposals.getByText('Pending', { exact: true }).waitFor();
  const pending = (await (await freelancerPage.request.get('/api/users/me/proposals')).json()) as {
    proposals: { status: string }[];
  };
  expect(pending.proposals.map((proposal) => proposal.status)).toEqual(['pending']);

  // Confirmed: declined, said, and the freelancer's proposal says so.
  await proposals.getByRole('button', { name: 'Decline: Finn Applies' }).click();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await toast(page, 'Proposal declined');
  await proposals.getByText('Declined', { exact: true }).waitFor();
  expect(await proposals.getByRole('button', { name: 'Decline: Finn Applies' }).count()).toBe(0);
  await freelancerPage.goto(`/jobs/${jobId}`, { waitUntil: 'networkidle' });
  await freelancerPage.getByRole('main').getByText('Declined', { exact: true }).waitFor();
  expect(consoleErrors).toEqual([]);
});

test('/jobs offers a freelancer their proposals instead of Post a Job; visitors and buyers keep Post a Job', async ({
  context,
  page,
  createUser,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  // A visitor: Post a Job, as the specification shows (it leads to Log In).
  await page.goto('/jobs', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByRole('link', { name: 'Post a Job' }).waitFor();

  const freelancer = await createUser({ role: 'freelancer', name: 'Tara Applies' });
  await signInAs(context, freelancer);
  await page.goto('/jobs', { waitUntil: 'networkidle' });
  const header = page.getByRole('main');
  await header.getByText('Browse jobs and send proposals').waitFor();
  expect(await header.getByRole('link', { name: 'Post a Job' }).count()).toBe(0);
  await checkPage(page, 'jobs-freelancer');
  await header.getByRole('link', { name: 'My Proposals' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'proposals');
  await page.getByRole('tab', { name: 'Proposals', selected: true }).waitFor();

  const buyerPage = await pageAs(await createUser({ name: 'Bea Posts' }));
  await buyerPage.goto('/jobs', { waitUntil: 'networkidle' });
  await buyerPage.getByRole('main').getByRole('link', { name: 'Post a Job' }).click();
  await buyerPage.waitForURL((url) => url.pathname === '/post-job');
  await buyerPage.getByRole('button', { name: 'Post Job' }).waitFor();
  expect(consoleErrors).toEqual([]);
});
