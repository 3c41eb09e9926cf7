import { describe, expect, it } from 'vitest';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { REQUIREMENT_MESSAGES, type GigRequirementInput } from '@teenfreelance/contracts/orders';
import { gigsTestApp, type ErrorBody } from './gigs.test-helpers.ts';

const { t, freelancer, create } = gigsTestApp();

/** The three kinds a gig may ask (decision 0094). */
const BRIEF: GigRequirementInput = { kind: 'text', question: 'What is your brand about?', required: true };
const STYLE: GigRequirementInput = {
  kind: 'choice',
  question: 'Which style?',
  required: true,
  options: ['Minimal', 'Playful', 'Retro'],
};
const SKETCH: GigRequirementInput = { kind: 'file', question: 'Attach a sketch if you have one', required: false };

const read = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/gigs/${id}` })).json<GigDetail>();

describe("a gig's questions for the buyer", () => {
  it('has none unless the seller adds them, and keeps up to five of every kind, in order, on the gig page', async () => {
    const seller = await freelancer({ isPro: true });
    const none = await create(seller);
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json<GigDetail>().requirements).toEqual([]);

    const five = [BRIEF, STYLE, SKETCH, { ...BRIEF, question: '  Your deadline?  ', required: false }, BRIEF];
    const created = await create(seller, { requirements: five });
    expect(created.statusCode, created.body).toBe(201);
    const page = await read(created.json<GigDetail>().id);
    expect(page.requirements).toEqual([
      { kind: 'text', question: 'What is your brand about?', required: true, options: [] },
      { kind: 'choice', question: 'Which style?', required: true, options: ['Minimal', 'Playful', 'Retro'] },
      { kind: 'file', question: 'Attach a sketch if you have one', required: false, options: [] },
      { kind: 'text', question: 'Your deadline?', required: false, options: [] },
      { kind: 'text', question: 'What is your brand about?', required: true, options: [] },
    ]);
  });

  it('refuses a sixth question, unknown kinds and bad choices, with the field and words the wizard shows', async () => {
    const seller = await freelancer({ isPro: true });
    const cases: [GigRequirementInput[] | unknown, string, string][] = [
      [[BRIEF, BRIEF, BRIEF, BRIEF, BRIEF, BRIEF], 'body.requirements', REQUIREMENT_MESSAGES.tooMany],
      [[{ ...BRIEF, kind: 'video' }], 'body.requirements.0.kind', ''],
      [[{ ...STYLE, options: ['Only one'] }], 'body.requirements.0.options', REQUIREMENT_MESSAGES.optionsCount],
      [[{ ...STYLE, options: Array.from({ length: 11 }, (_, i) => `O${i}`) }], 'body.requirements.0.options', ''],
      [
        [{ ...STYLE, options: ['Minimal', 'minimal'] }],
        'body.requirements.0.options.1',
        REQUIREMENT_MESSAGES.optionDuplicate,
      ],
      [[{ ...BRIEF, options: ['A', 'B'] }], 'body.requirements.0.options', REQUIREMENT_MESSAGES.optionsOnlyForChoice],
      [[{ ...BRIEF, question: '   ' }], 'body.requirements.0.question', REQUIREMENT_MESSAGES.questionRequired],
      [[{ ...BRIEF, question: 'x'.repeat(201) }], 'body.requirements.0.question', REQUIREMENT_MESSAGES.questionTooLong],
      [[{ ...BRIEF, required: 'yes' }], 'body.requirements.0.required', ''],
      ['not a list', 'body.requirements', ''],
    ];
    for (const [requirements, path, message] of cases) {
      const refused = await create(seller, { requirements: requirements as GigRequirementInput[] });
      expect(refused.statusCode, JSON.stringify(requirements)).toBe(400);
      const issue = refused.json<ErrorBody>().error.details?.find((d) => d.path === path);
      expect(issue, `${path} in ${refused.body}`).toBeDefined();
      if (message) expect(issue?.message).toBe(message);
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/users/${seller.id}/gigs`,
      headers: { cookie: seller.cookie },
    });
    expect(mine.json<{ gigs: unknown[] }>().gigs).toHaveLength(0);
  });

  it('lets only the owner change them; an edit replaces the list, and an empty list removes them', async () => {
    const seller = await freelancer();
    const other = await freelancer();
    const gig = (await create(seller, { requirements: [BRIEF] })).json<GigDetail>();
    const patch = (who: typeof seller, requirements: GigRequirementInput[]) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/gigs/${gig.id}`,
        headers: { cookie: who.cookie },
        payload: { requirements },
      });

    expect((await patch(other, [STYLE])).statusCode).toBe(403);
    expect((await read(gig.id)).requirements.map((q) => q.question)).toEqual([BRIEF.question]);

    const edited = await patch(seller, [STYLE, SKETCH]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read(gig.id)).requirements.map((q) => q.kind)).toEqual(['choice', 'file']);

    expect((await patch(seller, [STYLE, STYLE, STYLE, STYLE, STYLE, STYLE])).statusCode).toBe(400);
    expect((await read(gig.id)).requirements).toHaveLength(2);

    expect((await patch(seller, [])).statusCode).toBe(200);
    expect((await read(gig.id)).requirements).toEqual([]);
  });
});
