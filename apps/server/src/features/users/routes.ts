import { userActivitySchema } from '@nfc/contract/activity';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  profileResponseSchema,
  updateProfileBodySchema,
} from '@nfc/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../errors.ts';
import { authLimits } from '../auth/routes.ts';
import { changePassword } from '../auth/service.ts';
import { getUserActivity } from './activity.ts';
import { getUser, updateProfile } from './service.ts';

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireUser);

    // GET /api/users/profile - the signed-in user
    app.get('/profile', { schema: { response: { 200: profileResponseSchema } } }, (request) =>
      getUser({ db: deps.db, userId: request.user!.id }),
    );

    // PUT /api/users/profile - organisation fields only
    app.put(
      '/profile',
      { schema: { body: updateProfileBodySchema, response: { 200: profileResponseSchema } } },
      (request) => updateProfile({ db: deps.db, userId: request.user!.id, data: request.body }),
    );

    // PUT /api/users/change-password - checks the current password; answers a fresh token
    app.put(
      '/change-password',
      { schema: { body: changePasswordBodySchema, response: { 200: changePasswordResponseSchema } } },
      async (request, reply) => {
        // Wrong current passwords count like failed sign-ins, so a stolen session cannot guess the password.
        const { limit, windowMs } = authLimits.loginFailures;
        const key = `change-password-fail:user:${request.user!.id}`;
        const state = await deps.rateLimiter.peek(key, limit);
        if (!state.allowed) {
          reply.header('retry-after', String(state.retryAfterSeconds));
          throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
        }
        try {
          return await changePassword(deps, { userId: request.user!.id, data: request.body });
        } catch (error) {
          if (error instanceof AppError && error.fields?.currentPassword)
            await deps.rateLimiter.hit(key, limit, windowMs);
          throw error;
        }
      },
    );

    // GET /api/users/activity - the hub's figures and the caller's latest events
    app.get('/activity', { schema: { response: { 200: userActivitySchema } } }, async (request) => {
      await deps.scanRecorder.flush().catch(() => {});
      return getUserActivity({ db: deps.db, userId: request.user!.id });
    });
  };
