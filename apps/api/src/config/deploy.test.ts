import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { HEALTH_READY_PATH } from '@teenfreelance/contracts/health';
import { CONFIG_VARIABLES, loadConfig } from './env.ts';

/**
 * deploy/: containers cannot run on the machines that run these tests (no
 * container daemon), so the compose file is checked here against what the
 * server reads: the API processes' environment passes the configuration
 * schema, every address in it names a service of the file on the port that
 * service listens on, and the proxy, image and replica agree with them. The
 * same processes run without containers in two-processes.test.ts.
 */
const deploy = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../deploy');
const read = (file: string) => readFileSync(path.join(deploy, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  networks?: Record<string, { ipv4_address?: string }> | string[];
  command?: string[];
  entrypoint?: string[];
  healthcheck?: { test: string[] };
}

/** What `docker compose --env-file deploy/.env` does to ${NAME}, ${NAME:?error} and ${NAME:-default}. */
function interpolate(text: string, env: Record<string, string>): string {
  return text
    .replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_match, name: string, kind?: string, rest?: string) => {
      const value = env[name];
      if (value !== undefined && value !== '') return value;
      if (kind === '?') throw new Error(`${name} is required: ${rest ?? ''}`);
      return kind === '-' ? (rest ?? '') : '';
    })
    .replaceAll('$$', '$');
}

/** deploy/.env.example with its secrets filled in, as a person following the README would. */
function filledEnvFile(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of read('.env.example').split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match?.[1]) values[match[1]] = match[2] ?? '';
  }
  for (const [name, value] of Object.entries(values))
    if (value === '' && name !== 'SMTP_URL') values[name] = `${name.toLowerCase()}-0123456789abcdef0123456789`;
  return values;
}

const envFile = filledEnvFile();
const compose = parse(interpolate(read('compose.yaml'), envFile), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, { ipam: { config: { subnet: string }[] } }>;
};
const services = compose.services;
// A variable given no value (`SMTP_URL:` when deploy/.env leaves it empty) is not set in the container.
for (const service of Object.values(services))
  if (service.environment)
    service.environment = Object.fromEntries(
      Object.entries(service.environment).filter(([, value]) => value !== null && value !== undefined),
    );
const apis = Object.entries(services).filter(([name]) => name.startsWith('api-'));
/** Ports the services' servers listen on inside the network (their images' defaults). */
const LISTENS_ON: Record<string, number> = { postgres: 5432, 'postgres-replica': 5432, redis: 6379, minio: 9000 };

describe('deploy/compose.yaml', () => {
  it('runs two API processes beside PostgreSQL, its replica, Redis, an S3-compatible store and a TLS proxy', () => {
    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    for (const name of ['postgres', 'postgres-replica', 'redis', 'minio', 'bucket', 'caddy'])
      expect(services[name], name).toBeDefined();
    expect(services.caddy?.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    // Only the proxy is published; the processes and the stores are reachable inside the network only.
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['caddy']);
  });

  it("gives each API process an environment the server's configuration accepts, with every store in use", () => {
    for (const [name, api] of apis) {
      const env = api.environment ?? {};
      expect(
        Object.keys(env).filter((key) => !CONFIG_VARIABLES.includes(key)),
        name,
      ).toEqual([]);
      const config = loadConfig(env);
      expect(config.isProduction).toBe(true);
      expect(config.publicUrl).toBe(`https://${envFile.DOMAIN}`);
      expect(config.databaseUrl).toMatch(/^postgres:\/\//);
      expect(config.databaseReadUrl).toMatch(/^postgres:\/\//);
      expect(config.redisUrl).toBeDefined();
      expect(config.s3).toMatchObject({ bucket: 'teenfreelance', forcePathStyle: true });
      expect(config.metricsToken).toBeDefined();
      expect(config.port).toBe(3000);
      // Each process waits for what it needs to be healthy (the bucket: made once).
      expect(Object.keys(api.depends_on ?? {}).sort()).toEqual(['bucket', 'postgres', 'postgres-replica', 'redis']);
    }
    expect(apis[0]?.[1].environment).toEqual(apis[1]?.[1].environment);
  });

  it('points every address at a service of the file, on the port it listens on', () => {
    const env = apis[0]?.[1].environment ?? {};
    const addresses = {
      DATABASE_URL: 'postgres',
      DATABASE_READ_URL: 'postgres-replica',
      REDIS_URL: 'redis',
      S3_ENDPOINT: 'minio',
    } as const;
    for (const [variable, service] of Object.entries(addresses)) {
      const url = new URL(env[variable] ?? '');
      expect(url.hostname, variable).toBe(service);
      expect(Number(url.port), variable).toBe(LISTENS_ON[service]);
    }
    // The primary's database and user are the ones both URLs use.
    const primary = services.postgres?.environment ?? {};
    for (const variable of ['DATABASE_URL', 'DATABASE_READ_URL']) {
      const url = new URL(env[variable] ?? '');
      expect(url.pathname.slice(1)).toBe(primary.POSTGRES_DB);
      expect(url.username).toBe(primary.POSTGRES_USER);
      expect(decodeURIComponent(url.password)).toBe(primary.POSTGRES_PASSWORD);
    }
    expect(env.S3_ACCESS_KEY_ID).toBe(services.minio?.environment?.MINIO_ROOT_USER);
    expect((services.bucket?.entrypoint ?? []).join(' ')).toContain(`store/${env.S3_BUCKET}`);
  });

  it('trusts exactly the proxy, at its fixed address in the network, for the client address', () => {
    const caddyNetworks = services.caddy?.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = caddyNetworks.internal?.ipv4_address;
    expect(loadConfig(apis[0]?.[1].environment ?? {}).trustProxy).toEqual([proxyAddress]);
    const subnet = compose.networks.internal?.ipam.config[0]?.subnet ?? '';
    expect(proxyAddress?.startsWith(subnet.split('.').slice(0, 3).join('.'))).toBe(true);
  });

  it('makes the replica a streaming standby of the primary with a replication role made on its first start', () => {
    const replica = services['postgres-replica'];
    expect(replica?.environment?.PRIMARY_HOST).toBe('postgres');
    const start = read('postgres/start-replica.sh');
    expect(start).toMatch(/pg_basebackup -h "\$PRIMARY_HOST" -p 5432 -U replicator -D "\$PGDATA" \\\n\s+-R -X stream/);
    expect(start).toContain('hot_standby=on');
    expect(read('postgres/init-replication.sh')).toContain('host replication replicator all scram-sha-256');
  });

  it('starts the primary and the replica with the buffer pool deploy/.env sets, 1GB when it sets none', () => {
    // At PostgreSQL's default 128MB a million gigs' searches copied their pages in each time (decision 0115).
    const pool = (env: Record<string, string>) => {
      const services = (parse(interpolate(read('compose.yaml'), env), { merge: true }) as typeof compose).services;
      return {
        primary: services.postgres?.command,
        replica: services['postgres-replica']?.environment?.SHARED_BUFFERS,
      };
    };
    expect(pool(envFile)).toEqual({ primary: ['postgres', '-c', 'shared_buffers=1GB'], replica: '1GB' });
    expect(pool({ ...envFile, POSTGRES_SHARED_BUFFERS: '' })).toEqual({
      primary: ['postgres', '-c', 'shared_buffers=1GB'],
      replica: '1GB',
    });
    expect(pool({ ...envFile, POSTGRES_SHARED_BUFFERS: '6GB' })).toEqual({
      primary: ['postgres', '-c', 'shared_buffers=6GB'],
      replica: '6GB',
    });
    expect(read('postgres/start-replica.sh')).toContain('-c "shared_buffers=${SHARED_BUFFERS:-1GB}"');
  });
});

describe('deploy/Caddyfile and deploy/Dockerfile', () => {
  it('proxies to both processes on their port, checking their readiness, for the configured domain', () => {
    const caddyfile = read('Caddyfile');
    const port = apis[0]?.[1].environment?.PORT;
    expect(caddyfile).toContain(`reverse_proxy ${apis.map(([name]) => `${name}:${port}`).join(' ')}`);
    expect(caddyfile).toContain(`health_uri ${HEALTH_READY_PATH}`);
    expect(caddyfile).toMatch(/^\{\$DOMAIN\} \{/m);
    expect(services.caddy?.environment?.DOMAIN).toBe(envFile.DOMAIN);
  });

  it('builds in stages, installs production dependencies only, runs as a non-root user with a health check', () => {
    const dockerfile = read('Dockerfile');
    expect(apis[0]?.[1].build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toContain('npm ci --omit=dev');
    const lastStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(lastStage).toMatch(/^USER node$/m);
    expect(lastStage).not.toMatch(/npm ci --no-audit/);
    expect(lastStage).toContain(`/api/health/ready`);
    expect(HEALTH_READY_PATH).toBe('/api/health/ready');
    expect(lastStage).toMatch(/^CMD \["node", "apps\/api\/dist\/main.js"\]$/m);
  });
});
