import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

/** Every state-changing profile endpoint against every actor, with the exact status each gets. */
let ctx: TestContext;
let actors: Record<'buyer' | 'freelancer' | 'owner' | 'admin', TestUser>;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  actors = {
    buyer: await buildUser(ctx.app, db, { role: 'buyer' }),
    freelancer: await buildUser(ctx.app, db, { role: 'freelancer' }),
    owner: await buildUser(ctx.app, db, { role: 'freelancer', name: 'Profile Owner' }),
    admin: await buildUser(ctx.app, db, { role: 'admin' }),
  };
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

type Actor = 'visitor' | keyof typeof actors;
const cookieOf = (actor: Actor) => (actor === 'visitor' ? {} : { cookie: actors[actor].cookie });

function avatarBody() {
  const boundary = '----tf-authz';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const matrix: {
  name: string;
  expected: Record<Actor, number>;
  send: (actor: Actor) => Promise<LightMyRequestResponse>;
}[] = [
  {
    name: "PATCH /api/profiles/:id (the owner's id)",
    expected: { visitor: 401, buyer: 403, freelancer: 403, admin: 403, owner: 200 },
    send: (actor) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/profiles/${actors.owner.id}`,
        headers: cookieOf(actor),
        payload: { bio: `Edited by ${actor}, hopefully only the owner.` },
      }),
  },
  {
    name: 'PATCH /api/profiles/me',
    expected: { visitor: 401, buyer: 200, freelancer: 200, admin: 200, owner: 200 },
    send: (actor) =>
      ctx.app.inject({ method: 'PATCH', url: '/api/profiles/me', headers: cookieOf(actor), payload: { phone: '' } }),
  },
  {
    name: 'POST /api/profiles/me/avatar',
    expected: { visitor: 401, buyer: 200, freelancer: 200, admin: 200, owner: 200 },
    send: (actor) => {
      const body = avatarBody();
      return ctx.app.inject({
        method: 'POST',
        url: '/api/profiles/me/avatar',
        headers: { ...cookieOf(actor), 'content-type': body.type },
        payload: body.payload,
      });
    },
  },
  {
    name: 'POST /api/auth/google/complete (nobody here has a pending Google sign-up)',
    expected: { visitor: 404, buyer: 404, freelancer: 404, admin: 404, owner: 404 },
    send: (actor) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/google/complete',
        headers: cookieOf(actor),
        payload: { name: 'Someone', role: 'buyer', agreeToTerms: true },
      }),
  },
  {
    name: 'DELETE /api/auth/google/pending (only a pending Google sign-up can be given up)',
    expected: { visitor: 404, buyer: 404, freelancer: 404, admin: 404, owner: 404 },
    send: (actor) => ctx.app.inject({ method: 'DELETE', url: '/api/auth/google/pending', headers: cookieOf(actor) }),
  },
];

describe('profile authorization matrix', () => {
  for (const row of matrix) {
    it(row.name, async () => {
      const got: Record<string, number> = {};
      for (const actor of Object.keys(row.expected) as Actor[]) got[actor] = (await row.send(actor)).statusCode;
      expect(got).toEqual(row.expected);
    });
  }

  it("leaves the owner's profile edited only by the owner", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/profiles/${actors.owner.id}` });
    expect(res.json()).toMatchObject({ profile: { bio: 'Edited by owner, hopefully only the owner.' } });
  });
});
