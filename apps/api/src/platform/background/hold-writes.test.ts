import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { holdWritesUntilStarted } from './background.ts';

describe('writes held until the background queue has started', () => {
  const app = Fastify();
  let release: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (release = resolve));
  let waits = 0;
  holdWritesUntilStarted(app, () => {
    waits += 1;
    return started;
  });
  app.get('/read', async () => ({ read: true }));
  app.post('/write', async () => ({ written: true }));

  it('answers reads at once, and a write only once the queue has started; later writes do not wait', async () => {
    expect((await app.inject({ method: 'GET', url: '/read' })).json()).toEqual({ read: true });
    expect((await app.inject({ method: 'HEAD', url: '/read' })).statusCode).toBe(200);

    let answered = false;
    const write = app.inject({ method: 'POST', url: '/write' }).then((response) => {
      answered = true;
      return response;
    });
    // Reads still pass while the write waits.
    expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);

    release();
    expect((await write).json()).toEqual({ written: true });
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
    // Only the writes before the queue had started asked for it.
    expect(waits).toBe(1);
  });
});

describe('writes when the background queue could not start', () => {
  it('refuses them instead of running them without the queue', async () => {
    const app = Fastify();
    holdWritesUntilStarted(app, () => Promise.reject(new Error('the queue could not start')));
    app.get('/read', async () => ({ read: true }));
    app.post('/write', async () => ({ written: true }));
    expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(500);
  });
});
