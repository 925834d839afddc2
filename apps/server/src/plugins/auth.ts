import type { ApiKeyScope } from '@nfc/contract/api-keys';
import { managesTeam } from '@nfc/contract/team-roles';
import type { User } from '@nfc/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { signSessionToken, verifySessionToken } from '../accounts/session-tokens.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API key scope this route needs (issue 28); a route without one is never reachable with a key. */
    scope?: ApiKeyScope;
  }
  interface FastifyRequest {
    /** The signed-in user, as stored now (through the session cache, which every change invalidates); set by requireUser. */
    user: User | null;
    /** Set when the request came with an API key (it then acts as `user`, the key's creator). */
    apiKey: ApiKeyIdentity | null;
  }
  interface FastifyInstance {
    requireUser(request: FastifyRequest): Promise<void>;
    requireVerified(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** The organisation's owner or one of its admins (team roles, decision 017). */
    requireTeamManager(request: FastifyRequest): Promise<void>;
    /** The organisation's owner: billing and the plan. */
    requireTeamOwner(request: FastifyRequest): Promise<void>;
  }
}

/** The key a request authenticated with: which one, and what it may reach. */
export type ApiKeyIdentity = { id: string; scopes: ApiKeyScope[] };

/**
 * Finds the key of `Authorization: Bearer nfc_...` and its creator (features/api-keys, handed in by app.ts); throws
 * 401 for an unknown, expired or revoked key or a creator who may no longer manage the organisation.
 */
export type ApiKeyAuthenticator = (options: { key: string; ip: string }) => Promise<{
  user: User;
  apiKey: ApiKeyIdentity;
}>;

/** The policy name of the per-key limit in the RateLimit headers. */
const RATE_LIMIT_POLICY = 'default';
const RATE_LIMIT_WINDOW_SECONDS = 60;

/** The header that carries a fresh token to a client whose token is past half its life (silent renewal). */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';

/** The key of `Authorization: Bearer <key>`, if the request names one. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  return header.slice(7).trim();
}

/**
 * `request.user` from `x-auth-token` (signature, expiry and the user's current token version) or from an API key
 * (`Authorization: Bearer`; the route's `config.scope` decides, and each key has its own per-minute limit).
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    {
      sessions,
      keys,
      config,
      rateLimiter,
      authenticateApiKey,
    }: Pick<AppDeps, 'sessions' | 'keys' | 'config' | 'rateLimiter'> & { authenticateApiKey: ApiKeyAuthenticator },
  ) => {
    app.decorateRequest('user', null);
    app.decorateRequest('apiKey', null);
    const renewals = new WeakMap<FastifyRequest, Promise<string>>();
    const keyLimits = new WeakMap<FastifyRequest, { remaining: number; resetSeconds: number; isOver: boolean }>();
    // A session in use never runs out: past half its life, each answer to it carries a fresh token.
    app.addHook('onSend', async (request, reply, payload) => {
      const renewed = renewals.get(request);
      if (renewed && reply.statusCode < 400) reply.header(RENEWED_TOKEN_HEADER, await renewed);
      // Every answer to a key tells its budget (draft-ietf-httpapi-ratelimit-headers: RateLimit-Policy, RateLimit).
      const limit = keyLimits.get(request);
      if (limit) {
        reply.header(
          'ratelimit-policy',
          `"${RATE_LIMIT_POLICY}";q=${config.apiKeyRequestsPerMinute};w=${RATE_LIMIT_WINDOW_SECONDS}`,
        );
        reply.header('ratelimit', `"${RATE_LIMIT_POLICY}";r=${limit.remaining};t=${limit.resetSeconds}`);
        if (limit.isOver) reply.header('retry-after', String(limit.resetSeconds));
      }
      return payload;
    });

    async function authenticateWithKey(request: FastifyRequest, key: string): Promise<User> {
      const { user, apiKey } = await authenticateApiKey({ key, ip: request.ip });
      request.apiKey = apiKey;
      const hit = await rateLimiter.hit(
        `api-key:${apiKey.id}`,
        config.apiKeyRequestsPerMinute,
        RATE_LIMIT_WINDOW_SECONDS * 1000,
      );
      keyLimits.set(request, {
        remaining: Math.max(0, config.apiKeyRequestsPerMinute - hit.count),
        resetSeconds: hit.retryAfterSeconds,
        isOver: !hit.allowed,
      });
      if (!hit.allowed) throw new AppError('RATE_LIMITED', 'common.tooManyRequests');
      // A route names the scope a key needs; one that names none (billing, team, keys, admin) is never a key's.
      const scope = request.routeOptions.config?.scope;
      if (!scope) throw new AppError('FORBIDDEN', 'apiKeys.routeNotAllowed');
      if (!apiKey.scopes.includes(scope)) {
        throw new AppError('FORBIDDEN', 'apiKeys.missingScope', { params: { scope }, extra: { missingScope: scope } });
      }
      request.user = user;
      return user;
    }

    async function authenticate(request: FastifyRequest): Promise<User> {
      if (request.user) return request.user;
      const header = request.headers['x-auth-token'];
      const token = Array.isArray(header) ? header[0] : header;
      if (!token) {
        const key = bearerOf(request);
        if (key !== undefined) return authenticateWithKey(request, key);
        throw new AppError('UNAUTHORIZED', 'auth.signInRequired');
      }
      const verified = await verifySessionToken(token, keys.sessionTokens);
      if (!verified) throw new AppError('UNAUTHORIZED', 'auth.sessionInvalid');
      const principal = await sessions.get(verified.userId);
      // A deactivated member's tokens stop working at once, even one signed before the deactivation.
      if (!principal || principal.tokenVersion !== verified.tokenVersion || !principal.isActive)
        throw new AppError('UNAUTHORIZED', 'auth.sessionInvalid');
      request.user = principal.user;
      const secondsLeft = verified.expiresAt - Date.now() / 1000;
      if (secondsLeft < config.jwtExpiresInSeconds / 2) {
        renewals.set(
          request,
          signSessionToken({
            user: principal.user,
            tokenVersion: principal.tokenVersion,
            secret: keys.sessionTokens,
            expiresInSeconds: config.jwtExpiresInSeconds,
          }),
        );
      }
      return principal.user;
    }

    app.decorate('requireUser', async (request: FastifyRequest) => {
      await authenticate(request);
    });
    app.decorate('requireVerified', async (request: FastifyRequest) => {
      const user = await authenticate(request);
      if (!user.isEmailVerified) {
        throw new AppError('FORBIDDEN', 'auth.verifyEmailFirst', {
          extra: { needsVerification: true },
        });
      }
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await authenticate(request);
      // The admin area is never a key's, whoever made it.
      if (request.apiKey) throw new AppError('FORBIDDEN', 'apiKeys.routeNotAllowed');
      if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'auth.adminsOnly');
    });
    app.decorate('requireTeamManager', async (request: FastifyRequest) => {
      const user = await authenticate(request);
      if (!managesTeam(user.teamRole)) throw new AppError('FORBIDDEN', 'team.managersOnly');
    });
    app.decorate('requireTeamOwner', async (request: FastifyRequest) => {
      const user = await authenticate(request);
      if (user.teamRole !== 'owner') throw new AppError('FORBIDDEN', 'team.ownerOnly');
    });
  },
);
