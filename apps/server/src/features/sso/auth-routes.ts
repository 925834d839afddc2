import { emailSchema, loginResponseSchema } from '@nfc/contract/auth';
import { type SsoFailureReason, ssoExchangeBodySchema } from '@nfc/contract/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, validationError } from '../../errors.ts';
import { preferredLanguage } from '../../http/language.ts';
import { msg, schemaMessage, withMessage } from '../../i18n/messages.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { finishOidcSignIn, oidcRedirectUri } from './oidc.ts';
import { findUsableSsoConnection, startSsoFlow } from './settings.ts';
import { exchangeSsoCode, organisationOfAddress, type SsoOutcome, ssoResultUrl, takeSsoFlow } from './sign-in.ts';

/**
 * Per network, for each of starts (each may call the IdP and stores a flow), answers coming back and code exchanges.
 * The identity provider does the authenticating, so nothing is guessed here: the limit only stops a flood, and is
 * wide enough for an office of a few hundred people behind one address signing in on a Monday morning.
 */
export const SSO_CALLS = { limit: 600, windowMs: 15 * 60_000 } as const;

const startQuery = z.object({ email: z.string().max(500).optional() });
const callbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/**
 * Single sign-on for everyone (under /api/auth/sso): the start from the sign-in page's work e-mail, the identity
 * provider's answer, and the one-time code the web trades for a session. All public; a failure sends a browser back
 * to the sign-in page with its reason, never an error page.
 */
export const ssoAuthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { appUrl } = deps.config;

    const limitIp = (scope: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const hit = await deps.rateLimiter.hit(
        `${scope}:ip:${networkOf(request.ip)}`,
        SSO_CALLS.limit,
        SSO_CALLS.windowMs,
      );
      if (!hit.allowed) {
        reply.header('retry-after', String(hit.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', 'auth.tooManyAttempts');
      }
    };
    const redirect = (reply: FastifyReply, url: string) => reply.header('cache-control', 'no-store').redirect(url, 302);

    // GET /api/auth/sso/start?email= - 302 to the identity provider of the organisation that verified the address's domain
    app.get(
      '/start',
      {
        config: { public: true },
        onRequest: limitIp('sso-start'),
        schema: {
          summary: 'Start single sign-on for a work e-mail address',
          operationId: 'startSso',
          errors: [404, 429, 503],
          querystring: startQuery,
        },
      },
      async (request, reply) => {
        const typed = (request.query.email ?? '').trim();
        // A browser goes back to the sign-in page with the reason; a script gets the error as JSON.
        const prefersHtml = String(request.headers.accept ?? '').includes('text/html');
        const fail = (reason: SsoFailureReason, error: AppError) => {
          if (!prefersHtml) throw error;
          return redirect(reply, `${appUrl}/login?${new URLSearchParams({ sso: reason, email: typed })}`);
        };
        const parsed = emailSchema.safeParse(typed);
        if (!parsed.success) {
          return fail('noConnection', validationError({ email: schemaMessage(parsed.error.issues[0]!.message) }));
        }
        const organisationId = await organisationOfAddress(deps.db, parsed.data);
        const connection = organisationId ? await findUsableSsoConnection(deps.db, organisationId) : null;
        if (!connection) return fail('noConnection', new AppError('NOT_FOUND', 'auth.ssoNoConnection'));
        try {
          return redirect(
            reply,
            await startSsoFlow(deps, {
              connection,
              purpose: 'sign_in',
              loginHint: parsed.data,
              logger: request.log,
            }),
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return fail('unavailable', error);
        }
      },
    );

    // GET /api/auth/sso/oidc/callback?code&state - the identity provider's answer: 302 to the web with a code or the reason
    app.get(
      '/oidc/callback',
      {
        config: { public: true },
        onRequest: limitIp('sso-callback'),
        schema: {
          summary: 'Finish an OpenID Connect sign-in (redirect from the identity provider)',
          operationId: 'finishOidcSso',
          errors: [429],
          querystring: callbackQuery,
        },
      },
      async (request, reply) => {
        const { state } = request.query;
        const flow = state ? await takeSsoFlow(deps.db, state) : null;
        const finish = (purpose: 'sign_in' | 'test', outcome: SsoOutcome) =>
          redirect(reply, ssoResultUrl(appUrl, purpose, outcome));
        if (flow?.type !== 'oidc') {
          request.log.info('SSO answer refused: unknown, used or expired state');
          return finish('sign_in', { kind: 'failed', reason: 'expired' });
        }
        const connection = await findUsableSsoConnection(deps.db, flow.organisationId);
        if (connection?.type !== 'oidc') return finish(flow.purpose, { kind: 'failed', reason: 'noConnection' });
        // The answer exactly as the IdP sent it: openid-client checks its state, issuer and code against it.
        const callbackUrl = new URL(oidcRedirectUri(appUrl));
        const raw = request.raw.url ?? '';
        callbackUrl.search = raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
        const outcome = await finishOidcSignIn(deps, {
          flow,
          connection,
          callbackUrl,
          language: preferredLanguage(request.headers['accept-language']),
          logger: request.log,
        });
        if (outcome.kind === 'signedIn') request.log.info({ userId: outcome.userId }, 'signed in through SSO');
        else if (outcome.kind === 'failed') request.log.info({ reason: outcome.reason }, 'SSO sign-in refused');
        return finish(flow.purpose, outcome);
      },
    );

    // POST /api/auth/sso/exchange - trade the one-time code of a finished sign-in (once, within a minute) for a session token
    app.post(
      '/exchange',
      {
        config: { public: true },
        onRequest: limitIp('sso-exchange'),
        schema: {
          summary: 'Trade a single sign-on code for a session token',
          operationId: 'exchangeSsoCode',
          errors: [429],
          body: ssoExchangeBodySchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => {
        const token = await exchangeSsoCode(deps, request.body.code);
        if (!token) throw new AppError('BAD_REQUEST', 'auth.ssoCodeInvalid');
        return withMessage(msg('auth.loggedIn'), { token });
      },
    );
  };
