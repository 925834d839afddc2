import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { loadSessionPrincipal } from './accounts/user-records.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { unsafeFindServingLinkHosts } from './features/link-domains/service.ts';
import { createMetrics, type Metrics } from './features/metrics/routes.ts';
import { findBillingSession } from './features/subscriptions/service.ts';
import { planIdForPrice } from './features/subscriptions/webhook.ts';
import { unsafeResolveScanTarget } from './features/tags/service.ts';
import { createWebhookWorker } from './features/webhooks/delivery.ts';
import { deriveKeys } from './keys.ts';
import { createLinkHosts } from './platform/cache/link-hosts.ts';
import {
  createOrganisationReads,
  ORGANISATION_READS_TTL_MS,
  UNSHARED_ORGANISATION_READS_TTL_MS,
} from './platform/cache/organisation-reads.ts';
import { createMemoryRateLimiter, type RateLimiter } from './platform/cache/rate-limiter.ts';
import {
  closeRedis,
  connectRedis,
  createRedisRateLimiter,
  DEFAULT_REDIS_PREFIX,
  shareInvalidations,
} from './platform/cache/redis.ts';
import { createFallbackRateLimiter, watchRedis } from './platform/cache/redis-fallback.ts';
import { createScanTargetCache } from './platform/cache/scan-target-cache.ts';
import { createSessionCache, SESSION_TTL_MS, UNSHARED_SESSION_TTL_MS } from './platform/cache/session-cache.ts';
import { createLogTransport } from './platform/mail/log-transport.ts';
import type { MailTransport } from './platform/mail/mail.ts';
import { createMailer } from './platform/mail/outbox.ts';
import { createSmtpTransport } from './platform/mail/smtp-transport.ts';
import { createUrlGuard, type UrlGuardOptions } from './platform/network/url-guard.ts';
import type { PaymentProvider } from './platform/payments/payments.ts';
import { createSimulatedProvider } from './platform/payments/simulated.ts';
import { createStripeClient, createStripeProvider, type StripeOptions } from './platform/payments/stripe.ts';
import { createLocalDiskStorage, type LocalDiskStorage } from './platform/storage/local-disk.ts';
import { createS3Storage } from './platform/storage/s3.ts';
import type { Storage } from './platform/storage/storage.ts';
import { createScanRecorder } from './scan-recording/recorder.ts';
import { sunKeyMaterial } from './verified-taps/keys.ts';
import { createSunVerifier } from './verified-taps/verifier.ts';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** The app secret; each job gets its own key derived from it (keys.ts). */
  secret: string;
  storage?: Storage;
  mailTransport?: MailTransport;
  rateLimiter?: RateLimiter;
  /** Tests only: the start of every Redis key and channel name, so apps on one shared Redis stay apart. */
  redisPrefix?: string;
  /** Where the Stripe SDK sends its calls (a local stand-in in tests). */
  stripeEndpoint?: StripeOptions['endpoint'];
  logger?: FastifyBaseLogger | boolean;
  /** A person watches the output (a TTY): the embedded mail transport may show mailed links there. */
  isTerminal?: boolean;
  /** Tests only: let webhooks reach a local receiver or stub DNS. Never read from the environment. */
  webhookOptions?: Omit<UrlGuardOptions, 'appUrl'>;
};

/** The dependencies and the driver handles that only the app's own wiring needs. */
export type AppWiring = {
  deps: AppDeps;
  metrics: Metrics;
  /** Set when uploads live on local disk: the app then serves its signed /files links. */
  localStorage: LocalDiskStorage | null;
  /** The S3 store's origin, which the page policy must allow images from. */
  storageOrigin: string | null;
  stripe: { client: Stripe; webhookSecret: string } | null;
  /** Closes what the drivers opened (SMTP pool, Redis connections). */
  closeDrivers(): Promise<void>;
};

/** Chooses every driver once from the configuration (docs/architecture.md, section 1) and builds what features are given. */
export async function createAppDeps(options: BuildAppOptions, logger: FastifyBaseLogger): Promise<AppWiring> {
  const { config, database } = options;
  const keys = deriveKeys(options.secret);
  const s3Storage = !options.storage && config.s3 ? await createS3Storage(config.s3) : null;
  const localStorage: LocalDiskStorage | null =
    options.storage || s3Storage
      ? null
      : createLocalDiskStorage({
          root: path.join(config.dataDir, 'uploads'),
          secret: keys.fileLinks,
          baseUrl: config.appUrl,
        });
  const storage = options.storage ?? s3Storage ?? (localStorage as LocalDiskStorage);
  const smtp = !options.mailTransport && config.smtpUrl ? await createSmtpTransport(config.smtpUrl) : null;
  const metrics = createMetrics();
  const mailer = createMailer({
    db: database.db,
    transport: options.mailTransport ?? smtp ?? createLogTransport(logger, { showText: options.isTerminal === true }),
    from: config.mailFrom,
    logger,
    onDelivered: (isSent) => (isSent ? metrics.mailsSent : metrics.mailsFailed).inc(),
  });
  // With REDIS_URL every copy shares rate-limit counts and drops changed tags from its cache at once; while Redis
  // is away each copy counts in its own memory and says so (decision 028).
  const [redis, redisSubscriber] = config.redisUrl
    ? await Promise.all([connectRedis(config.redisUrl), connectRedis(config.redisUrl, 'subscriber')])
    : [null, null];
  const redisHealth =
    redis && redisSubscriber
      ? watchRedis(
          { commands: redis, subscriber: redisSubscriber },
          {
            logger,
            onChange: (isDegraded) => metrics.cacheDegraded.set(isDegraded ? 1 : 0),
            onFallback: () => metrics.cacheFallbacks.inc(),
          },
        )
      : null;
  const redisPrefix = options.redisPrefix ?? DEFAULT_REDIS_PREFIX;
  const rateLimiter =
    options.rateLimiter ??
    (redis && redisHealth
      ? createFallbackRateLimiter(createRedisRateLimiter(redis, redisPrefix), createMemoryRateLimiter(), redisHealth)
      : createMemoryRateLimiter());
  const localTargets = createScanTargetCache((code) => unsafeResolveScanTarget({ db: database.db }, code));
  const shared = redis && redisSubscriber && redisHealth;
  // Without Redis, copies on one PostgreSQL server cannot tell each other of changes: a second is then the most a
  // revoked session or a stale read can live on another copy. The embedded database has one process only.
  const isAlone = shared || database.kind === 'pglite';
  const localSessions = createSessionCache((userId) => loadSessionPrincipal(database.db, userId), {
    ttlMs: isAlone ? SESSION_TTL_MS : UNSHARED_SESSION_TTL_MS,
  });
  const localReads = createOrganisationReads({
    ttlMs: isAlone ? ORGANISATION_READS_TTL_MS : UNSHARED_ORGANISATION_READS_TTL_MS,
  });
  // Custom link domains (issue 33): the serving hosts in memory, read again on every change (on every copy) and each minute.
  const localLinkHosts = await createLinkHosts(() => unsafeFindServingLinkHosts(database.db), { logger });
  const locals = {
    scanTargets: localTargets,
    sessions: localSessions,
    organisationReads: localReads,
    linkHosts: localLinkHosts,
  };
  const { scanTargets, sessions, organisationReads, linkHosts } = shared
    ? await shareInvalidations(locals, {
        publisher: redis,
        subscriber: redisSubscriber,
        health: redisHealth,
        prefix: redisPrefix,
      })
    : locals;
  const scanRecorder = createScanRecorder({
    database,
    dataDir: config.dataDir,
    secret: keys.visitorHashes,
    sunKeys: sunKeyMaterial(config, keys),
    logger,
    onWritten: (count, organisationIds) => {
      metrics.scansRecorded.inc(count);
      // Their tag lists (scan counts) and analytics changed; a flush waiting for these scans resolves after this.
      for (const organisationId of organisationIds) organisationReads.invalidate(organisationId);
    },
  });
  // Verified taps (decision 037): one copy compares chip counters in memory, several through the database.
  const sunVerifier = createSunVerifier({
    db: database.db,
    material: sunKeyMaterial(config, keys),
    mode: database.kind === 'pglite' ? 'memory' : 'database',
    logger,
  });
  if (sunVerifier.mode === 'memory') {
    // Taps verified before a crash whose scans the database does not have yet must stay spent.
    scanRecorder.forEachUnwritten((scan) => {
      if (scan.verification === 'verified' && scan.chipUid && typeof scan.chipCounter === 'number') {
        sunVerifier.remember(scan.ownerId, scan.chipUid, scan.chipCounter);
      }
    });
  }
  const webhookGuard = createUrlGuard({ ...options.webhookOptions, appUrl: config.appUrl });
  const webhookWorker = createWebhookWorker({ db: database.db, guard: webhookGuard, logger });
  const stripe = config.stripe
    ? await createStripeClient({ secretKey: config.stripe.secretKey, endpoint: options.stripeEndpoint })
    : null;
  const payments: PaymentProvider =
    stripe && config.stripe
      ? createStripeProvider(stripe, {
          secretKey: config.stripe.secretKey,
          appUrl: config.appUrl,
          planIdForPrice: (priceId) => planIdForPrice(database.db, priceId),
        })
      : createSimulatedProvider({
          appUrl: config.appUrl,
          isComplete: async (sessionId) => {
            const session = await findBillingSession({ db: database.db }, sessionId);
            return session ? { userId: session.userId, complete: session.status === 'complete' } : null;
          },
        });
  return {
    deps: {
      config,
      database,
      db: database.db,
      storage,
      mailer,
      rateLimiter,
      scanTargets,
      sessions,
      organisationReads,
      linkHosts,
      cacheStatus: redisHealth ?? { isDegraded: false },
      scanRecorder,
      sunVerifier,
      payments,
      keys,
      webhooks: { guard: webhookGuard, worker: webhookWorker },
    },
    metrics,
    localStorage,
    storageOrigin: s3Storage?.origin ?? null,
    stripe: stripe && config.stripe ? { client: stripe, webhookSecret: config.stripe.webhookSecret } : null,
    async closeDrivers() {
      await linkHosts.close();
      smtp?.close();
      redisHealth?.stop();
      await Promise.all([redis && closeRedis(redis), redisSubscriber && closeRedis(redisSubscriber)]);
    },
  };
}
