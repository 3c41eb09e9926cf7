import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { ReadReplica } from './db/read-replica.ts';
import { primaryReads, registerReadRouting } from './http/read-routing.ts';
import { hasDemoData } from './db/seed/seed.ts';
import { systemClock, type Clock } from './clock.ts';
import { createAuth } from './features/accounts/security/better-auth.ts';
import { createExploreCache } from './features/catalogue/search/explore-cache.ts';
import { createAuthGuard } from './http/auth-guard.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { RequestLogController } from './http/logging.ts';
import { createMailer, observedMailer, type MailMessage, type Mailer } from './platform/email/mailer.ts';
import { createMetrics } from './platform/metrics/metrics.ts';
import { countedMailer, processGauges, registerMetrics, replicaGauges } from './platform/metrics/metrics.routes.ts';
import { payoutGauges } from './features/payments/payouts/payouts.metrics.ts';
import { registerRouteLimits } from './platform/rate-limits/shared-store.ts';
import { openCounters } from './platform/rate-limits/open-counters.ts';
import type { ObjectStorage } from './platform/storage/object-storage.ts';
import { openObjectStorage } from './platform/storage/open-storage.ts';
import { registerPublicFiles } from './platform/storage/public-files.ts';
import { onClientError, onFrameworkError, registerErrorHandling, sendRouteNotFound } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerTextInputGuard } from './http/text-input.ts';
import { API_DOCS_PATH, OPENAPI_PATH } from '@teenfreelance/contracts/api-paths';
import { PUBLIC_LIVE_EVENTS } from '@teenfreelance/contracts/live';
import { publishLive, subscribeLive } from './platform/live/live-events.ts';
import { registerLiveSocket } from './platform/live/live-socket.ts';
import { createRealtimeHub } from './platform/live/realtime.ts';
import { serveWebApp } from './web/serve-web-app.ts';
import { pageMetaResolvers } from './web/page-meta-resolvers.ts';
import { EARLY_PRESSES_CSP_SOURCE } from './web/early-presses.ts';
import { createBackgroundQueue, holdWritesUntilStarted } from './platform/background/background.ts';
import { createServices, type ServiceDependencies } from './services.ts';
import { registerFeatureRoutes } from './feature-routes.ts';
import type { PaymentProvider } from './features/payments/payment-provider.ts';
import { createSimulatedPaymentProvider } from './features/payments/simulated-provider.ts';

/** Largest JSON body accepted; uploads have their own limit. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** A streaming replica for the catalogue's public reads (DATABASE_READ_URL, decision 0090); its opener closes it. */
  readReplica?: ReadReplica;
  /** The built web app to serve; omitted in API-only tests. */
  webDistDir?: string;
  /** Outgoing mail; by default SMTP when SMTP_URL is set, else the outbox table and the log. */
  mailer?: Mailer;
  /** Told of every email once sent, whichever the transport: how tests read the links users are sent. */
  onMailSent?: (message: MailMessage) => void;
  logger?: FastifyServerOptions['logger'];
  /** How long explore answers are cached (decision 0024); 0 turns the cache off. Default 5 s, off under test. */
  exploreCacheMs?: number;
  /** The services' time; the system clock by default. */
  clock?: Clock;
  /** Scheduled work (platform/background/background.ts): on by default, off under test unless `enabled`; tests shorten the delays. */
  background?: {
    enabled?: boolean;
    messageEmailDelaySeconds?: number;
    pollingIntervalSeconds?: number;
    /** How often delivered orders due to complete are looked for; a minute by default. */
    autoCompleteSweepSeconds?: number;
    /** How often Pro subscriptions due to renew or end are looked for; an hour by default. */
    renewalSweepSeconds?: number;
    /** Let the queue finish starting after buildApp returns (`npm start`, decision 0053); writes wait for it. */
    startInBackground?: boolean;
  };
  /** Charges and refunds, and bank payouts: the simulated providers (on the services' clock) by default. */
  paymentProvider?: PaymentProvider;
  payoutProvider?: ServiceDependencies['payoutProvider'];
  /** Uploaded files; by default a bucket when S3_BUCKET is set, else DATA_DIR (decision 0081). Closed with the app. */
  storage?: ObjectStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the background queue has started (buildApp waits for it unless `background.startInBackground`). */
    backgroundStarted: Promise<void>;
    /** Works the tasks of `names` a disabled background queue kept (tests: BackgroundQueue.runHeld). */
    runHeldTasks(names: readonly string[]): Promise<void>;
  }
}

/**
 * Builds the whole server from its dependencies: plugins, error model, and
 * every feature's routes, registered explicitly.
 */
export async function buildApp({
  config,
  database,
  readReplica,
  webDistDir,
  mailer: givenMailer,
  onMailSent,
  logger = false,
  exploreCacheMs,
  clock = systemClock,
  background: backgroundOptions = {},
  paymentProvider = createSimulatedPaymentProvider({ clock }),
  payoutProvider,
  storage: givenStorage,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // One log line per request (http/logging.ts).
    logController: new RequestLogController(),
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Only the proxies named in TRUST_PROXY may set the client's address (X-Forwarded-For); none by default.
    trustProxy: trustProxyOption(config.trustProxy),
    // No id or slug is longer than 100 characters (the contracts' limit too); longer ones are refused by the router.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 100 },
    // Errors raised before any route or hook runs answer in the one error shape too (decision 0027).
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const metrics = createMetrics();
  registerMetrics(app, metrics, config.metricsToken);
  // The background queue starts last; with `startInBackground`, writes that come first wait for it.
  if (backgroundOptions.startInBackground) holdWritesUntilStarted(app, () => app.backgroundStarted);
  // NUL and unpaired surrogates anywhere in a request are refused before any handler or query (decision 0027).
  registerTextInputGuard(app);
  // Only JSON (and, per route, multipart) bodies: no text/plain a cross-site form could send.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // One inline script, by its hash: it keeps presses made before the app takes over (decision 0092).
        scriptSrc: ["'self'", EARLY_PRESSES_CSP_SOURCE],
        // Inline styles (Radix and toasts set them); no other inline script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Every limit's counters: Redis with REDIS_URL, else the database; shared by all processes (decision 0080).
  const { counters, close: closeCounters } = await openCounters({ db: database.db, ...config });
  app.addHook('onClose', closeCounters);
  await registerRouteLimits(app, { db: database.db, clock, counters });
  registerCsrfGuard(app, config.publicUrl);
  const reads = readReplica
    ? registerReadRouting(app, { primary: database.db, replica: readReplica, secureCookie: config.isProduction })
    : primaryReads(database.db);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TeenFreelance API',
        version: '1.0.0',
        description: 'The JSON API of the TeenFreelance marketplace.',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  const sender =
    givenMailer ?? createMailer({ db: database.db, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const mailer = countedMailer(onMailSent ? observedMailer(sender, onMailSent) : sender, metrics);
  app.addHook('onClose', async () => mailer.close());

  const storage = givenStorage ?? (await openObjectStorage(config));
  app.addHook('onClose', async () => storage.close());
  // Live events across processes (LISTEN/NOTIFY, decision 0021).
  const realtimeHub = createRealtimeHub(database);
  app.addHook('onClose', async () => realtimeHub.close());
  // Explore answers are cached briefly and dropped on every gig event (decision 0024).
  const exploreTtlMs = exploreCacheMs ?? (config.nodeEnv === 'test' ? 0 : 5000);
  const exploreCache = exploreTtlMs > 0 ? createExploreCache({ ttlMs: exploreTtlMs, clock }) : undefined;
  if (exploreCache) {
    await subscribeLive(realtimeHub, ({ event }) => {
      if (PUBLIC_LIVE_EVENTS.has(event.type)) exploreCache.clear();
    });
  }

  const auth = createAuth({ db: database.db, config });
  const background = createBackgroundQueue({
    database,
    log: app.log,
    enabled: backgroundOptions.enabled ?? config.nodeEnv !== 'test',
    pollingIntervalSeconds: backgroundOptions.pollingIntervalSeconds,
  });
  processGauges(metrics, { database, background, clock });
  if (readReplica) replicaGauges(metrics, readReplica);
  const services = createServices({
    config,
    db: database.db,
    auth,
    mailer,
    clock,
    counters,
    log: app.log,
    storage,
    exploreCache,
    reads,
    background,
    messageEmailDelaySeconds: backgroundOptions.messageEmailDelaySeconds,
    paymentProvider,
    payoutProvider,
    autoCompleteSweepSeconds: backgroundOptions.autoCompleteSweepSeconds,
    renewalSweepSeconds: backgroundOptions.renewalSweepSeconds,
  });
  payoutGauges(metrics, services.withdrawals);
  // Every route's session check; signed-in routes are registered as guarded groups (http/auth-guard.ts).
  const guard = createAuthGuard(
    (headers) => services.auth.currentUser(headers),
    (headers) => services.auth.signedSessionToken(headers),
  );

  await registerFeatureRoutes(app, {
    services,
    guard,
    database,
    readiness: { counters, storage },
    // Never published in production, even from a database seeded before (their password is public).
    hasDemoData: async () => !config.isProduction && (await hasDemoData(database.db)),
    publicUrl: config.publicUrl,
  });

  // The live channel: one WebSocket per tab, public and private events from every process (decision 0036).
  await registerLiveSocket(app, {
    metrics,
    hub: realtimeHub,
    lookupSession: (headers) => services.auth.currentUser(headers),
    optionalUser: (request) => guard.optionalUser(request),
    publicUrl: config.publicUrl,
    clock,
    // Typing goes to the conversation's other participant only; a stranger's frame is ignored.
    relayTyping: async (userId, conversationId) => {
      const { otherUserId } = await services.messages.assertParticipant(userId, conversationId);
      await publishLive(database.db, { type: 'conversation.typing', conversationId, userId }, [otherUserId]);
    },
  });

  await registerPublicFiles(app, storage);

  const servesWeb = webDistDir
    ? await serveWebApp(app, {
        distDir: webDistDir,
        publicUrl: config.publicUrl,
        pageMetaResolvers: pageMetaResolvers(config.publicUrl),
      })
    : false;
  if (!servesWeb) {
    app.setNotFoundHandler(sendRouteNotFound);
  }

  // Workers start with the app and stop before it closes (before the mailer and database they use);
  // a queue still starting is let finish first, or its workers would outlive the close.
  app.decorate('backgroundStarted', background.start());
  app.decorate('runHeldTasks', (names: readonly string[]) => background.runHeld(names));
  app.addHook('preClose', async () => {
    await app.backgroundStarted.catch(() => undefined);
    await background.stop();
  });
  if (!backgroundOptions.startInBackground) await app.backgroundStarted;
  return app;
}
