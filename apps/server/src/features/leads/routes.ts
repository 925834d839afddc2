import {
  leadBodySchema,
  leadDetailSchema,
  leadLabelsSchema,
  leadListSchema,
  leadNoteBodySchema,
  leadNoteSchema,
  leadSchema,
  leadSubmittedSchema,
  leadsExportQuerySchema,
  leadsQuerySchema,
  updateLeadBodySchema,
} from '@nfc/contract/leads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { firstLanguageTag, preferredLanguage } from '../../http/language.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import type { RateLimitResult } from '../../platform/cache/rate-limiter.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { addLeadNote, deleteLeadNote, findLeadLabels, getLead, retryLeadCrmSync, updateLead } from './pipeline.ts';
import { deleteLead, exportLeadsCsv, findLeads, submitLead } from './service.ts';

/**
 * Leads per hour, set for a trade fair whose visitors all come through one network address: per address and
 * card (one booth's crowd) the main limit, per address across cards (a whole hall) higher still, and per
 * address, card and visitor (one e-mail or phone resending) low.
 */
export const LEAD_LIMITS = {
  /** A hall full of booths behind one NAT. */
  perIp: 200,
  /** One busy booth: more than a visitor a minute through the fair's Wi-Fi. */
  perIpAndCard: 60,
  /** The same person: a corrected typo or two, not a flood of one owner's inbox. */
  perVisitor: 3,
  windowMs: 60 * 60_000,
} as const;

const tokenParams = z.object({ downloadToken: z.string().min(1).max(100) });
const idParams = z.object({ id: z.string().max(100) });
const noteParams = z.object({ id: z.string().max(100), noteId: z.string().max(100) });

export const publicLeadRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { rateLimiter } = deps;
    const refuse = (reply: FastifyReply, hits: RateLimitResult[]) => {
      const blocked = hits.filter((hit) => !hit.allowed);
      if (blocked.length > 0) {
        reply.header('retry-after', String(Math.max(...blocked.map((hit) => hit.retryAfterSeconds))));
        throw new AppError('RATE_LIMITED', 'common.tooManyMessages');
      }
    };
    /** Counted before the body is read: per address, and per address and card. */
    const limitLeads = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = String((request.params as { downloadToken?: unknown }).downloadToken ?? '').slice(0, 100);
      const { perIp, perIpAndCard, windowMs } = LEAD_LIMITS;
      const network = networkOf(request.ip);
      refuse(
        reply,
        await Promise.all([
          rateLimiter.hit(`lead:ip:${network}`, perIp, windowMs),
          rateLimiter.hit(`lead:ip-card:${network}/${token}`, perIpAndCard, windowMs),
        ]),
      );
    };

    // POST /api/vcf/share/:downloadToken/leads - a visitor shares their details with the card's owner
    app.post(
      '/share/:downloadToken/leads',
      {
        config: { public: true },
        onRequest: limitLeads,
        schema: {
          summary: "Share a visitor's details with a card's owner",
          operationId: 'createLead',
          errors: [429],
          params: tokenParams,
          body: leadBodySchema,
          response: { 202: leadSubmittedSchema },
        },
      },
      async (request, reply) => {
        const visitor = (request.body.email ?? request.body.phone ?? '').toLowerCase();
        const visitorKey = `lead:visitor:${networkOf(request.ip)}/${request.params.downloadToken}/${visitor}`;
        refuse(reply, [await rateLimiter.hit(visitorKey, LEAD_LIMITS.perVisitor, LEAD_LIMITS.windowMs)]);
        await submitLead(deps, {
          downloadToken: request.params.downloadToken,
          body: request.body,
          language: firstLanguageTag(request.headers['accept-language']),
        });
        return reply.status(202).send(withMessage(msg('leads.submitted')));
      },
    );
  };

export const leadRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireUser);

    // GET /api/leads?search&status&assigneeId&label&vcfConfigId&from&to&page&pageSize - the caller's leads, newest first, paged
    app.get(
      '/',
      {
        config: { scope: 'leads:read' },
        schema: {
          summary: 'List leads',
          operationId: 'listLeads',
          querystring: leadsQuerySchema,
          response: { 200: leadListSchema },
        },
      },
      (request) => findLeads(deps, { actor: request.user!, query: request.query }),
    );

    // GET /api/leads/export.csv?search&status&assigneeId&label&vcfConfigId&from&to - the caller's leads matching the filters, as a CSV file
    app.get(
      '/export.csv',
      {
        config: { scope: 'leads:read' },
        schema: { summary: 'Export leads as CSV', operationId: 'exportLeadsCsv', querystring: leadsExportQuerySchema },
      },
      async (request, reply) => {
        const language = preferredLanguage(request.headers['accept-language']);
        const csv = await exportLeadsCsv(deps, { actor: request.user!, filter: request.query, language });
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    // GET /api/leads/labels - the labels in use on the caller's leads, A to Z
    app.get(
      '/labels',
      {
        config: { scope: 'leads:read' },
        schema: {
          summary: "List the labels in use on the caller's leads",
          operationId: 'listLeadLabels',
          response: { 200: leadLabelsSchema },
        },
      },
      (request) => findLeadLabels(deps, { actor: request.user! }),
    );

    // GET /api/leads/:id - one lead with its notes and history
    app.get(
      '/:id',
      {
        config: { scope: 'leads:read' },
        schema: {
          summary: 'Get a lead with its notes and history',
          operationId: 'getLead',
          params: idParams,
          response: { 200: leadDetailSchema },
        },
      },
      (request) => getLead(deps, { actor: request.user!, id: request.params.id }),
    );

    // PATCH /api/leads/:id - change a lead's status, assignee or labels; each change goes into its history
    app.patch(
      '/:id',
      {
        config: { scope: 'leads:write' },
        schema: {
          summary: "Change a lead's status, assignee or labels",
          operationId: 'updateLead',
          params: idParams,
          body: updateLeadBodySchema,
          response: { 200: leadDetailSchema },
        },
      },
      (request) => updateLead(deps, { actor: request.user!, id: request.params.id, data: request.body }),
    );

    // POST /api/leads/:id/notes - add a note to a lead
    app.post(
      '/:id/notes',
      {
        config: { scope: 'leads:write' },
        schema: {
          summary: 'Add a note to a lead',
          operationId: 'createLeadNote',
          params: idParams,
          body: leadNoteBodySchema,
          response: { 201: leadNoteSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addLeadNote(deps, { actor: request.user!, id: request.params.id, data: request.body })),
    );

    // DELETE /api/leads/:id/notes/:noteId - delete a note (its author, the owner or an admin)
    app.delete(
      '/:id/notes/:noteId',
      {
        config: { scope: 'leads:write' },
        schema: { summary: 'Delete a note of a lead', operationId: 'deleteLeadNote', params: noteParams },
      },
      async (request, reply) => {
        const { id, noteId } = request.params;
        await deleteLeadNote(deps, { actor: request.user!, id, noteId });
        return reply.status(204).send();
      },
    );

    // POST /api/leads/:id/crm/retry - send a lead whose CRM sync failed once more
    app.post(
      '/:id/crm/retry',
      {
        config: { scope: 'leads:write' },
        schema: {
          summary: "Retry a lead's failed CRM sync",
          operationId: 'retryLeadCrmSync',
          params: idParams,
          response: { 202: leadSchema },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await retryLeadCrmSync(deps, { actor: request.user!, id: request.params.id })),
    );

    // DELETE /api/leads/:id - delete one of the caller's leads
    app.delete(
      '/:id',
      {
        config: { scope: 'leads:write' },
        schema: { summary: 'Delete a lead', operationId: 'deleteLead', params: idParams },
      },
      async (request, reply) => {
        await deleteLead(deps, { actor: request.user!, id: request.params.id });
        return reply.status(204).send();
      },
    );
  };
