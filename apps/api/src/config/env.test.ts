import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tf-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, AUTH_SECRET: 'a-secret-that-is-long-enough-for-the-check' };
const TRUST_PROXY_HELP =
  'Invalid TRUST_PROXY: give the number of proxies in front of the server (such as 1) or their addresses or CIDR ranges, comma-separated (such as 127.0.0.1,10.0.0.0/8)';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, in production too', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a comma-separated list of addresses and CIDR ranges', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ ...base, TRUST_PROXY: ' 10.0.0.0/8, ::1,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else with one line, including "true" (which would trust every client)', () => {
    for (const wrong of ['true', 'yes', '127.0.0', '10.0.0.0/33', '::1/129', 'proxy.example.com', '1,', '-1', '11'])
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong }), wrong).toThrow(new ConfigError(TRUST_PROXY_HELP));
  });
});

describe('demo data and NODE_ENV', () => {
  it('seeds the demo data on the embedded database outside production, not on PostgreSQL', () => {
    expect(loadConfig(base).seedDemo).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://localhost/tf' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://localhost/tf', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('never seeds it in production, and refuses SEED_DEMO=true there with one line', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      new ConfigError(
        'SEED_DEMO cannot be on in production: the demo accounts share a published password (unset SEED_DEMO)',
      ),
    );
  });
});

describe('DATABASE_READ_URL', () => {
  const primary = 'postgres://app@db:5432/teenfreelance';

  it('is the replica for the catalogue reads of a PostgreSQL primary', () => {
    expect(loadConfig(base).databaseReadUrl).toBeUndefined();
    const replica = 'postgres://app@replica:5432/teenfreelance';
    expect(loadConfig({ ...base, DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
  });

  it('refuses a replica without DATABASE_URL, or an address that is not PostgreSQL, with one line', () => {
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: primary })).toThrow(
      new ConfigError('DATABASE_READ_URL needs DATABASE_URL: a replica is of a PostgreSQL primary'),
    );
    expect(() => loadConfig({ ...base, DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://replica/db' })).toThrow(
      'Invalid DATABASE_READ_URL: DATABASE_READ_URL must start with postgres:// or postgresql://',
    );
  });
});
