import { enforcementBodySchema, groupRoleSchema, groupRolesBodySchema } from '@nfc/contract/identity';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { canUseIdentity } from '../../quota/quota.ts';
import { setEnforcement, setGroupRoles } from './policy.ts';

/**
 * Single sign-on policy (issue 30), under /api/team/sso beside the connection's routes: enforcement and the group
 * mapping, for the owner and admins on the Pro and Enterprise plans.
 */
export const ssoPolicyRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireTeamManager);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!canUseIdentity(request.user!)) throw new AppError('FORBIDDEN', 'identity.planRequired');
    });

    // PUT /api/team/sso/enforcement - addresses of the verified domains sign in by SSO only (the owner keeps a password)
    app.put(
      '/enforcement',
      {
        schema: {
          summary: 'Require single sign-on for the verified domains',
          operationId: 'setSsoEnforcement',
          errors: [409],
          body: enforcementBodySchema,
          response: { 200: enforcementBodySchema },
        },
      },
      (request) => setEnforcement(deps, { actor: request.user!, enforced: request.body.enforced }),
    );

    // PUT /api/team/sso/group-roles - which identity-provider groups make an admin or a member
    app.put(
      '/group-roles',
      {
        schema: {
          summary: 'Map identity-provider groups to roles',
          operationId: 'setSsoGroupRoles',
          body: groupRolesBodySchema,
          response: { 200: z.object({ groupRoles: z.array(groupRoleSchema) }) },
        },
      },
      (request) =>
        setGroupRoles(deps, { organisationId: request.user!.organisationId, groupRoles: request.body.groupRoles }),
    );
  };
