import type { ApiKeyScope } from '@nfc/contract/api-keys';
import { managesTeam } from '@nfc/contract/team-roles';
import type { User } from '@nfc/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { signSessionToken, verifySessionToken } from '../accounts/session-tokens.ts';
import { getUserRecord } from '../accounts/user-records.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The API key scope this route needs (issue 28); a route without one is never reachable with a key. */
    scope?: ApiKeyScope;
  }
  interface FastifyRequest {
    /** The signed-in user, read fresh from the database; set by requireUser. */
    user: User | null;
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

/** The header that carries a fresh token to a client whose token is past half its life (silent renewal). */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';

/** `request.user` from `x-auth-token`: signature, expiry and the user's current token version. */
export const authPlugin = fp(
  async (app: FastifyInstance, { db, keys, config }: Pick<AppDeps, 'db' | 'keys' | 'config'>) => {
    app.decorateRequest('user', null);
    const renewals = new WeakMap<FastifyRequest, Promise<string>>();
    // A session in use never runs out: past half its life, each answer to it carries a fresh token.
    app.addHook('onSend', async (request, reply, payload) => {
      const renewed = renewals.get(request);
      if (renewed && reply.statusCode < 400) reply.header(RENEWED_TOKEN_HEADER, await renewed);
      return payload;
    });

    async function authenticate(request: FastifyRequest): Promise<User> {
      if (request.user) return request.user;
      const header = request.headers['x-auth-token'];
      const token = Array.isArray(header) ? header[0] : header;
      if (!token) throw new AppError('UNAUTHORIZED', 'auth.signInRequired');
      const verified = await verifySessionToken(token, keys.sessionTokens);
      if (!verified) throw new AppError('UNAUTHORIZED', 'auth.sessionInvalid');
      const record = await getUserRecord({ db, userId: verified.userId });
      // A deactivated member's tokens stop working at once, even one signed before the deactivation.
      if (!record || record.row.tokenVersion !== verified.tokenVersion || !record.row.isActive)
        throw new AppError('UNAUTHORIZED', 'auth.sessionInvalid');
      request.user = record.user;
      const secondsLeft = verified.expiresAt - Date.now() / 1000;
      if (secondsLeft < config.jwtExpiresInSeconds / 2) {
        renewals.set(
          request,
          signSessionToken({
            user: record.user,
            tokenVersion: record.row.tokenVersion,
            secret: keys.sessionTokens,
            expiresInSeconds: config.jwtExpiresInSeconds,
          }),
        );
      }
      return record.user;
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
