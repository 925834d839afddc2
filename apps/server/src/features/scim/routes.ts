import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { english, schemaMessage } from '../../i18n/messages.ts';
import { isDatabaseUnavailable } from '../../plugins/error-handler.ts';
import { type ScimHelpers, scimBaseUrl } from './deps.ts';
import { resourceType, resourceTypes, schema, schemas, serviceProviderConfig } from './discovery.ts';
import { ScimError, type ScimErrorType, scimErrorBody } from './errors.ts';
import {
  createScimGroup,
  deleteScimGroup,
  findScimGroups,
  getScimGroup,
  patchScimGroup,
  replaceScimGroup,
} from './groups.ts';
import { selectAttributes } from './resources.ts';
import {
  scimGroupBodySchema,
  scimIdParams,
  scimListQuerySchema,
  scimPatchBodySchema,
  scimResourceQuerySchema,
  scimSchemaParams,
  scimUserBodySchema,
} from './schemas.ts';
import { authenticateScimToken } from './token.ts';
import { createScimUser, deleteScimUser, findScimUsers, getScimUser, patchScimUser, replaceScimUser } from './users.ts';

/** Calls per token and minute: a full sync of a large directory paces itself well below this. */
const SCIM_CALLS = { limit: 600, windowMs: 60_000 } as const;
/** A PATCH of a big group's members is the largest body a client sends. */
const SCIM_BODY_LIMIT = 1_048_576;
const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/** The unique violations of either driver (a race past the checks): the SCIM answer is a uniqueness conflict. */
/**
 * SCIM 2.0 (RFC 7643/7644) at /scim/v2, for the organisation's identity provider: the bearer token names the
 * organisation; every answer, errors included, is SCIM's JSON (`application/scim+json`). Outside /api, so the app's
 * error format, sessions and API keys play no part here.
 */
export const scimRoutes =
  (deps: AppDeps, helpers: ScimHelpers): FastifyPluginAsyncZod =>
  async (app) => {
    const baseUrl = scimBaseUrl(deps.config);
    const organisationOf = new WeakMap<FastifyRequest, string>();
    const scope = (request: FastifyRequest) => ({ organisationId: organisationOf.get(request)! });

    app.addContentTypeParser(
      'application/scim+json',
      { parseAs: 'string', bodyLimit: SCIM_BODY_LIMIT },
      app.getDefaultJsonParser('error', 'error'),
    );

    app.addHook('onRequest', async (request, reply) => {
      reply.type(SCIM_CONTENT_TYPE);
      const { organisationId, tokenHash } = await authenticateScimToken(deps, request.headers.authorization);
      const hit = await deps.rateLimiter.hit(`scim:${tokenHash}`, SCIM_CALLS.limit, SCIM_CALLS.windowMs);
      if (!hit.allowed) {
        reply.header('retry-after', String(hit.retryAfterSeconds));
        throw new ScimError(429, 'Too many requests for this SCIM token. Please slow down.', 'tooMany');
      }
      organisationOf.set(request, organisationId);
    });
    // As app.ts does for /api: a write drops the organisation's cached reads before the answer leaves.
    app.addHook('onSend', async (request, _reply, payload) => {
      const organisationId = organisationOf.get(request);
      if (organisationId && request.method !== 'GET') deps.organisationReads.invalidate(organisationId);
      return payload;
    });

    app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
      const send = (status: number, detail: string, scimType?: ScimErrorType) =>
        reply
          .status(status)
          .type(SCIM_CONTENT_TYPE)
          .send(scimErrorBody(status, detail, scimType));
      if (error instanceof ScimError) return send(error.status, error.detail, error.scimType);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const problems = error.validation.map((issue) => {
          const zodPath = (issue.params.issue as { path?: PropertyKey[] } | undefined)?.path ?? [];
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || zodPath.map(String).join('.');
          return `${field || 'body'}: ${english(schemaMessage(issue.message ?? 'validation.invalid'))}`;
        });
        return send(400, `Invalid request: ${problems.slice(0, 5).join('; ')}`, 'invalidValue');
      }
      if (error instanceof AppError) return send(error.statusCode, error.message);
      if (isUniqueViolation(error)) return send(409, 'This resource already exists.', 'uniqueness');
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return send(status, error.message || 'Bad request.', status === 400 ? 'invalidSyntax' : undefined);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '5');
        return send(503, 'Service temporarily unavailable.');
      }
      request.log.error({ err: error }, 'SCIM request failed');
      return send(500, 'Something went wrong on our side.');
    });
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .type(SCIM_CONTENT_TYPE)
        .send(scimErrorBody(404, `No SCIM endpoint at ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}.`)),
    );

    // GET /scim/v2/ServiceProviderConfig - what this service supports (RFC 7643 §5)
    app.get(
      '/ServiceProviderConfig',
      { schema: { summary: 'SCIM service provider configuration', operationId: 'getScimServiceProviderConfig' } },
      () => serviceProviderConfig(baseUrl),
    );

    // GET /scim/v2/ResourceTypes - User and Group (RFC 7643 §6)
    app.get(
      '/ResourceTypes',
      { schema: { summary: 'SCIM resource types', operationId: 'findScimResourceTypes' } },
      () => resourceTypes(baseUrl),
    );

    // GET /scim/v2/ResourceTypes/:id - one resource type
    app.get(
      '/ResourceTypes/:id',
      { schema: { summary: 'One SCIM resource type', operationId: 'getScimResourceType', params: scimIdParams } },
      (request) => resourceType(baseUrl, request.params.id),
    );

    // GET /scim/v2/Schemas - the User and Group schemas (RFC 7643 §7)
    app.get('/Schemas', { schema: { summary: 'SCIM schemas', operationId: 'findScimSchemas' } }, () =>
      schemas(baseUrl),
    );

    // GET /scim/v2/Schemas/:id - one schema, by its URN
    app.get(
      '/Schemas/:id',
      { schema: { summary: 'One SCIM schema', operationId: 'getScimSchema', params: scimSchemaParams } },
      (request) => schema(baseUrl, request.params.id),
    );

    // GET /scim/v2/Users - the organisation's members, filtered by userName, emails.value, externalId or id
    app.get(
      '/Users',
      { schema: { summary: 'List SCIM users', operationId: 'findScimUsers', querystring: scimListQuerySchema } },
      async (request) => {
        const list = await findScimUsers(deps, { ...scope(request), query: request.query });
        return { ...list, Resources: list.Resources.map((user) => selectAttributes(user, request.query)) };
      },
    );

    // POST /scim/v2/Users - provision a member (within the seats)
    app.post(
      '/Users',
      { schema: { summary: 'Create a SCIM user', operationId: 'createScimUser', body: scimUserBodySchema } },
      async (request, reply) => {
        const user = await createScimUser(deps, helpers, { ...scope(request), data: request.body });
        return reply.status(201).header('location', user.meta.location).send(user);
      },
    );

    // GET /scim/v2/Users/:id - one member
    app.get(
      '/Users/:id',
      {
        schema: {
          summary: 'Get a SCIM user',
          operationId: 'getScimUser',
          params: scimIdParams,
          querystring: scimResourceQuerySchema,
        },
      },
      async (request) =>
        selectAttributes(await getScimUser(deps, { ...scope(request), id: request.params.id }), request.query),
    );

    // PUT /scim/v2/Users/:id - replace a member's attributes (active: false deprovisions them)
    app.put(
      '/Users/:id',
      {
        schema: {
          summary: 'Replace a SCIM user',
          operationId: 'replaceScimUser',
          params: scimIdParams,
          body: scimUserBodySchema,
        },
      },
      (request) => replaceScimUser(deps, helpers, { ...scope(request), id: request.params.id, data: request.body }),
    );

    // PATCH /scim/v2/Users/:id - change some attributes (Okta's and Entra's PatchOp forms)
    app.patch(
      '/Users/:id',
      {
        schema: {
          summary: 'Patch a SCIM user',
          operationId: 'patchScimUser',
          params: scimIdParams,
          body: scimPatchBodySchema,
        },
      },
      (request) =>
        patchScimUser(deps, helpers, {
          ...scope(request),
          id: request.params.id,
          operations: request.body.Operations,
        }),
    );

    // DELETE /scim/v2/Users/:id - remove a member's account (what they made goes to the owner)
    app.delete(
      '/Users/:id',
      { schema: { summary: 'Delete a SCIM user', operationId: 'deleteScimUser', params: scimIdParams } },
      async (request, reply) => {
        await deleteScimUser(deps, helpers, { ...scope(request), id: request.params.id });
        return reply.status(204).send();
      },
    );

    // GET /scim/v2/Groups - the organisation's groups, filtered by displayName, externalId or id
    app.get(
      '/Groups',
      { schema: { summary: 'List SCIM groups', operationId: 'findScimGroups', querystring: scimListQuerySchema } },
      (request) => findScimGroups(deps, { ...scope(request), query: request.query }),
    );

    // POST /scim/v2/Groups - create a group with its members
    app.post(
      '/Groups',
      { schema: { summary: 'Create a SCIM group', operationId: 'createScimGroup', body: scimGroupBodySchema } },
      async (request, reply) => {
        const group = await createScimGroup(deps, helpers, { ...scope(request), data: request.body });
        return reply.status(201).header('location', `${baseUrl}/Groups/${group.id}`).send(group);
      },
    );

    // GET /scim/v2/Groups/:id - one group (excludedAttributes=members leaves the members out)
    app.get(
      '/Groups/:id',
      {
        schema: {
          summary: 'Get a SCIM group',
          operationId: 'getScimGroup',
          params: scimIdParams,
          querystring: scimResourceQuerySchema,
        },
      },
      (request) => getScimGroup(deps, { ...scope(request), id: request.params.id, selection: request.query }),
    );

    // PUT /scim/v2/Groups/:id - replace a group's name and members
    app.put(
      '/Groups/:id',
      {
        schema: {
          summary: 'Replace a SCIM group',
          operationId: 'replaceScimGroup',
          params: scimIdParams,
          body: scimGroupBodySchema,
        },
      },
      (request) => replaceScimGroup(deps, helpers, { ...scope(request), id: request.params.id, data: request.body }),
    );

    // PATCH /scim/v2/Groups/:id - rename, add or remove members
    app.patch(
      '/Groups/:id',
      {
        schema: {
          summary: 'Patch a SCIM group',
          operationId: 'patchScimGroup',
          params: scimIdParams,
          querystring: scimResourceQuerySchema,
          body: scimPatchBodySchema,
        },
      },
      (request) =>
        patchScimGroup(deps, helpers, {
          ...scope(request),
          id: request.params.id,
          operations: request.body.Operations,
          selection: request.query,
        }),
    );

    // DELETE /scim/v2/Groups/:id - delete a group (its members keep their accounts)
    app.delete(
      '/Groups/:id',
      { schema: { summary: 'Delete a SCIM group', operationId: 'deleteScimGroup', params: scimIdParams } },
      async (request, reply) => {
        await deleteScimGroup(deps, helpers, { ...scope(request), id: request.params.id });
        return reply.status(204).send();
      },
    );
  };
