import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/env.ts';
import { buildUser } from '../testing/factories.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { mailRecorder } from '../testing/test-app.ts';
import { chooseLogFormat, formatLogLine, loggerOptions, redactUrlSecrets, type LogOutput } from './logging.ts';

const AT = new Date(2026, 0, 5, 9, 4, 7).getTime();
const pinoLine = (fields: Record<string, unknown>) =>
  `${JSON.stringify({ level: 30, time: AT, pid: 4242, hostname: 'laptop', ...fields })}\n`;
const completed = (method: string, url: string, statusCode: number, responseTime: number) =>
  pinoLine({
    reqId: 'req-1',
    req: { method, url, host: 'localhost:3000', remoteAddress: '127.0.0.1' },
    res: { statusCode },
    responseTime,
    msg: 'request completed',
  });

describe('request logging', () => {
  it('never writes one-time tokens from links into the log', () => {
    expect(redactUrlSecrets('/api/accounts/parental-consent?token=abc123')).toBe(
      '/api/accounts/parental-consent?token=[redacted]',
    );
    expect(redactUrlSecrets('/api/auth/google/callback?state=s1&code=c2&x=1')).toBe(
      '/api/auth/google/callback?state=[redacted]&code=[redacted]&x=1',
    );
    expect(redactUrlSecrets('/explore?search=logo')).toBe('/explore?search=logo');
  });
});

describe('choosing the log format', () => {
  it('writes readable lines only to a terminal outside production, JSON everywhere else', () => {
    expect(chooseLogFormat({ isProduction: false }, { isTTY: true })).toBe('lines');
    expect(chooseLogFormat({ isProduction: true }, { isTTY: true })).toBe('json');
    expect(chooseLogFormat({ isProduction: false }, { isTTY: false })).toBe('json');
    // A pipe (`npm start | grep ...`) or a file: Node leaves isTTY undefined.
    expect(chooseLogFormat({ isProduction: false }, {})).toBe('json');
  });
});

describe('readable log lines', () => {
  it('gives each request one line: time, method, path, status and duration', () => {
    expect(formatLogLine(completed('GET', '/explore?search=logo', 200, 12.4))).toBe(
      '09:04:07 GET /explore?search=logo 200 12ms\n',
    );
    expect(formatLogLine(completed('POST', '/api/auth/sign-in', 401, 85.6))).toBe(
      '09:04:07 POST /api/auth/sign-in 401 86ms\n',
    );
  });

  it('leaves out static files that were served, and shows the ones that failed', () => {
    expect(formatLogLine(completed('GET', '/assets/index-3f9a.js', 200, 1))).toBe('');
    expect(formatLogLine(completed('GET', '/uploads/abc/card.webp', 304, 1))).toBe('');
    expect(formatLogLine(completed('GET', '/uploads/missing.webp', 404, 1))).toBe(
      '09:04:07 GET /uploads/missing.webp 404 1ms\n',
    );
  });

  it('shows an email kept in the outbox with its link on a line of its own', () => {
    const text = 'Hello,\n\nReset your password:\nhttp://localhost:3000/reset-password?token=abc\n\nTeenFreelance';
    const line = pinoLine({
      to: 'sam@example.com',
      subject: 'Reset your TeenFreelance password',
      text,
      msg: 'email kept in the outbox (no SMTP_URL)',
    });
    expect(formatLogLine(line).split('\n')).toEqual([
      '09:04:07 email kept in the outbox (no SMTP_URL)',
      '    to: sam@example.com',
      '    subject: Reset your TeenFreelance password',
      '    text:',
      '      Hello,',
      '      ',
      '      Reset your password:',
      '      http://localhost:3000/reset-password?token=abc',
      '      ',
      '      TeenFreelance',
      '',
    ]);
  });

  it('labels warnings and errors, names the request id the client was given, and prints the stack', () => {
    const line = pinoLine({
      level: 50,
      reqId: 'f00d-cafe-1234',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at handler (gigs.service.ts:10:5)' },
      msg: 'unexpected error',
    });
    expect(formatLogLine(line)).toBe(
      '09:04:07 ERROR unexpected error [request f00d-cafe-1234]\n' +
        '    Error: boom\n' +
        '        at handler (gigs.service.ts:10:5)\n',
    );
    expect(formatLogLine(pinoLine({ level: 40, signal: 'SIGTERM', msg: 'shutting down' }))).toBe(
      '09:04:07 WARN shutting down\n    signal: SIGTERM\n',
    );
  });

  it('passes through a line that is not JSON', () => {
    expect(formatLogLine('plain words')).toBe('plain words\n');
  });
});

/** The real server, listening on a port, writing to a collector that says it is (or is not) a terminal. */
async function serverWritingTo(output: LogOutput) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-log-'));
  const config: Config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
  });
  const { handle, dispose } = await createTestDatabase();
  // The factories read the sign-up link users are sent from it.
  const mail = mailRecorder();
  const app: FastifyInstance = await buildApp({
    config,
    database: handle,
    onMailSent: mail.onMailSent,
    logger: loggerOptions(config, output),
    // The reset email below is sent by the background queue's worker.
    background: { pollingIntervalSeconds: 0.5 },
  });
  mail.attach(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    database: handle,
    /** A request from outside, as a browser makes it. */
    fetch: (url: string, init?: RequestInit) => fetch(`${base}${url}`, init),
    close: async () => {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the server log', () => {
  const terminal: string[] = [];
  const pipe: string[] = [];
  let onTerminal: Awaited<ReturnType<typeof serverWritingTo>>;
  let onPipe: Awaited<ReturnType<typeof serverWritingTo>>;
  beforeAll(async () => {
    onTerminal = await serverWritingTo({ isTTY: true, write: (text) => terminal.push(text) });
    onPipe = await serverWritingTo({ write: (text) => pipe.push(text) });
  });
  afterAll(async () => {
    await onTerminal.close();
    await onPipe.close();
  });

  it('on a terminal: one readable line per request, secrets redacted, and emails with their links', async () => {
    const user = await buildUser(onTerminal.app, onTerminal.database.db);
    terminal.length = 0;
    await onTerminal.fetch('/api/health');
    await onTerminal.fetch('/api/accounts/parental-consent?token=secret-token-1');
    await onTerminal.fetch('/api/auth/password/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: user.email }),
    });
    await expect.poll(() => terminal.join(''), { timeout: 10_000 }).toContain('email kept in the outbox (no SMTP_URL)');

    const lines = terminal.join('').split('\n');
    expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+ms$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/api\/accounts\/parental-consent\?token=\[redacted\] \d{3} \d+ms$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d\d:\d\d:\d\d POST \/api\/auth\/password\/forgot 202 \d+ms$/),
    );
    expect(lines.filter((line) => line.includes('GET /api/health'))).toHaveLength(1);
    expect(lines).toContainEqual(`    to: ${user.email}`);
    expect(lines).toContainEqual(expect.stringMatching(/^ {6}http:\/\/localhost:3000\/reset-password\?token=\S+$/));
    expect(terminal.join('')).not.toContain('secret-token-1');
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
  });

  it('into a pipe: one JSON object per request, with what was asked and how it was answered', async () => {
    pipe.length = 0;
    await onPipe.fetch('/api/health?token=secret-token-2');
    const entries = pipe
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; req?: { method: string; url: string }; res?: object });
    expect(entries.filter((entry) => entry.req?.url.startsWith('/api/health'))).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/health?token=[redacted]' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        reqId: expect.any(String),
      }),
    ]);
    expect(pipe.join('')).not.toContain('secret-token-2');
  });

  it("leaves a page's in-process first reads out of the info log: the page's own line stands for them", async () => {
    pipe.length = 0;
    const read = await onPipe.app.inject({ method: 'GET', url: '/api/categories' });
    expect(read.statusCode).toBe(200);
    await onPipe.fetch('/api/health');
    await expect.poll(() => pipe.join('')).toContain('/api/health');
    expect(pipe.join('')).not.toContain('/api/categories');
  });
});
