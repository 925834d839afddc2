import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { preferredLanguage } from '../../http/language.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { consumeSamlResponse, SAML_RESPONSE_MAX_BYTES, samlServiceProviderMetadata } from './saml.ts';
import { ssoResultUrl } from './sign-in.ts';

/** Per IP: SAML answers posted to the ACS (an office behind one address signs in together in the morning). */
/** As SSO_CALLS in auth-routes.ts: a flood stopper, wide enough for an office behind one address. */
export const samlAcsLimit = { perIp: 600, windowMs: 15 * 60_000 } as const;

// Read leniently: whatever an IdP or a forger posts ends on the sign-in page, never in a JSON error.
const acsBodySchema = z.object({
  SAMLResponse: z.string().optional().describe('The IdP’s base64 SAML Response (HTTP-POST binding).'),
  RelayState: z.string().optional().describe('The flow id sent with the AuthnRequest; none when IdP-initiated.'),
});

/** SAML 2.0 service provider (under /api/auth/sso): our metadata and the assertion consumer service. Public. */
export const samlRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(formbody);
    const { appUrl } = deps.config;

    // GET /api/auth/sso/saml/metadata - our SP metadata for the IdP (entity id, ACS, signed assertions wanted)
    app.get(
      '/saml/metadata',
      {
        config: { public: true },
        schema: { summary: 'SAML service provider metadata', operationId: 'getSamlServiceProviderMetadata' },
      },
      (_request, reply) =>
        reply
          .header('content-type', 'application/samlmetadata+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(samlServiceProviderMetadata(appUrl)),
    );

    // POST /api/auth/sso/saml/acs - the IdP posts its SAML Response; 302 to the sign-in's end (code or reason)
    app.post(
      '/saml/acs',
      {
        config: { public: true },
        bodyLimit: SAML_RESPONSE_MAX_BYTES,
        onRequest: async (request, reply) => {
          const hit = await deps.rateLimiter.hit(
            `saml-acs:ip:${networkOf(request.ip)}`,
            samlAcsLimit.perIp,
            samlAcsLimit.windowMs,
          );
          if (hit.allowed) return;
          reply.header('retry-after', String(hit.retryAfterSeconds));
          throw new AppError('RATE_LIMITED', 'auth.tooManyAttempts');
        },
        schema: {
          summary: 'SAML assertion consumer service (HTTP-POST)',
          operationId: 'consumeSamlResponse',
          consumes: ['application/x-www-form-urlencoded'],
          errors: [413, 429],
          // Read by hand: a body that is not this ends on the sign-in page as refused, not in a JSON 400.
          documentedBody: acsBodySchema,
        },
      },
      async (request, reply) => {
        const language = preferredLanguage(request.headers['accept-language']);
        const body = acsBodySchema.safeParse(request.body);
        let location: string;
        try {
          const result = await consumeSamlResponse(deps, {
            samlResponse: body.data?.SAMLResponse,
            relayState: body.data?.RelayState,
            language,
          });
          if (result.outcome.kind === 'failed') {
            request.log.warn(
              { reason: result.outcome.reason, refusal: result.refusal, ip: request.ip },
              'SAML sign-in refused',
            );
          }
          location = result.redirectTo;
        } catch (error) {
          request.log.error({ err: error }, 'SAML sign-in failed');
          location = ssoResultUrl(appUrl, 'sign_in', { kind: 'failed', reason: 'unavailable' });
        }
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      },
    );
  };
