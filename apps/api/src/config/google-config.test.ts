import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, AUTH_SECRET: 'a-secret-that-is-long-enough-for-the-check' };

describe('Google sign-in configuration', () => {
  it('is off without a client id and secret', () => {
    expect(loadConfig(base).google).toBeUndefined();
  });

  it('defaults the issuer to Google and accepts OIDC_ISSUER or GOOGLE_ISSUER', () => {
    const credentials = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...base, ...credentials }).google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(loadConfig({ ...base, ...credentials, OIDC_ISSUER: 'http://127.0.0.1:4000/' }).google?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
    expect(
      loadConfig({ ...base, ...credentials, OIDC_ISSUER: 'http://a.example', GOOGLE_ISSUER: 'http://b.example' }).google
        ?.issuer,
    ).toBe('http://b.example');
  });

  it('says what is missing when only half is set, and refuses an issuer that is not a URL', () => {
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id' })).toThrow(
      new ConfigError('Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither)'),
    );
    expect(() =>
      loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'accounts' }),
    ).toThrow(/GOOGLE_ISSUER must be a full URL/);
  });
});
