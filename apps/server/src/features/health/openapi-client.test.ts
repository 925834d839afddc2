import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, givePlan, signUp, type TestContext } from '../../../test/helpers.ts';
import type { components, paths } from '../../../test/openapi/api.generated.d.ts';

/** The committed client types, made from the served document; `npm run openapi:types` writes them anew. */
const typesFile = new URL('../../../test/openapi/api.generated.d.ts', import.meta.url);

/** How an integration authenticates: `Authorization: Bearer nfc_...` (the key is made once in a signed-in session). */
const credentials = (apiKey: string) => ({ authorization: `Bearer ${apiKey}` });

type TagList = paths['/api/tags']['get']['responses'][200]['content']['application/json'];
type NewTag = paths['/api/tags']['post']['requestBody']['content']['application/json'];
type ApiError = components['schemas']['ApiError'];

describe('a typed client generated from the OpenAPI document', () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  it('is generated from the current document (committed, so the type check covers it)', async () => {
    const generated = astToString(await openapiTS(ctx.app.swagger() as Parameters<typeof openapiTS>[0]));
    if (process.env.UPDATE_OPENAPI_TYPES) await writeFile(typesFile, generated);
    expect(generated, 'the API changed: run `npm run openapi:types` and commit the types').toBe(
      await readFile(typesFile, 'utf8'),
    );
  });

  it('lists tags, creates one and gets a 404 for an unknown id through typed paths, with an API key', async () => {
    const account = await signUp(ctx);
    await givePlan(ctx, account.user.id, 'Pro');
    const session = createClient<paths>({ baseUrl, headers: { 'x-auth-token': account.token } });
    const made = await session.POST('/api/api-keys', {
      body: { name: 'Typed client', scopes: ['tags:read', 'tags:write'] },
    });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    const client = createClient<paths>({ baseUrl, headers: credentials(made.data!.key) });

    const empty = await client.GET('/api/tags');
    expect(empty.response.status).toBe(200);
    const none: TagList | undefined = empty.data;
    expect(none).toEqual([]);

    const body: NewTag = {
      name: 'Typed client',
      actionType: 'WEBSITE_LINK',
      actionData: { url: 'https://example.com' },
    };
    const created = await client.POST('/api/tags', { body });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    expect(created.data).toMatchObject({ name: 'Typed client', status: 'active' });

    const listed = await client.GET('/api/tags');
    expect(listed.data?.map((tag) => tag.id)).toEqual([created.data?.id]);

    const unknown = await client.GET('/api/tags/{id}', { params: { path: { id: randomUUID() } } });
    expect(unknown.response.status).toBe(404);
    const error: ApiError | undefined = unknown.error;
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    expect(unknown.response.headers.get('ratelimit')).toMatch(/^"default";r=\d+;t=\d+$/);

    // The key reaches only its scopes: leads need leads:read.
    const leads = await client.GET('/api/leads');
    expect(leads.response.status).toBe(403);
    expect(leads.error).toMatchObject({ code: 'FORBIDDEN', missingScope: 'leads:read' });
  });

  it('is refused without credentials, as the document says', async () => {
    const client = createClient<paths>({ baseUrl });
    const refused = await client.GET('/api/tags');
    expect(refused.response.status).toBe(401);
    expect(refused.error?.code).toBe('UNAUTHORIZED');
  });
});
