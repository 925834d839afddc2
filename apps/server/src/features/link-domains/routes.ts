import {
  linkDomainBodySchema,
  linkDomainDeleteQuerySchema,
  linkDomainPatchSchema,
  linkDomainSchema,
} from '@nfc/contract/link-domains';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { createTxtLookup } from '../../platform/network/dns.ts';
import { canUseLinkDomains } from '../../quota/quota.ts';
import { addLinkDomain, deleteLinkDomain, findLinkDomains, updateLinkDomain, verifyLinkDomain } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/**
 * The organisation's link domains (issue 33) under /api/domains: its owner and admins, on the Pro and Enterprise
 * plans; and the public question the TLS proxy asks before it gets a host a certificate.
 */
export const linkDomainRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/domains/tls-ask?domain= - 200 only for a serving host: Caddy's on_demand_tls `ask`, from memory
    app.get(
      '/tls-ask',
      {
        config: { public: true },
        schema: {
          summary: 'Ask whether a host may get a certificate',
          description:
            'For the TLS proxy in front (Caddy’s on-demand TLS): 200 when the host serves an organisation’s links, 404 otherwise.',
          operationId: 'askLinkDomainCertificate',
          querystring: z.object({ domain: z.string().max(300) }),
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        if (!deps.linkHosts.find(request.query.domain)) throw notFound('noun.domain');
        return { ok: true as const };
      },
    );

    const managedRoutes: FastifyPluginAsyncZod = async (managed) => {
      const lookupTxt = createTxtLookup(deps.config.dnsServers);
      managed.addHook('onRequest', managed.requireTeamManager);
      managed.addHook('onRequest', async (request: FastifyRequest) => {
        if (!canUseLinkDomains(request.user!)) throw new AppError('FORBIDDEN', 'linkDomains.planRequired');
      });
      const organisationOf = (request: FastifyRequest) => ({ organisationId: request.user!.organisationId });

      // GET /api/domains - the organisation's link domains with their records, status and use
      managed.get(
        '/',
        {
          schema: {
            summary: 'List the organisation’s link domains',
            operationId: 'listLinkDomains',
            response: { 200: z.array(linkDomainSchema) },
          },
        },
        (request) => findLinkDomains(deps, organisationOf(request)),
      );

      // POST /api/domains - claim a host: answers the TXT record to publish and where to point the host
      managed.post(
        '/',
        {
          schema: {
            summary: 'Add a link domain',
            operationId: 'addLinkDomain',
            errors: [409],
            body: linkDomainBodySchema,
            response: { 201: linkDomainSchema },
          },
        },
        async (request, reply) =>
          reply.status(201).send(await addLinkDomain(deps, { ...organisationOf(request), data: request.body })),
      );

      // PATCH /api/domains/:id - where / on the host leads, and whether it is the organisation's default
      managed.patch(
        '/:id',
        {
          schema: {
            summary: 'Change a link domain',
            operationId: 'updateLinkDomain',
            errors: [409],
            params: idParams,
            body: linkDomainPatchSchema,
            response: { 200: linkDomainSchema },
          },
        },
        (request) => updateLinkDomain(deps, { ...organisationOf(request), id: request.params.id, data: request.body }),
      );

      // POST /api/domains/:id/verify - look the TXT record up; 409 while it is not there, 503 when DNS does not answer
      managed.post(
        '/:id/verify',
        {
          schema: {
            summary: 'Verify a link domain by its TXT record',
            operationId: 'verifyLinkDomain',
            errors: [409, 503],
            params: idParams,
            response: { 200: linkDomainSchema },
          },
        },
        (request) => verifyLinkDomain(deps, { ...organisationOf(request), id: request.params.id, lookupTxt }),
      );

      // DELETE /api/domains/:id?moveTo= - drop a domain; tags and cards on it move to moveTo (refused without one)
      managed.delete(
        '/:id',
        {
          schema: {
            summary: 'Delete a link domain',
            operationId: 'deleteLinkDomain',
            errors: [409],
            params: idParams,
            querystring: linkDomainDeleteQuerySchema,
          },
        },
        async (request, reply) => {
          await deleteLinkDomain(deps, { ...organisationOf(request), id: request.params.id, ...request.query });
          return reply.status(204).send();
        },
      );
    };
    await app.register(managedRoutes);
  };
