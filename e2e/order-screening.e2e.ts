import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { dateOfBirthForAge } from './fixtures/users.ts';
import { checkPage } from './fixtures/visit.ts';

const HIDDEN = '[contact details hidden]';
const NOTICE = 'Contact details are hidden in conversations with teen freelancers, to keep everyone safe.';

test('a teen’s order page shows an adult buyer’s revision request with contact details masked', async ({
  context,
  page: buyerPage,
  createUser,
  createGig,
  signInAs,
  pageAs,
  consoleErrors,
}) => {
  const buyer = await createUser({ name: 'Bea Buyer' });
  const teen = await createUser({
    role: 'freelancer',
    name: 'Tamsin Teen',
    dateOfBirth: dateOfBirthForAge(16),
    parentalConsent: 'granted',
  });
  const gig = await createGig(teen, { title: 'Hand-lettered logos' });
  await signInAs(context, buyer);
  // The total the checkout page would show: the payment carries it (decision 0072).
  const quote = (await (await buyerPage.request.get(`/api/checkout/${gig.id}`)).json()) as { totalCents: number };
  const paid = await buyerPage.request.post(`/api/checkout/${gig.id}/pay`, {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      quotedTotalCents: quote.totalCents,
      fullName: 'Bea Buyer',
      email: 'bea@example.com',
      billingAddress: '1 Main Street, Springfield',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/49',
      cvc: '123',
    },
  });
  expect(paid.status()).toBe(201);
  const orderId = ((await paid.json()) as { id: string }).id;

  const teenPage = await pageAs(teen);
  const act = async (page: typeof buyerPage, data: object) =>
    expect((await page.request.post(`/api/orders/${orderId}/transitions`, { data })).status()).toBe(200);
  await act(teenPage, { action: 'start' });
  await act(teenPage, { action: 'deliver', message: 'First sketches attached', fileIds: [] });
  await act(buyerPage, {
    action: 'request_revision',
    message: 'Thicker strokes please. Easier to talk: text me on 555-867-5309 or mail bea.buyer@gmail.com',
  });

  await teenPage.goto(`/orders/${orderId}`, { waitUntil: 'networkidle' });
  const timeline = teenPage.getByRole('region', { name: 'Timeline' });
  await timeline.getByText(`Thicker strokes please. Easier to talk: text me on ${HIDDEN} or mail ${HIDDEN}`).waitFor();
  await timeline.getByText(NOTICE).waitFor();
  const text = (await timeline.textContent()) ?? '';
  expect(text).not.toContain('867-5309');
  expect(text).not.toContain('bea.buyer');
  // Her own delivery note, with nothing to hide, is as she wrote it.
  await timeline.getByText('First sketches attached').waitFor();
  await checkPage(teenPage, 'teen-order-masked-revision');
  expect(consoleErrors).toEqual([]);
});
