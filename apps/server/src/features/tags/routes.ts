import { tagAlertSchema } from '@nfc/contract/tag-alerts';
import {
  type AnalyticsQuery,
  analyticsQuerySchema,
  TAG_DOCUMENT_MAX_BYTES,
  type TagAnalytics,
  tagAnalyticsSchema,
  tagBodySchema,
  tagSchema,
} from '@nfc/contract/tags';
import { bindChipBodySchema, RECENT_TAG_SCANS, recentTagScanSchema } from '@nfc/contract/verified-taps';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { resolveRange } from '../../http/date-range.ts';
import { jsonAnswer, sendJsonAnswer } from '../../http/json-text.ts';
import { readInput } from '../../http/multipart.ts';
import { parseInput } from '../../http/validate.ts';
import { canSeeAnalytics } from '../../quota/quota.ts';
import { findTagAlerts } from './alerts.ts';
import {
  bindChip,
  createTag,
  deleteTag,
  findRecentTagScans,
  findTagsJson,
  getTag,
  unbindChip,
  updateTag,
} from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** A tag's scan analytics, computed by the scans feature (passed in by app.ts). */
export type TagAnalyticsSource = {
  getTagAnalytics(db: Database, options: { tagId: string; query: AnalyticsQuery }): Promise<TagAnalytics>;
};

export const tagRoutes =
  (deps: AppDeps, { getTagAnalytics }: TagAnalyticsSource): FastifyPluginAsyncZod =>
  async (app) => {
    // Tags are the organisation's: its owner and admins manage them (decision 017).
    app.addHook('onRequest', app.requireTeamManager);
    const readTag = async (request: FastifyRequest) => {
      const { fields, file } = await readInput(request, {
        fileField: 'documentFile',
        maxBytes: TAG_DOCUMENT_MAX_BYTES,
      });
      return { data: parseInput(tagBodySchema, fields), document: file };
    };

    // GET /api/tags - the caller's tags, newest first, with scan counts
    app.get(
      '/',
      {
        config: { scope: 'tags:read' },
        schema: { summary: 'List tags', operationId: 'listTags', response: { 200: z.array(tagSchema) } },
      },
      async (request, reply) => {
        // Recent scans count at once; a failed write is retried by the recorder, not by this request.
        await deps.scanRecorder.flush().catch(() => {});
        // Written by the database as the schema's JSON (findTagsJson), so it is sent as it is; kept until anything of
        // the organisation changes (its scans included: the flush above reports them first).
        const { organisationId } = request.user!;
        const answer = await deps.organisationReads.get(organisationId, 'tags', async () =>
          jsonAnswer(await findTagsJson(deps, { organisationId })),
        );
        return sendJsonAnswer(request, reply, answer);
      },
    );

    // POST /api/tags - create a tag (Pro plan, within the quota); JSON or multipart with documentFile
    app.post(
      '/',
      {
        config: { scope: 'tags:write' },
        schema: {
          summary: 'Create a tag',
          operationId: 'createTag',
          documentedBody: tagBodySchema,
          errors: [413, 415],
          response: { 201: tagSchema },
        },
      },
      async (request, reply) => {
        const { data, document } = await readTag(request);
        return reply.status(201).send(await createTag(deps, { user: request.user!, data, document }));
      },
    );

    // GET /api/tags/alerts - the caller's tags still unscanned 14 days after their order was delivered
    app.get(
      '/alerts',
      {
        config: { scope: 'tags:read' },
        schema: {
          summary: 'List tags still unscanned after delivery',
          operationId: 'listTagAlerts',
          response: { 200: z.array(tagAlertSchema) },
        },
      },
      async (request) => {
        await deps.scanRecorder.flush().catch(() => {});
        return findTagAlerts(deps, { organisationId: request.user!.organisationId });
      },
    );

    // GET /api/tags/:id - one of the caller's tags
    app.get(
      '/:id',
      {
        config: { scope: 'tags:read' },
        schema: { summary: 'Get a tag', operationId: 'getTag', params: idParams, response: { 200: tagSchema } },
      },
      (request) => getTag(deps, { organisationId: request.user!.organisationId, id: request.params.id }),
    );

    // PUT /api/tags/:id - replace a tag's fields (rules, expiry and cap left out keep theirs); a new document replaces the old
    app.put(
      '/:id',
      {
        config: { scope: 'tags:write' },
        schema: {
          summary: "Replace a tag's fields",
          operationId: 'updateTag',
          documentedBody: tagBodySchema,
          errors: [413, 415],
          params: idParams,
          response: { 200: tagSchema },
        },
      },
      async (request) => {
        const { data, document } = await readTag(request);
        return updateTag(deps, { organisationId: request.user!.organisationId, id: request.params.id, data, document });
      },
    );

    // DELETE /api/tags/:id - delete a tag, its document and its scans
    app.delete(
      '/:id',
      {
        config: { scope: 'tags:write' },
        schema: { summary: 'Delete a tag, its document and its scans', operationId: 'deleteTag', params: idParams },
      },
      async (request, reply) => {
        await deleteTag(deps, { organisationId: request.user!.organisationId, id: request.params.id });
        return reply.status(204).send();
      },
    );

    // GET /api/tags/:id/analytics?from&to - scans per day and source, top lists, funnel, matched rules, refused scans
    app.get(
      '/:id/analytics',
      {
        config: { scope: 'analytics:read' },
        schema: {
          summary: "Get a tag's scan analytics",
          operationId: 'getTagAnalytics',
          params: idParams,
          querystring: analyticsQuerySchema,
          response: { 200: tagAnalyticsSchema },
        },
      },
      async (request) => {
        const { organisationId } = request.user!;
        const tag = await deps.organisationReads.get(organisationId, `tag:${request.params.id}`, () =>
          getTag(deps, { organisationId, id: request.params.id }),
        );
        if (!canSeeAnalytics(request.user!)) {
          throw new AppError('FORBIDDEN', 'tags.analyticsNeedPlan');
        }
        await deps.scanRecorder.flush().catch(() => {});
        // The range as days, so the key turns with the date; the answer is kept until the organisation changes.
        const { from, to } = resolveRange(request.query, new Date());
        return deps.organisationReads.get(organisationId, `analytics:${tag.id}:${from}:${to}`, () =>
          getTagAnalytics(deps.db, { tagId: tag.id, query: request.query }),
        );
      },
    );

    // GET /api/tags/:id/scans - the tag's latest scans with their verification outcome (issue 31)
    app.get(
      '/:id/scans',
      {
        config: { scope: 'analytics:read' },
        schema: {
          summary: "List a tag's latest scans",
          operationId: 'listRecentTagScans',
          params: idParams,
          response: { 200: z.array(recentTagScanSchema) },
        },
      },
      async (request) => {
        const { organisationId } = request.user!;
        // Another organisation's tag is a 404 first; then, as analytics, the plans that see analytics.
        const tag = await getTag(deps, { organisationId, id: request.params.id });
        if (!canSeeAnalytics(request.user!)) throw new AppError('FORBIDDEN', 'tags.analyticsNeedPlan');
        await deps.scanRecorder.flush().catch(() => {});
        return findRecentTagScans(deps, { organisationId, id: tag.id, limit: RECENT_TAG_SCANS });
      },
    );

    // PUT /api/tags/:id/chip - bind the tag to its NTAG 424 DNA chip's UID at encoding
    app.put(
      '/:id/chip',
      {
        config: { scope: 'tags:write' },
        schema: {
          summary: 'Bind a tag to its chip',
          operationId: 'bindTagChip',
          params: idParams,
          body: bindChipBodySchema,
          errors: [409],
          response: { 200: tagSchema },
        },
      },
      (request) =>
        bindChip(deps, { organisationId: request.user!.organisationId, id: request.params.id, uid: request.body.uid }),
    );

    // DELETE /api/tags/:id/chip - unbind the tag from its chip (the chip's counter is kept)
    app.delete(
      '/:id/chip',
      {
        config: { scope: 'tags:write' },
        schema: { summary: 'Unbind a tag from its chip', operationId: 'unbindTagChip', params: idParams },
      },
      async (request, reply) => {
        await unbindChip(deps, { organisationId: request.user!.organisationId, id: request.params.id });
        return reply.status(204).send();
      },
    );
  };
