import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import proxyAddr from '@fastify/proxy-addr';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ApiKeyScope } from '@nfc/contract/api-keys';
import Fastify, { type FastifyInstance, type FastifySchema, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type BuildAppOptions, createAppDeps } from './app-deps.ts';
import type { AppDeps } from './deps.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authenticateApiKey } from './features/api-keys/authenticate.ts';
import { apiKeyRoutes } from './features/api-keys/routes.ts';
import { authRoutes, passwordChangeRoutes } from './features/auth/routes.ts';
import { brandRoutes } from './features/brand/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { devRoutes } from './features/dev/routes.ts';
import { domainRoutes } from './features/domains/routes.ts';
import { eraseDueOrganisations } from './features/erasure/erase-organisation.ts';
import { erasureRoutes } from './features/erasure/routes.ts';
import { organisationExportRoutes } from './features/exports/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { integrationRoutes } from './features/integrations/routes.ts';
import { leadRoutes, publicLeadRoutes } from './features/leads/routes.ts';
import { linkHostGate } from './features/link-domains/host-gate.ts';
import { linkDomainRoutes } from './features/link-domains/routes.ts';
import { registerMetrics } from './features/metrics/routes.ts';
import { adminOrderRoutes, orderRoutes } from './features/orders/routes.ts';
import { publicPlanRoutes } from './features/plans/routes.ts';
import { adminPricingRoutes } from './features/pricing/routes.ts';
import { publicQrRoutes, qrRoutes } from './features/qr/routes.ts';
import { retentionRoutes } from './features/retention/routes.ts';
import { getTagAnalytics } from './features/scans/analytics.ts';
import { scanLinkRoutes, scanRecordRoutes } from './features/scans/routes.ts';
import { createScanLink } from './features/scans/scan-link.ts';
import { sendRetiredPage } from './features/scans/unavailable-page.ts';
import { scimRoutes } from './features/scim/routes.ts';
import { scimTokenRoutes } from './features/scim/token-routes.ts';
import { ssoAuthRoutes } from './features/sso/auth-routes.ts';
import { passwordVerdictForAddress, passwordVerdictForMember } from './features/sso/policy.ts';
import { ssoPolicyRoutes } from './features/sso/policy-routes.ts';
import { samlRoutes } from './features/sso/saml-routes.ts';
import { ssoSettingsRoutes } from './features/sso/settings-routes.ts';
import { isVerifiedDomainOf, readGroupRoles, roleFromGroups } from './features/sso/sign-in.ts';
import { subscriptionRoutes } from './features/subscriptions/routes.ts';
import { simulatedProviderPages } from './features/subscriptions/simulated-pages.ts';
import { stripeWebhookRoutes } from './features/subscriptions/webhook.ts';
import { tagRoutes } from './features/tags/routes.ts';
import { getTag } from './features/tags/service.ts';
import { teamRoutes } from './features/team/routes.ts';
import { handOverMemberData } from './features/team/service.ts';
import { userRoutes } from './features/users/routes.ts';
import { cardManifestRoutes } from './features/vcards/manifest.ts';
import { CARD_UPLOAD_MAX_BYTES, processCardImage } from './features/vcards/picture.ts';
import { cardTemplateRoutes, publicVcardRoutes, teamSettingsRoutes, vcardRoutes } from './features/vcards/routes.ts';
import { getVcard } from './features/vcards/service.ts';
import { propagateTemplate } from './features/vcards/templates.ts';
import { appleWalletRoutes, passkitRoutes } from './features/wallet/apple-routes.ts';
import { googleWalletImageRoutes, googleWalletRoutes } from './features/wallet/google-routes.ts';
import { cardWalletLinkRoutes, walletInvitationRoutes, walletRoutes } from './features/wallet/routes.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import { createTransformObject, securitySchemes, transformRoute } from './http/openapi.ts';
import { compiledSerializerCompiler } from './http/serializer.ts';
import { msg, withMessage } from './i18n/messages.ts';
import { registerBackgroundJobs } from './jobs.ts';
import { authPlugin } from './plugins/auth.ts';
import { deletionPendingPlugin } from './plugins/deletion-pending.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { localizeMessagesPlugin } from './plugins/localize-messages.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';
import { registerSecurityHeaders, registerWebApp } from './web-app.ts';

export type RegisteredRoute = {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** The API key scope the route names; none: never reachable with a key. */
  scope?: ApiKeyScope;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's dependencies, for start-up code and tests. */
    appDeps: AppDeps;
    /** Every route as registered (method, URL and schema), for the OpenAPI and security tests. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** The whole server: cross-cutting plugins, then every feature under its prefix, then the web app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // The scan link's fast path (decision 041): set once the app is built, cleared when it begins to close.
  let fastPath: ((request: IncomingMessage, response: ServerResponse) => boolean) | null = null;
  const app = Fastify({
    // Fastify's own HTTP server, with each request offered to the scan link first.
    serverFactory: (handler, serverOptions) => {
      const server = createServer(serverOptions.http ?? {}, (request, response) => {
        if (fastPath === null || !fastPath(request, response)) handler(request, response);
      });
      // As Fastify sets up the server it makes itself (lib/server.js), from its defaults.
      server.keepAliveTimeout = serverOptions.keepAliveTimeout as number;
      server.requestTimeout = serverOptions.requestTimeout as number;
      server.setTimeout(serverOptions.connectionTimeout as number);
      return server;
    },
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
  app.setSerializerCompiler(compiledSerializerCompiler);

  const wiring = await createAppDeps(options, app.log);
  const { deps } = wiring;
  app.decorate('appDeps', deps);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      registeredRoutes.push({ method, url: route.url, schema: route.schema, scope: route.config?.scope });
  });

  // The API document is generated from the same zod schemas that validate every request.
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'NFC Platform API',
        version: '1.0.0',
        description:
          'Tags, cards, leads, analytics and webhooks of an organisation, for scripts and integrations (docs/integrations.md): each operation names its security (session, or API key with a scope) and its error answers.',
        license: { name: 'Proprietary: use under the terms of this installation', url: `${config.appUrl}/legal` },
      },
      components: { securitySchemes },
    },
    // Tags, security by route config, error answers and servers are added centrally (http/openapi.ts).
    transform: transformRoute,
    transformObject: createTransformObject({ appUrl: config.appUrl }),
  });
  await registerSecurityHeaders(app, { config, storageOrigin: wiring.storageOrigin });
  // A customer's link domain (issue 33) serves its card pages only: answered before anything else looks at the request.
  await app.register(linkHostGate, deps);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 40, fieldSize: 16_384 } });
  await app.register(errorHandlerPlugin);
  await app.register(textGuardPlugin);
  await app.register(localizeMessagesPlugin);
  await app.register(authPlugin, {
    sessions: deps.sessions,
    keys: deps.keys,
    config,
    rateLimiter: deps.rateLimiter,
    authenticateApiKey: (options) => authenticateApiKey(deps, options),
  });
  await app.register(deletionPendingPlugin);
  // A request that may write changes what its organisation's cached reads answer (deps.organisationReads): told
  // before the answer leaves, so the caller's next read sees the change. An admin's write may touch any organisation.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    if (request.user?.role === 'admin' && request.url.startsWith('/api/admin/')) deps.organisationReads.clear();
    else if (request.user) deps.organisationReads.invalidate(request.user.organisationId);
    return payload;
  });

  await app.register(
    async (api) => {
      // GET /api/openapi.json - the OpenAPI 3.1 document; /api/docs shows it
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      await api.register(swaggerUi, { routePrefix: '/docs' });
      await api.register(healthRoutes(deps));
      await api.register(publicPlanRoutes(deps), { prefix: '/public' });
      // Single sign-on enforcement decides what a password may still do (features/sso).
      const passwordPolicy = {
        forMember: (user: Parameters<typeof passwordVerdictForMember>[1]) => passwordVerdictForMember(deps.db, user),
        forAddress: (email: string) => passwordVerdictForAddress(deps.db, email),
      };
      await api.register(authRoutes(deps, { passwordPolicy }), { prefix: '/auth' });
      await api.register(ssoAuthRoutes(deps), { prefix: '/auth/sso' });
      await api.register(samlRoutes(deps), { prefix: '/auth/sso' });
      await api.register(userRoutes(deps), { prefix: '/users' });
      await api.register(passwordChangeRoutes(deps), { prefix: '/users' });
      await api.register(tagRoutes(deps, { getTagAnalytics }), { prefix: '/tags' });
      await api.register(vcardRoutes(deps), { prefix: '/vcf-configs' });
      await api.register(cardWalletLinkRoutes(deps), { prefix: '/vcf-configs' });
      await api.register(appleWalletRoutes(deps), { prefix: '/vcf-configs' });
      await api.register(googleWalletRoutes(deps), { prefix: '/vcf-configs' });
      await api.register(walletRoutes(deps), { prefix: '/wallet' });
      await api.register(passkitRoutes(deps), { prefix: '/passkit' });
      await api.register(walletInvitationRoutes(deps), { prefix: '/team' });
      // Full paths: /qr-style, /tags/:id/qr.*, /vcf-configs/:id/qr.*
      await api.register(
        qrRoutes(deps, {
          getTag: ({ actor, id }) => getTag(deps, { organisationId: actor.organisationId, id }),
          getVcard: (query) => getVcard(deps, query),
        }),
      );
      await api.register(publicVcardRoutes(deps, { sendRetiredPage }), { prefix: '/vcf' });
      await api.register(publicQrRoutes(deps), { prefix: '/vcf' });
      await api.register(cardManifestRoutes(deps), { prefix: '/vcf' });
      await api.register(googleWalletImageRoutes(deps), { prefix: '/vcf' });
      await api.register(publicLeadRoutes(deps), { prefix: '/vcf' });
      await api.register(leadRoutes(deps), { prefix: '/leads' });
      await api.register(teamRoutes(deps), { prefix: '/team' });
      await api.register(scimTokenRoutes(deps), { prefix: '/team/scim-token' });
      await api.register(ssoSettingsRoutes(deps), { prefix: '/team/sso' });
      await api.register(cardTemplateRoutes(deps), { prefix: '/team/templates' });
      await api.register(teamSettingsRoutes(deps), { prefix: '/team/settings' });
      await api.register(domainRoutes(deps), { prefix: '/team/domains' });
      await api.register(linkDomainRoutes(deps), { prefix: '/domains' });
      await api.register(ssoPolicyRoutes(deps), { prefix: '/team/sso' });
      // Brand images are checked and re-encoded like a card's; a template following the brand passes it on.
      await api.register(
        brandRoutes(deps, { processImage: processCardImage, propagateTemplate, maxImageBytes: CARD_UPLOAD_MAX_BYTES }),
        { prefix: '/organisation/brand' },
      );
      await api.register(retentionRoutes(deps), { prefix: '/organisation/retention' });
      await api.register(organisationExportRoutes(deps), { prefix: '/organisation/exports' });
      await api.register(scanRecordRoutes(deps), { prefix: '/analytics' });
      await api.register(contactRoutes(deps), { prefix: '/contact' });
      await api.register(orderRoutes(deps), { prefix: '/orders' });
      await api.register(subscriptionRoutes(deps), { prefix: '/subscriptions' });
      await api.register(webhookRoutes(deps), { prefix: '/webhooks' });
      await api.register(apiKeyRoutes(deps), { prefix: '/api-keys' });
      await api.register(integrationRoutes(deps), { prefix: '/integrations' });
      await api.register(erasureRoutes(deps));
      if (wiring.stripe) {
        const { client, webhookSecret } = wiring.stripe;
        await api.register(stripeWebhookRoutes(deps, client, webhookSecret), { prefix: '/subscriptions' });
      }
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', admin.requireAdmin);
          await admin.register(adminRoutes(deps));
          await admin.register(adminOrderRoutes(deps), { prefix: '/orders' });
          await admin.register(adminPricingRoutes(deps), { prefix: '/pricing' });
          // Unknown admin paths also answer 401/403 first, so the admin area's shape stays private.
          admin.setNotFoundHandler({ preHandler: admin.requireAdmin }, (_request, reply) =>
            reply.status(404).send(withMessage(msg('common.notFound'), { code: 'NOT_FOUND' })),
          );
        },
        { prefix: '/admin' },
      );
      if (config.enableTestRoutes) {
        await api.register(devRoutes(deps, { eraseDueOrganisations: (now) => eraseDueOrganisations(deps, now) }), {
          prefix: '/dev',
        });
      }
    },
    { prefix: '/api' },
  );
  await registerMetrics(app, deps, wiring.metrics);
  // The visitor's address as Fastify reads it (request.ip), for the requests the fast path answers without it.
  const trustProxy = config.trustProxy;
  const isTrusted =
    trustProxy === false
      ? null
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  const scanLink = createScanLink(deps, {
    clientAddress: (request) =>
      isTrusted === null
        ? (request.socket.remoteAddress ?? '')
        : // proxy-addr reads no more of a request than its socket and X-Forwarded-For.
          proxyAddr(request as unknown as IncomingMessage, isTrusted),
    findLinkHost: (host) => deps.linkHosts.find(host),
    logger: app.log,
  });
  await app.register(scanLinkRoutes(scanLink), { prefix: '/t' });
  app.addHook('onReady', async () => {
    fastPath = scanLink.handle;
  });
  app.addHook('preClose', async () => {
    fastPath = null;
  });
  // SCIM 2.0 for the organisation's identity provider: its own bearer token, its own error format.
  await app.register(scimRoutes(deps, { handOverMemberData, isVerifiedDomainOf, readGroupRoles, roleFromGroups }), {
    prefix: '/scim/v2',
  });
  if (deps.payments.kind === 'simulated')
    await app.register(simulatedProviderPages(deps), { prefix: '/simulated-provider' });
  if (wiring.localStorage) await app.register(fileRoutes(wiring.localStorage), { prefix: '/files' });
  await registerWebApp(app, { config, db: deps.db });

  registerBackgroundJobs(app, wiring);
  return app;
}
