import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-as.ts';

/**
 * The API's "one way" rules of eslint.config.js (eslint-rules/api-one-way.js,
 * docs/decisions/0059), run as `npm run lint` runs them: each snippet is
 * linted as if it were the file at `file` in this tree.
 */

const RULES = new Set(['house/no-new-app-error', 'house/no-system-clock']);

/** The one-way problems of `code` linted as the file at `file`: rule and message. */
async function problems(file: string, code: string) {
  return (await lintAs(file, code))
    .filter((message) => message.ruleId !== null && RULES.has(message.ruleId))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const APP_ERROR = "import { AppError } from '../../http/errors.ts';\n";
const FACTORY = 'Build errors with the named factory of their code in apps/api/src/http/errors.ts';
const CLOCK = 'Read the time from the Clock buildApp is given (clock.now())';

describe('errors are built by their named factories', () => {
  it('refuses new AppError(...) in a feature', async () => {
    const code = `${APP_ERROR}export const gone = () => new AppError('NOT_FOUND', 'Gig not found');\n`;
    expect(await problems('apps/api/src/features/catalogue/gigs/probe.ts', code)).toEqual([
      { ruleId: 'house/no-new-app-error', message: expect.stringContaining(FACTORY) },
    ]);
  });

  it('refuses it in platform/ and in tests too', async () => {
    const code = `import { AppError } from '../../http/errors.ts';\nexport const e = new AppError('UNAVAILABLE', 'x');\n`;
    expect(await problems('apps/api/src/platform/email/probe.ts', code)).toHaveLength(1);
    expect(await problems('apps/api/src/platform/email/probe.test.ts', code)).toHaveLength(1);
  });

  it('lets http/errors.ts build them, and anyone use the factories', async () => {
    const inErrors = "export class AppError extends Error {}\nexport const notFound = () => new AppError('x');\n";
    expect(await problems('apps/api/src/http/errors.ts', inErrors)).toEqual([]);
    const factory = "import { notFound } from '../../../http/errors.ts';\nexport const gone = () => notFound('Gig');\n";
    expect(await problems('apps/api/src/features/catalogue/gigs/probe.ts', factory)).toEqual([]);
  });
});

describe('the time comes from the injected clock', () => {
  it('refuses Date.now() and new Date() in a service, platform/ and the seed', async () => {
    const code = 'export const at = () => [Date.now(), new Date()];\n';
    const expected = [
      { ruleId: 'house/no-system-clock', message: expect.stringContaining(`${CLOCK}, not the system's: Date.now()`) },
      { ruleId: 'house/no-system-clock', message: expect.stringContaining(`${CLOCK}, not the system's: new Date()`) },
    ];
    expect(await problems('apps/api/src/features/orders/probe.service.ts', code)).toEqual(expected);
    expect(await problems('apps/api/src/platform/live/probe.ts', code)).toEqual(expected);
    expect(await problems('apps/api/src/db/seed/probe.ts', code)).toEqual(expected);
  });

  it('allows a date built from a value, and the clock itself', async () => {
    const fromValue = 'export const later = (at: Date) => new Date(at.getTime() + 1000);\n';
    expect(await problems('apps/api/src/features/orders/probe.service.ts', fromValue)).toEqual([]);
    const clock = 'export const systemClock = { now: () => new Date() };\n';
    expect(await problems('apps/api/src/clock.ts', clock)).toEqual([]);
  });

  it('leaves tests and their helpers on the system time (they wait for real)', async () => {
    const code = 'export const deadline = () => Date.now() + 5000;\n';
    expect(await problems('apps/api/src/features/orders/probe.test.ts', code)).toEqual([]);
    expect(await problems('apps/api/src/features/accounts/probe.test-helpers.ts', code)).toEqual([]);
    expect(await problems('apps/api/src/testing/probe.ts', code)).toEqual([]);
  });
});
