import {
  adminPlanSchema,
  adminStatsSchema,
  adminTimeseriesSchema,
  adminUpdateUserBodySchema,
  adminUserSchema,
  auditEntrySchema,
  createPlanBodySchema,
  updatePlanBodySchema,
} from '@nfc/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findAuditEntries } from '../../audit/audit-log.ts';
import type { AppDeps } from '../../deps.ts';
import { createPlan, findAdminPlans, updatePlan } from './plans-service.ts';
import { getAdminStats, getAdminTimeseries } from './stats.ts';
import { findAdminUsers, updateUserAsAdmin } from './users-service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** Users, plans and figures; every route answers 401 to visitors and 403 to non-admins. */
export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    // GET /api/admin/users - every user, newest first, with plan, quota and usage
    app.get(
      '/users',
      {
        schema: {
          summary: 'List every user',
          operationId: 'listAdminUsers',
          response: { 200: z.array(adminUserSchema) },
        },
      },
      () => findAdminUsers({ db }),
    );

    // PUT /api/admin/users/:id - plan, tag quota and activation of a non-admin user
    app.put(
      '/users/:id',
      {
        schema: {
          summary: "Change a user's plan, quota or activation",
          operationId: 'updateAdminUser',
          params: idParams,
          body: adminUpdateUserBodySchema,
          response: { 200: adminUserSchema },
        },
      },
      (request) => updateUserAsAdmin(deps, { actor: request.user!, id: request.params.id, data: request.body }),
    );

    // GET /api/admin/users/:id/audit - admin changes to one user
    app.get(
      '/users/:id/audit',
      {
        schema: {
          summary: 'List the admin changes to one user',
          operationId: 'listAdminUserAudit',
          params: idParams,
          response: { 200: z.array(auditEntrySchema) },
        },
      },
      (request) => findAuditEntries(db, { targetType: 'user', targetId: request.params.id, limit: 50 }),
    );

    // GET /api/admin/plans - every plan, active or not
    app.get(
      '/plans',
      {
        schema: {
          summary: 'List every plan',
          operationId: 'listAdminPlans',
          response: { 200: z.array(adminPlanSchema) },
        },
      },
      () => findAdminPlans({ db }),
    );

    // POST /api/admin/plans - create a plan
    app.post(
      '/plans',
      {
        schema: {
          summary: 'Create a plan',
          operationId: 'createPlan',
          body: createPlanBodySchema,
          response: { 201: adminPlanSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createPlan({ db, actor: request.user!, data: request.body })),
    );

    // PUT /api/admin/plans/:id - update a plan
    app.put(
      '/plans/:id',
      {
        schema: {
          summary: 'Update a plan',
          operationId: 'updatePlan',
          params: idParams,
          body: updatePlanBodySchema,
          response: { 200: adminPlanSchema },
        },
      },
      (request) =>
        updatePlan({ db, sessions: deps.sessions, actor: request.user!, id: request.params.id, data: request.body }),
    );

    // GET /api/admin/stats - platform figures and the latest admin changes
    app.get(
      '/stats',
      {
        schema: {
          summary: 'Get the platform figures',
          operationId: 'getAdminStats',
          response: { 200: adminStatsSchema },
        },
      },
      async () => {
        await deps.scanRecorder.flush().catch(() => {});
        return getAdminStats({ db });
      },
    );

    // GET /api/admin/timeseries - scans, sign-ups and orders per day for the metrics panel
    app.get(
      '/timeseries',
      {
        schema: {
          summary: 'Get scans, sign-ups and orders per day',
          operationId: 'getAdminTimeseries',
          querystring: z.object({ days: z.coerce.number().int().min(7).max(365).default(30) }),
          response: { 200: adminTimeseriesSchema },
        },
      },
      (request) => getAdminTimeseries({ db, days: request.query.days }),
    );

    // GET /api/admin/audit - the latest admin changes
    app.get(
      '/audit',
      {
        schema: {
          summary: 'List the latest admin changes',
          operationId: 'listAdminAudit',
          response: { 200: z.array(auditEntrySchema) },
        },
      },
      () => findAuditEntries(db, { limit: 100 }),
    );
  };
