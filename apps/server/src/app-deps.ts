import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { createMetrics, type Metrics } from './features/metrics/routes.ts';
import { findBillingSession } from './features/subscriptions/service.ts';
import { planIdForPrice } from './features/subscriptions/webhook.ts';
import { unsafeResolveScanTarget } from './features/tags/service.ts';
import { createWebhookWorker } from './features/webhooks/delivery.ts';
import { deriveKeys } from './keys.ts';
import { createMemoryRateLimiter, type RateLimiter } from './platform/cache/rate-limiter.ts';
import { connectRedis, createRedisRateLimiter, shareInvalidations } from './platform/cache/redis.ts';
import { createScanTargetCache } from './platform/cache/scan-target-cache.ts';
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

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** The app secret; each job gets its own key derived from it (keys.ts). */
  secret: string;
  storage?: Storage;
  mailTransport?: MailTransport;
  rateLimiter?: RateLimiter;
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
  // With REDIS_URL every copy shares rate-limit counts and drops changed tags from its cache at once.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const redisSubscriber = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const rateLimiter = options.rateLimiter ?? (redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter());
  const localTargets = createScanTargetCache((code) => unsafeResolveScanTarget({ db: database.db }, code));
  const scanTargets =
    redis && redisSubscriber ? await shareInvalidations(localTargets, redis, redisSubscriber) : localTargets;
  const scanRecorder = createScanRecorder({
    database,
    dataDir: config.dataDir,
    secret: keys.visitorHashes,
    logger,
    onWritten: (count) => metrics.scansRecorded.inc(count),
  });
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
      scanRecorder,
      payments,
      keys,
      webhooks: { guard: webhookGuard, worker: webhookWorker },
    },
    metrics,
    localStorage,
    storageOrigin: s3Storage?.origin ?? null,
    stripe: stripe && config.stripe ? { client: stripe, webhookSecret: config.stripe.webhookSecret } : null,
    async closeDrivers() {
      smtp?.close();
      await Promise.all([redis?.quit().catch(() => {}), redisSubscriber?.quit().catch(() => {})]);
    },
  };
}
