import { userActivitySchema } from '@nfc/contract/activity';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  profileResponseSchema,
  updateProfileBodySchema,
} from '@nfc/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { guardPasswordGuess } from '../auth/password-guesses.ts';
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
        const user = request.user!;
        // Current passwords are guesses like sign-ins (per user and IP), so a stolen session cannot guess the password.
        const permit = await guardPasswordGuess(deps, request, reply, {
          scope: 'change-password',
          account: user.id,
          email: user.email,
        });
        try {
          const changed = await changePassword(deps, { userId: user.id, data: request.body });
          await permit.giveBack();
          return changed;
        } catch (error) {
          const isWrongPassword = error instanceof AppError && Boolean(error.fields?.currentPassword);
          if (!isWrongPassword) await permit.giveBack();
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
