import { brandKitBodySchema, brandKitSchema } from '@nfc/contract/brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { readInputFiles } from '../../http/multipart.ts';
import { parseInput } from '../../http/validate.ts';
import { type BrandHooks, type BrandImageField, deleteBrandImage, getBrandKit, updateBrandKit } from './service.ts';

/** The largest brand image accepted: a card image's limit (the same checks apply). */
type BrandRouteOptions = BrandHooks & { maxImageBytes: number };

/** The organisation's brand kit (under /api/organisation/brand): every member reads it, owner and admins edit. */
export const brandRoutes =
  (appDeps: AppDeps, { maxImageBytes, ...hooks }: BrandRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const deps = { ...appDeps, ...hooks };
    const managers = { onRequest: app.requireTeamManager };
    const response = { 200: brandKitSchema };

    // GET /api/organisation/brand - the brand kit: design, links to its logo and cover, how many follow it
    app.get(
      '/',
      { onRequest: app.requireUser, schema: { summary: 'Get the brand kit', operationId: 'getBrandKit', response } },
      (request) => getBrandKit(deps, { organisationId: request.user!.organisationId }),
    );

    // PUT /api/organisation/brand - save it (JSON or multipart with logoImage, coverImage); every follower takes it
    app.put(
      '/',
      {
        ...managers,
        schema: {
          summary: 'Save the brand kit',
          operationId: 'updateBrandKit',
          documentedBody: brandKitBodySchema,
          errors: [413, 415],
          response,
        },
      },
      async (request) => {
        const { fields, files } = await readInputFiles(request, {
          // Written out, so the upload suite sees every file field a route reads.
          fileFields: ['logoImage', 'coverImage'] as const satisfies readonly BrandImageField[],
          maxBytes: maxImageBytes,
        });
        // Every field is optional: a JSON body that is not an object is refused rather than read as 'no change'.
        const data = parseInput(brandKitBodySchema, request.isMultipart() ? fields : request.body);
        return updateBrandKit(deps, { organisationId: request.user!.organisationId, data, images: files });
      },
    );

    // DELETE /api/organisation/brand/logo - remove the brand logo; following cards and templates lose it too
    app.delete(
      '/logo',
      { ...managers, schema: { summary: 'Remove the brand logo', operationId: 'deleteBrandLogo', response } },
      (request) => deleteBrandImage(deps, { organisationId: request.user!.organisationId, kind: 'logo' }),
    );

    // DELETE /api/organisation/brand/cover - remove the brand cover; following cards and templates lose it too
    app.delete(
      '/cover',
      { ...managers, schema: { summary: 'Remove the brand cover', operationId: 'deleteBrandCover', response } },
      (request) => deleteBrandImage(deps, { organisationId: request.user!.organisationId, kind: 'cover' }),
    );
  };
