import { userActivitySchema } from '@nfc/contract/activity';
import { profileResponseSchema, updateProfileBodySchema } from '@nfc/contract/auth';
import { checklistSchema } from '@nfc/contract/checklist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { getUserActivity } from './activity.ts';
import { getChecklist } from './checklist.ts';
import { updateProfile } from './service.ts';

export const userRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireUser);

    // GET /api/users/profile - the signed-in user
    app.get(
      '/profile',
      {
        schema: {
          summary: 'Get the signed-in user',
          operationId: 'getProfile',
          response: { 200: profileResponseSchema },
        },
      },
      // The auth check read the user as stored now (through the session cache, which every change invalidates).
      (request) => request.user!,
    );

    // PUT /api/users/profile - organisation fields only
    app.put(
      '/profile',
      {
        schema: {
          summary: 'Update the organisation fields of the profile',
          operationId: 'updateProfile',
          body: updateProfileBodySchema,
          response: { 200: profileResponseSchema },
        },
      },
      (request) => updateProfile({ db: deps.db, sessions: deps.sessions, actor: request.user!, data: request.body }),
    );

    // GET /api/users/activity - the hub's figures and the caller's latest events
    app.get(
      '/activity',
      {
        schema: {
          summary: "Get the hub's figures and latest events",
          operationId: 'getActivity',
          response: { 200: userActivitySchema },
        },
      },
      async (request) => {
        await deps.scanRecorder.flush().catch(() => {});
        return getUserActivity({ db: deps.db, actor: request.user! });
      },
    );

    // GET /api/users/checklist - the hub's first-run steps for the caller's role, each done or not (derived, not stored)
    app.get(
      '/checklist',
      {
        schema: {
          summary: 'Get the first-run checklist',
          operationId: 'getChecklist',
          response: { 200: checklistSchema },
        },
      },
      async (request) => {
        await deps.scanRecorder.flush().catch(() => {});
        return getChecklist({ db: deps.db, actor: request.user! });
      },
    );
  };
