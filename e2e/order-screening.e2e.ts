import { expect } from 'vitest';
import { actOnOrder, payForGig } from './fixtures/orders.ts';
import { test } from './fixtures/test.ts';
import { consentedTeen } from './fixtures/users.ts';
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
  const teen = await createUser(consentedTeen('Tamsin Teen', 16));
  const gig = await createGig(teen, { title: 'Hand-lettered logos' });
  await signInAs(context, buyer);
  const orderId = await payForGig(buyerPage.request, gig.id);

  const teenPage = await pageAs(teen);
  await actOnOrder(teenPage.request, orderId, { action: 'start' });
  await actOnOrder(teenPage.request, orderId, { action: 'deliver', message: 'First sketches attached', fileIds: [] });
  await actOnOrder(buyerPage.request, orderId, {
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
