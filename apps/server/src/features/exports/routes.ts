import {
  ORGANISATION_EXPORTS_PER_DAY,
  organisationExportCreatedSchema,
  organisationExportDownloadQuerySchema,
  organisationExportListSchema,
  organisationExportSchema,
} from '@nfc/contract/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findExports, getExport, openExportDownload, requestExport } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** The owner's exports of the organisation's data (decision 023); the download link works without a session. */
export const organisationExportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // POST /api/organisation/exports - start an export (or answer the one under way)
    app.post(
      '/',
      {
        onRequest: app.requireTeamOwner,
        schema: {
          summary: 'Start an export of the organisation',
          operationId: 'createOrganisationExport',
          errors: [429],
          response: { 202: organisationExportCreatedSchema },
        },
      },
      async (request, reply) => {
        const result = await requestExport(deps, { actor: request.user! });
        if (result.kind === 'limited') {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new AppError('RATE_LIMITED', 'exports.tooMany', { params: { limit: ORGANISATION_EXPORTS_PER_DAY } });
        }
        return reply.status(202).send({ id: result.id });
      },
    );

    // GET /api/organisation/exports - the organisation's recent exports, newest first
    app.get(
      '/',
      {
        onRequest: app.requireTeamOwner,
        schema: {
          summary: 'List the recent exports',
          operationId: 'listOrganisationExports',
          response: { 200: organisationExportListSchema },
        },
      },
      (request) => findExports(deps, { actor: request.user! }),
    );

    // GET /api/organisation/exports/:id - one export's state and, when ready, a short-lived download link
    app.get(
      '/:id',
      {
        onRequest: app.requireTeamOwner,
        schema: {
          summary: "Get one export's state",
          operationId: 'getOrganisationExport',
          params: idParams,
          response: { 200: organisationExportSchema },
        },
      },
      (request) => getExport(deps, { actor: request.user!, id: request.params.id }),
    );

    // GET /api/organisation/exports/:id/download?token= - the zip, for whoever holds the mailed or portal link
    app.get(
      '/:id/download',
      {
        config: { public: true },
        schema: {
          summary: "Download an export's zip file",
          operationId: 'downloadOrganisationExport',
          errors: [410],
          params: idParams,
          querystring: organisationExportDownloadQuerySchema,
        },
      },
      async (request, reply) => {
        const { stream, sizeBytes, createdAt } = await openExportDownload(deps, {
          id: request.params.id,
          ...request.query,
        });
        const day = createdAt.toISOString().slice(0, 10);
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="organisation-export-${day}.zip"`)
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer');
        if (sizeBytes !== null) reply.header('content-length', String(sizeBytes));
        return reply.send(stream);
      },
    );
  };
