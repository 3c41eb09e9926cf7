import { expect } from 'vitest';
import { test } from './fixtures/test.ts';
import { expectNoAxeViolations } from './fixtures/visit.ts';

// The check every journey relies on must itself fail where a person would be let down.
test('the accessibility check fails on an image without alt text and on faint text, and passes once they are fixed', async ({
  page,
}) => {
  const document = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;
  await page.setContent(document('<img src="data:," width="10" height="10"><p style="color:#ddd">Faint text</p>'));
  const failure = await expectNoAxeViolations(page, 'a page with faults').then(
    () => 'no violation found',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');

  await page.setContent(document('<img src="data:," width="10" height="10" alt="A dot"><p>Plain text</p>'));
  await expectNoAxeViolations(page, 'the same page fixed');
});
