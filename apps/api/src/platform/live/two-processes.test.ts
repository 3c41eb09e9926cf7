import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PATH } from '@teenfreelance/contracts/live';
import type { ConversationSummary, Message } from '@teenfreelance/contracts/messages';
import { signUpBody } from '../../testing/factories.ts';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/email.ts';
import { eventually } from '../../testing/eventually.ts';
import { signUpTokenIn } from '../../testing/sign-up.ts';
import { startServer } from '../../testing/server-process.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

// Two processes need one PostgreSQL: PGlite is one process by design (its DATA_DIR is locked).
describe.runIf(process.env.TEST_DB === 'postgresql')('two server processes on one PostgreSQL', () => {
  let t: TestContext;
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-two-'));
  let a = '';
  let b = '';

  beforeAll(async () => {
    // A fresh, migrated database of this file's own.
    t = await createTestApp();
    const url = (t.database.pool?.options as { connectionString?: string } | undefined)?.connectionString;
    if (!url) throw new Error('needs a PostgreSQL pool');
    const env = {
      DATABASE_URL: url,
      AUTH_SECRET: `two-processes-${randomBytes(16).toString('hex')}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://127.0.0.1',
    };
    const [first, second] = await Promise.all([startServer(env), startServer(env)]);
    children.push(first.child, second.child);
    a = first.base;
    b = second.base;
  }, 90_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signUp(base: string, role: 'buyer' | 'freelancer', name: string) {
    const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomBytes(4).toString('hex')}@example.com`;
    const form = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signUpBody(role, name, email)),
    });
    expect(form.status).toBe(202);
    // The link is emailed (decision 0066); without SMTP it is in the shared database's outbox.
    let token: string | undefined;
    await eventually(async () => {
      const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      token = mails.map((mail) => signUpTokenIn(mail.text ?? '')).find(Boolean);
      return token !== undefined;
    }, 30_000);
    const response = await fetch(`${base}/api/auth/sign-up/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(response.status).toBe(201);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .join('; ');
    const { user } = (await response.json()) as { user: { id: string } };
    return { id: user.id, cookie };
  }

  it('delivers a message sent through one process to the recipient connected to the other', async () => {
    const seller = await signUp(a, 'freelancer', 'Process Seller');
    const buyer = await signUp(a, 'buyer', 'Process Buyer');

    // The seller's tab is connected to the second process.
    const frames: { type: string; conversationId?: string; messageId?: string }[] = [];
    const socket = new WebSocket(`${b.replace('http', 'ws')}${LIVE_PATH}`, { headers: { cookie: seller.cookie } });
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as { type: string }));
    await expect.poll(() => frames.some((f) => f.type === 'live.ready'), { timeout: 10_000 }).toBe(true);

    // The buyer writes through the first.
    const post = (url: string, body: object) =>
      fetch(`${a}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: buyer.cookie },
        body: JSON.stringify(body),
      });
    const started = await post('/api/conversations', { sellerId: seller.id });
    expect(started.status).toBe(201);
    const conversation = (await started.json()) as ConversationSummary;
    const sent = await post(`/api/conversations/${conversation.id}/messages`, {
      clientId: randomUUID(),
      text: 'Hi from A',
    });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as Message;

    await expect
      .poll(() => frames.find((f) => f.type === 'message.created'), { timeout: 10_000 })
      .toMatchObject({ conversationId: conversation.id, messageId: message.id });
    socket.terminate();
  });
});
