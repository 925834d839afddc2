import { domainBodySchema, verifiedDomainSchema } from '@nfc/contract/identity';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { createTxtLookup } from '../../platform/network/dns.ts';
import { canUseIdentity } from '../../quota/quota.ts';
import { addDomain, deleteDomain, findDomains, verifyDomain } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** The organisation's verified domains (issue 30): its owner and admins, on the Pro and Enterprise plans. */
export const domainRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const lookupTxt = createTxtLookup(deps.config.dnsServers);
    app.addHook('onRequest', app.requireTeamManager);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!canUseIdentity(request.user!)) throw new AppError('FORBIDDEN', 'identity.planRequired');
    });
    const organisationOf = (request: FastifyRequest) => ({ organisationId: request.user!.organisationId });

    // GET /api/team/domains - the organisation's domains, verified or not, with the TXT record each needs
    app.get(
      '/',
      {
        schema: {
          summary: 'List the organisation’s domains',
          operationId: 'listDomains',
          response: { 200: z.array(verifiedDomainSchema) },
        },
      },
      (request) => findDomains(deps, organisationOf(request)),
    );

    // POST /api/team/domains - claim a domain: answers the TXT record to publish before verifying it
    app.post(
      '/',
      {
        schema: {
          summary: 'Add a domain to verify',
          operationId: 'addDomain',
          errors: [409],
          body: domainBodySchema,
          response: { 201: verifiedDomainSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addDomain(deps, { ...organisationOf(request), domain: request.body.domain })),
    );

    // POST /api/team/domains/:id/verify - look the TXT record up; 409 while it is not there
    app.post(
      '/:id/verify',
      {
        schema: {
          summary: 'Verify a domain by its TXT record',
          operationId: 'verifyDomain',
          errors: [409],
          params: idParams,
          response: { 200: verifiedDomainSchema },
        },
      },
      (request) => verifyDomain(deps, { ...organisationOf(request), id: request.params.id, lookupTxt }),
    );

    // DELETE /api/team/domains/:id - drop a domain (verified or not): its addresses no longer sign in by SSO
    app.delete(
      '/:id',
      { schema: { summary: 'Delete a domain', operationId: 'deleteDomain', params: idParams } },
      async (request, reply) => {
        await deleteDomain(deps, { ...organisationOf(request), id: request.params.id });
        return reply.status(204).send();
      },
    );
  };
