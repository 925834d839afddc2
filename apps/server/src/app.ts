import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SUBSCRIPTION_PERIOD_DAYS } from '@nfc/contract/subscriptions';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifySchema, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { billingSessions } from './db/schema.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { devRoutes } from './features/dev/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { leadRoutes, publicLeadRoutes } from './features/leads/routes.ts';
import { createMetrics, registerMetrics } from './features/metrics/routes.ts';
import { adminOrderRoutes, orderRoutes } from './features/orders/routes.ts';
import { publicPlanRoutes } from './features/plans/routes.ts';
import { adminPricingRoutes } from './features/pricing/routes.ts';
import { qrRoutes } from './features/qr/routes.ts';
import { ensureScanPartitions } from './features/scans/partitions.ts';
import { createScanRecorder, type ScanRecorder } from './features/scans/recorder.ts';
import { rollUpLastClosedDay } from './features/scans/rollups.ts';
import { scanLinkRoutes, scanRecordRoutes } from './features/scans/routes.ts';
import { subscriptionRoutes } from './features/subscriptions/routes.ts';
import { simulatedProviderPages } from './features/subscriptions/simulated-pages.ts';
import { endExpiredSubscriptions, renewSimulatedSubscriptions } from './features/subscriptions/state.ts';
import { planIdForPrice, stripeWebhookRoutes } from './features/subscriptions/webhook.ts';
import { tagRoutes } from './features/tags/routes.ts';
import { createScanTargetCache, type ScanTargetCache } from './features/tags/scan-target-cache.ts';
import { unsafeResolveScanTarget } from './features/tags/service.ts';
import { userRoutes } from './features/users/routes.ts';
import { cardManifestRoutes } from './features/vcards/manifest.ts';
import { publicVcardRoutes, vcfConfigRoutes } from './features/vcards/routes.ts';
import { createWebhookWorker, type WebhookWorker } from './features/webhooks/delivery.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { createScanEventRelay } from './features/webhooks/service.ts';
import { createUrlGuard, type UrlGuard, type UrlGuardOptions } from './features/webhooks/url-guard.ts';
import { type AppKeys, deriveKeys } from './keys.ts';
import { createMemoryRateLimiter, type RateLimiter } from './platform/cache/rate-limiter.ts';
import { connectRedis, createRedisRateLimiter, shareInvalidations } from './platform/cache/redis.ts';
import { createLogTransport } from './platform/mail/log-transport.ts';
import type { MailTransport } from './platform/mail/mail.ts';
import { createMailer, type Mailer } from './platform/mail/outbox.ts';
import { createSmtpTransport } from './platform/mail/smtp-transport.ts';
import type { PaymentProvider } from './platform/payments/payments.ts';
import { createSimulatedProvider } from './platform/payments/simulated.ts';
import { createStripeClient, createStripeProvider, type StripeOptions } from './platform/payments/stripe.ts';
import { createLocalDiskStorage, type LocalDiskStorage } from './platform/storage/local-disk.ts';
import { createS3Storage } from './platform/storage/s3.ts';
import type { Storage } from './platform/storage/storage.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { localizeMessagesPlugin } from './plugins/localize-messages.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';

/** Everything a feature may use; features never read process.env. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  storage: Storage;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  scanTargets: ScanTargetCache;
  scanRecorder: ScanRecorder;
  payments: PaymentProvider;
  keys: AppKeys;
  webhooks: { guard: UrlGuard; worker: WebhookWorker };
};

export type RegisteredRoute = { method: string; url: string; schema: FastifySchema | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's dependencies, for start-up code and tests. */
    appDeps: AppDeps;
    /** Every route as registered (method, URL and schema), for the OpenAPI and security tests. */
    registeredRoutes: RegisteredRoute[];
  }
}

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

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

function contentSecurityPolicy(config: Config, storageOrigin: string | null) {
  const frameSrc = config.metricsDashboardUrl ? [new URL(config.metricsDashboardUrl).origin] : [];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-hot-toast injects its styles at run time; scripts stay strictly same-origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(storageOrigin ? [storageOrigin] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: frameSrc.length ? frameSrc : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.appUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const keys = deriveKeys(options.secret);
  const app = Fastify({
    ...(typeof options.logger === 'object'
      ? { loggerInstance: options.logger }
      : { logger: options.logger === false ? false : { level: config.logLevel } }),
    // A hop count believes that many proxies in front of us, as Fastify itself reads a number.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1_048_576,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const s3Storage = !options.storage && config.s3 ? createS3Storage(config.s3) : null;
  const localStorage: LocalDiskStorage | null =
    options.storage || s3Storage
      ? null
      : createLocalDiskStorage({
          root: path.join(config.dataDir, 'uploads'),
          secret: keys.fileLinks,
          baseUrl: config.appUrl,
        });
  const storage = options.storage ?? s3Storage ?? (localStorage as LocalDiskStorage);
  const smtp = !options.mailTransport && config.smtpUrl ? createSmtpTransport(config.smtpUrl) : null;
  const metrics = createMetrics();
  const mailer = createMailer({
    db: database.db,
    transport: options.mailTransport ?? smtp ?? createLogTransport(app.log, { showText: options.isTerminal === true }),
    from: config.mailFrom,
    logger: app.log,
    onDelivered: (isSent) => (isSent ? metrics.mailsSent : metrics.mailsFailed).inc(),
  });
  // With REDIS_URL every copy shares rate-limit counts and drops changed tags from its cache at once.
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : null;
  const redisSubscriber = config.redisUrl ? connectRedis(config.redisUrl) : null;
  const rateLimiter = options.rateLimiter ?? (redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter());
  const localTargets = createScanTargetCache((code) => unsafeResolveScanTarget({ db: database.db }, code));
  const scanTargets =
    redis && redisSubscriber ? await shareInvalidations(localTargets, redis, redisSubscriber) : localTargets;
  const scanEvents = createScanEventRelay(database.db, app.log);
  const scanRecorder = createScanRecorder({
    database,
    secret: keys.visitorHashes,
    logger: app.log,
    onWritten: (count) => metrics.scansRecorded.inc(count),
    onRowsWritten: scanEvents.relay,
  });
  const webhookGuard = createUrlGuard({ ...options.webhookOptions, appUrl: config.appUrl });
  const webhookWorker = createWebhookWorker({ db: database.db, guard: webhookGuard, logger: app.log });
  const stripe = config.stripe
    ? createStripeClient({ secretKey: config.stripe.secretKey, endpoint: options.stripeEndpoint })
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
            const [session] = await database.db.select().from(billingSessions).where(eq(billingSessions.id, sessionId));
            return session ? { userId: session.userId, complete: session.status === 'complete' } : null;
          },
        });
  const deps: AppDeps = {
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
  };

  app.decorate('appDeps', deps);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url, schema: route.schema });
  });
  // The API document is generated from the same zod schemas that validate every request.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'NFC Platform API',
        version: '1.0.0',
        description: 'Tags, scan links, vCards, orders, billing and administration.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-auth-token' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: contentSecurityPolicy(config, s3Storage?.origin ?? null),
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.appUrl.startsWith('https:'),
    // The scan link sets its own few headers: a redirect needs no page policy, and every byte counts there.
    skip: (url) => url.startsWith('/t/'),
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 40, fieldSize: 16_384 } });
  await app.register(errorHandlerPlugin);
  await app.register(textGuardPlugin);
  await app.register(localizeMessagesPlugin);
  await app.register(authPlugin, { db: database.db, keys, config });

  await app.register(
    async (api) => {
      // GET /api/openapi.json - the OpenAPI 3.1 document; /api/docs shows it
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      await api.register(swaggerUi, { routePrefix: '/docs' });
      await api.register(healthRoutes(deps));
      await api.register(publicPlanRoutes(deps), { prefix: '/public' });
      await api.register(authRoutes(deps), { prefix: '/auth' });
      await api.register(userRoutes(deps), { prefix: '/users' });
      await api.register(tagRoutes(deps), { prefix: '/tags' });
      await api.register(vcfConfigRoutes(deps), { prefix: '/vcf-configs' });
      // Full paths: /qr-style, /tags/:id/qr.*, /vcf-configs/:id/qr.*
      await api.register(qrRoutes(deps));
      await api.register(publicVcardRoutes(deps), { prefix: '/vcf' });
      await api.register(cardManifestRoutes(deps), { prefix: '/vcf' });
      await api.register(publicLeadRoutes(deps), { prefix: '/vcf' });
      await api.register(leadRoutes(deps), { prefix: '/leads' });
      await api.register(scanRecordRoutes(deps), { prefix: '/analytics' });
      await api.register(contactRoutes(deps), { prefix: '/contact' });
      await api.register(orderRoutes(deps), { prefix: '/orders' });
      await api.register(subscriptionRoutes(deps), { prefix: '/subscriptions' });
      await api.register(webhookRoutes(deps), { prefix: '/webhooks' });
      if (stripe && config.stripe) {
        await api.register(stripeWebhookRoutes(deps, stripe, config.stripe.webhookSecret), {
          prefix: '/subscriptions',
        });
      }
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', admin.requireAdmin);
          await admin.register(adminRoutes(deps));
          await admin.register(adminOrderRoutes(deps), { prefix: '/orders' });
          await admin.register(adminPricingRoutes(deps), { prefix: '/pricing' });
          // Unknown admin paths also answer 401/403 first, so the admin area's shape stays private.
          admin.setNotFoundHandler({ preHandler: admin.requireAdmin }, (_request, reply) =>
            reply.status(404).send({ message: 'Not found.', code: 'NOT_FOUND' }),
          );
        },
        { prefix: '/admin' },
      );
      if (config.enableTestRoutes) await api.register(devRoutes(deps), { prefix: '/dev' });
    },
    { prefix: '/api' },
  );
  await registerMetrics(app, deps, metrics);
  await app.register(scanLinkRoutes(deps), { prefix: '/t' });
  if (payments.kind === 'simulated')
    await app.register(simulatedProviderPages(deps), { prefix: '/simulated-provider' });
  if (localStorage) await app.register(fileRoutes(localStorage), { prefix: '/files' });

  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  const hasWeb = existsSync(path.join(webDistDir, 'index.html'));
  const hasCardPage = existsSync(path.join(webDistDir, 'card.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = /^\/(api|files|t|simulated-provider|locales|metrics)(\/|$)/.test(pathname);
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // The public card page has its own small entry, so a stranger's phone loads none of the portal.
      const page = hasCardPage && pathname.startsWith('/vcard/') ? 'card.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  // Scheduled cancellations end when their period does; the simulated provider renews the rest.
  const subscriptionClock = setInterval(() => {
    endExpiredSubscriptions(deps)
      .then(() =>
        payments.kind === 'simulated' ? renewSimulatedSubscriptions(deps, SUBSCRIPTION_PERIOD_DAYS) : undefined,
      )
      .catch((error) => app.log.error({ err: error }, 'subscription clock failed'));
  }, 60_000);
  subscriptionClock.unref();
  // Next months' scan partitions exist well before their first scan.
  // and closed days are rolled up for analytics before anyone asks.
  const partitionClock = setInterval(() => {
    ensureScanPartitions(database.db)
      .then(() => rollUpLastClosedDay(database.db))
      .catch((error) => app.log.error({ err: error }, 'scan upkeep failed'));
  }, 6 * 3_600_000);
  partitionClock.unref();
  app.addHook('onReady', async () => {
    await ensureScanPartitions(database.db);
    mailer.start();
    scanRecorder.start();
    webhookWorker.start();
  });
  // Scans still queued are written before the database closes.
  app.addHook('onClose', async () => {
    clearInterval(subscriptionClock);
    clearInterval(partitionClock);
    await scanRecorder.stop();
    await scanEvents.drain();
    await webhookWorker.stop();
    await mailer.stop();
    smtp?.close();
    await Promise.all([redis?.quit().catch(() => {}), redisSubscriber?.quit().catch(() => {})]);
  });
  return app;
}
