import { loginResponseSchema, messageResponseSchema } from '@nfc/contract/auth';
import { analyticsQuerySchema } from '@nfc/contract/tags';
import {
  acceptInvitationBodySchema,
  BULK_INVITATION_MAX_BYTES,
  bulkInvitationResultSchema,
  invitationBodySchema,
  invitationLinkSchema,
  invitationPreviewSchema,
  teamAnalyticsSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamSchema,
  transferBodySchema,
  updateMemberBodySchema,
} from '@nfc/contract/team';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { preferredLanguage } from '../../http/language.ts';
import { readInput } from '../../http/multipart.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { networkOf } from '../../platform/network/ip-network.ts';
import { buildTeamAnalyticsCsv, getTeamAnalytics } from './analytics.ts';
import { readInvitationCsv } from './csv.ts';
import {
  acceptInvitation,
  bulkInvite,
  createInvitation,
  getTeam,
  previewInvitation,
  removeMember,
  renewInvitationLink,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
  updateMember,
} from './service.ts';

const idParams = z.object({ id: z.string().max(100) });
// A link token is 43 characters; the router refuses parameters over 100 before this runs.
const tokenParams = z.object({ token: z.string().max(100) });

/**
 * Invitation calls (one address or a file) per organisation: one every 5 seconds for 10 minutes never slows a
 * person onboarding a team, and keeps a script from turning the platform into a mail cannon.
 */
const INVITATION_CALLS = { limit: 120, windowMs: 10 * 60_000 } as const;
/** Looks at and uses of invitation links per IP: each use hashes a password. */
const JOIN_CALLS = { limit: 20, windowMs: 15 * 60_000 } as const;

/** The caller's organisation: its members, roles, invitations and seats (decision 017). */
export const teamRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const language = (request: FastifyRequest) => preferredLanguage(request.headers['accept-language']);

    async function limit(reply: FastifyReply, key: string, { limit, windowMs }: { limit: number; windowMs: number }) {
      const hit = await deps.rateLimiter.hit(key, limit, windowMs);
      if (!hit.allowed) {
        reply.header('retry-after', String(hit.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', 'common.tooManyRequests');
      }
    }
    const limitInvitations = (request: FastifyRequest, reply: FastifyReply) =>
      limit(reply, `team-invitations:organisation:${request.user!.organisationId}`, INVITATION_CALLS);
    const limitJoin = (request: FastifyRequest, reply: FastifyReply) =>
      limit(reply, `team-join:ip:${networkOf(request.ip)}`, JOIN_CALLS);

    const managers = { onRequest: app.requireTeamManager };

    // GET /api/team - the organisation, the caller's role, members, open invitations and seats (a member: only themselves)
    app.get(
      '/',
      {
        onRequest: app.requireUser,
        schema: {
          summary: 'Get the team: members, invitations and seats',
          operationId: 'getTeam',
          response: { 200: teamSchema },
        },
      },
      (request) => getTeam(deps, request.user!),
    );

    // POST /api/team/invitations - invite one person by e-mail (a seat is taken until the invitation is used or expires)
    app.post(
      '/invitations',
      {
        ...managers,
        schema: {
          summary: 'Invite one person by e-mail',
          operationId: 'createInvitation',
          errors: [409, 429],
          body: invitationBodySchema,
          response: { 201: teamInvitationSchema },
        },
      },
      async (request, reply) => {
        await limitInvitations(request, reply);
        return reply.status(201).send(await createInvitation(deps, { actor: request.user!, data: request.body }));
      },
    );

    // POST /api/team/invitations/bulk - multipart `file`: a CSV of email,role,name (up to 500 rows); everyone or nobody
    app.post(
      '/invitations/bulk',
      {
        ...managers,
        schema: {
          summary: 'Invite everyone in a CSV file',
          operationId: 'createInvitationsFromCsv',
          errors: [409, 413, 415, 429],
          response: { 201: bulkInvitationResultSchema },
        },
      },
      async (request, reply) => {
        await limitInvitations(request, reply);
        const { file } = await readInput(request, { fileField: 'file', maxBytes: BULK_INVITATION_MAX_BYTES });
        if (!file) throw new AppError('VALIDATION', 'team.bulkFile', { fields: { file: 'team.bulkFile' } });
        const rows = readInvitationCsv(file.buffer);
        const result = await bulkInvite(deps, { actor: request.user!, rows, language: language(request) });
        return reply.status(201).send(result);
      },
    );

    // DELETE /api/team/invitations/:id - withdraw an open invitation (its link stops working, its seat frees up)
    app.delete(
      '/invitations/:id',
      {
        ...managers,
        schema: { summary: 'Withdraw an open invitation', operationId: 'revokeInvitation', params: idParams },
      },
      async (request, reply) => {
        await revokeInvitation(deps, { actor: request.user!, id: request.params.id });
        return reply.status(204).send();
      },
    );

    // POST /api/team/invitations/:id/resend - mail an open invitation again: new link, 7 days from now, the old link dies
    app.post(
      '/invitations/:id/resend',
      {
        ...managers,
        schema: {
          summary: 'Mail an open invitation again',
          operationId: 'resendInvitation',
          errors: [429],
          params: idParams,
          response: { 200: teamInvitationSchema },
        },
      },
      async (request, reply) => {
        await limitInvitations(request, reply);
        return resendInvitation(deps, { actor: request.user!, id: request.params.id });
      },
    );

    // POST /api/team/invitations/:id/link - a new link to copy (only a hash is kept, so the old link dies), 7 days
    app.post(
      '/invitations/:id/link',
      {
        ...managers,
        schema: {
          summary: 'Make a new invitation link to copy',
          operationId: 'renewInvitationLink',
          errors: [429],
          params: idParams,
          response: { 200: invitationLinkSchema },
        },
      },
      async (request, reply) => {
        await limitInvitations(request, reply);
        return renewInvitationLink(deps, { actor: request.user!, id: request.params.id });
      },
    );

    // GET /api/team/invitations/:token - public: who invites whom, for the join page
    app.get(
      '/invitations/:token',
      {
        config: { public: true },
        schema: {
          summary: 'Show who invites whom, for the join page',
          operationId: 'previewInvitation',
          errors: [429],
          params: tokenParams,
          response: { 200: invitationPreviewSchema },
        },
      },
      async (request, reply) => {
        await limitJoin(request, reply);
        return previewInvitation(deps, request.params.token);
      },
    );

    // POST /api/team/invitations/:token/accept - public: create the invited account (verified) and sign it in
    app.post(
      '/invitations/:token/accept',
      {
        config: { public: true },
        schema: {
          summary: 'Accept an invitation and create the account',
          operationId: 'acceptInvitation',
          errors: [409, 429],
          params: tokenParams,
          body: acceptInvitationBodySchema,
          response: { 201: loginResponseSchema },
        },
      },
      async (request, reply) => {
        await limitJoin(request, reply);
        const { token } = await acceptInvitation(deps, {
          token: request.params.token,
          data: request.body,
          language: language(request),
        });
        return reply.status(201).send(withMessage(msg('auth.loggedIn'), { token }));
      },
    );

    // PUT /api/team/members/:id - change a member's role (admins: owner only) or deactivate / reactivate them
    app.put(
      '/members/:id',
      {
        ...managers,
        schema: {
          summary: "Change a member's role or activation",
          operationId: 'updateMember',
          params: idParams,
          body: updateMemberBodySchema,
          response: { 200: teamMemberSchema },
        },
      },
      (request) => updateMember(deps, { actor: request.user!, id: request.params.id, data: request.body }),
    );

    // DELETE /api/team/members/:id - remove a member: their sessions end, their cards pass to the remover
    app.delete(
      '/members/:id',
      { ...managers, schema: { summary: 'Remove a member', operationId: 'removeMember', params: idParams } },
      async (request, reply) => {
        await removeMember(deps, { actor: request.user!, id: request.params.id });
        return reply.status(204).send();
      },
    );

    // GET /api/team/analytics?from&to - per member: cards, card views, saves and leads (a member: only themselves)
    app.get(
      '/analytics',
      {
        config: { scope: 'analytics:read' },
        onRequest: app.requireUser,
        schema: {
          summary: 'Get per-member figures',
          operationId: 'getTeamAnalytics',
          querystring: analyticsQuerySchema,
          response: { 200: teamAnalyticsSchema },
        },
      },
      (request) => getTeamAnalytics(deps.db, { actor: request.user!, query: request.query }),
    );

    // GET /api/team/analytics.csv?from&to - the same figures as a CSV file, headers in the caller's language
    app.get(
      '/analytics.csv',
      {
        config: { scope: 'analytics:read' },
        onRequest: app.requireUser,
        schema: {
          summary: 'Export per-member figures as CSV',
          operationId: 'exportTeamAnalyticsCsv',
          querystring: analyticsQuerySchema,
        },
      },
      async (request, reply) => {
        const analytics = await getTeamAnalytics(deps.db, { actor: request.user!, query: request.query });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="team-${analytics.from}-${analytics.to}.csv"`)
          .header('cache-control', 'no-store')
          .send(buildTeamAnalyticsCsv(analytics, language(request)));
      },
    );

    // POST /api/team/transfer - the owner hands the organisation to an active member and becomes an admin
    app.post(
      '/transfer',
      {
        onRequest: app.requireTeamOwner,
        schema: {
          summary: 'Hand the organisation to another member',
          operationId: 'transferOwnership',
          errors: [409],
          body: transferBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      (request) => transferOwnership(deps, { actor: request.user!, memberId: request.body.memberId }),
    );
  };
