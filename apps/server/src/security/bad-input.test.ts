import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipartBody } from '../../test/helpers.ts';
import {
  authorizationMatrix,
  type MatrixEntry,
  type Role,
  type RouteRequest,
} from '../../test/security/authorization-matrix.ts';
import { type Account, createFixture, type Fixture } from '../../test/security/fixture.ts';
import {
  extraKeys,
  extraValue,
  hostileString,
  hugeString,
  wellFormed,
  wrongType,
} from '../../test/security/hostile-values.ts';
import { snapshots } from '../../test/security/snapshot.ts';

type Part = 'body' | 'query' | 'params';
type Parts = { body: unknown; query: Record<string, unknown>; params: Record<string, unknown> };
type Mutation = { part: Part; op: 'set' | 'delete' | 'extra' | 'replace'; key: string; value: unknown };
type Schemas = Partial<Record<Part, z.ZodType>>;

/** Runs per route: enough to meet every kind of mutation on every field a few times, within a minute in all. */
const RUNS_WITH_SCHEMA = 20;
const RUNS_WITHOUT_SCHEMA = 8;

const hasBodyMethod = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';
const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** Fields a schema knows about, from its JSON Schema (the same one the OpenAPI document shows). */
function schemaFields(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return Object.keys(json.properties ?? {});
}

const asText = (value: unknown) =>
  // A URL carries bytes: a lone surrogate arrives as U+FFFD, so the oracle sees the same.
  wellFormed(
    typeof value === 'string' ? value : typeof value === 'object' && value ? JSON.stringify(value) : String(value),
  );

/** The query string the request carries, and the object Fastify makes of it (repeated keys become arrays). */
function encodeQuery(query: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) && value.length ? value : [value]) search.append(key, asText(item));
  }
  // As the server's query parser: a key such as `__proto__` is a key like any other, not the object's prototype.
  const parsed: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of search) {
    const seen = parsed[key];
    parsed[key] = seen === undefined ? value : [...[seen].flat(), value];
  }
  return { search: search.toString(), parsed };
}

/** Splits a concrete URL into the route pattern's params and its query. */
function partsOf(pattern: string, request: RouteRequest): Parts {
  const url = new URL(request.url, 'http://app.test');
  const params: Record<string, unknown> = {};
  const patternSegments = pattern.split('/');
  const urlSegments = url.pathname.split('/');
  patternSegments.forEach((segment, index) => {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(urlSegments[index] ?? '');
    if (segment === '*') params['*'] = urlSegments.slice(index).map(decodeURIComponent).join('/');
  });
  return { body: request.payload, query: Object.fromEntries(url.searchParams), params };
}

function apply(parts: Parts, mutations: Mutation[]): Parts {
  const next: Parts = structuredClone({ ...parts, body: parts.body ?? {} });
  for (const { part, op, key, value } of mutations) {
    if (op === 'replace') {
      next.body = value;
      continue;
    }
    const target = next[part];
    if (!target || typeof target !== 'object' || Array.isArray(target)) continue;
    if (op === 'delete') delete (target as Record<string, unknown>)[key];
    // defineProperty keeps `__proto__` an own key, as a hostile JSON body would carry it.
    else Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return next;
}

function requestOf(pattern: string, method: string, base: RouteRequest, parts: Parts) {
  const path = pattern
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(asText(parts.params[name])))
    .replace('*', () =>
      asText(parts.params['*'])
        .split('/')
        .map((segment: string) => encodeURIComponent(segment))
        .join('/'),
    );
  const { search, parsed } = encodeQuery(parts.query);
  const isJson =
    hasBodyMethod(method) && (base.payload === undefined || Object.getPrototypeOf(base.payload) === Object.prototype);
  return {
    request: {
      ...base,
      url: search ? `${path}?${search}` : path,
      ...(isJson
        ? { payload: JSON.stringify(parts.body), headers: { ...base.headers, 'content-type': 'application/json' } }
        : {}),
    } satisfies RouteRequest,
    received: {
      body: parts.body,
      query: parsed,
      params: Object.fromEntries(Object.entries(parts.params).map(([name, value]) => [name, asText(value)])),
    },
  };
}

/** Every schema the route validates with: its registered ones, or the contract schema of a body it reads by hand. */
function schemasOf(fx: Fixture, method: string, pattern: string, entry: MatrixEntry): Schemas {
  const route = fx.ctx.app.registeredRoutes.find((item) => item.method === method && item.url === pattern);
  const schema = (route?.schema ?? {}) as Record<string, unknown>;
  return {
    body: isZod(schema.body) ? schema.body : entry.body,
    query: isZod(schema.querystring) ? schema.querystring : undefined,
    params: isZod(schema.params) ? schema.params : undefined,
  };
}

function mutationsFor(parts: Part[], fields: Record<Part, string[]>, strangerId: string) {
  const value = fc.oneof(wrongType, hugeString, hostileString);
  const extra = fc.oneof(extraValue, fc.constant(strangerId));
  const perPart = parts.map((part) => {
    const ops: Array<fc.Arbitrary<Mutation>> = [];
    const known = fields[part];
    if (known.length) {
      ops.push(
        fc.record({ part: fc.constant(part), op: fc.constant('set' as const), key: fc.constantFrom(...known), value }),
      );
    }
    // A path always has its params: leaving one out or adding one would name another route.
    if (part !== 'params') {
      if (known.length) {
        ops.push(
          fc.record({
            part: fc.constant(part),
            op: fc.constant('delete' as const),
            key: fc.constantFrom(...known),
            value: fc.constant(undefined),
          }),
        );
      }
      ops.push(
        fc.record({
          part: fc.constant(part),
          op: fc.constant('extra' as const),
          key: fc.constantFrom(...extraKeys),
          value: extra,
        }),
      );
    }
    if (part === 'body') {
      ops.push(
        fc.record({
          part: fc.constant(part),
          op: fc.constant('replace' as const),
          key: fc.constant(''),
          value: fc.oneof(wrongType, hugeString),
        }),
      );
    }
    return fc.oneof(...ops);
  });
  return fc.array(fc.oneof(...perPart), { minLength: 1, maxLength: 3 });
}

/** Which role's call succeeds on the route, so that a mutation is all that can make it fail. */
function baseRole(entry: MatrixEntry): Role {
  const ok = (role: Role) => (entry.expect[role] ?? 500) < 400;
  return ok('user') ? 'user' : ok('admin') ? 'admin' : 'visitor';
}

const emailsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? value.includes('@')
      ? [value.trim().toLowerCase()]
      : []
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(emailsIn)
      : [];

function expectClearRefusal(key: string, response: LightMyRequestResponse, isApi: boolean) {
  if (!isApi) return;
  const body = response.json() as { message?: unknown; code?: unknown; errors?: Record<string, unknown> };
  expect(typeof body.message === 'string' && body.message.length > 0, `${key}: ${response.body.slice(0, 200)}`).toBe(
    true,
  );
  if (body.code === 'VALIDATION') {
    expect(Object.keys(body.errors ?? {}).length, `${key}: field errors`).toBeGreaterThan(0);
    for (const text of Object.values(body.errors ?? {})) expect(text).toEqual(expect.any(String));
  }
}

describe('bad input on every endpoint', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await createFixture();
  });
  afterAll(() => fx?.ctx.close());
  // Mutations the admin may legitimately make (plan, quota, activation, the recommended plan: a fuzzed
  // `isRecommended: true` on a plan's create or update is valid input) are undone before the next route. On
  // PostgreSQL the catalogue is shared with the files that run after this one.
  afterEach(async () => {
    await fx.call(
      {
        method: 'PUT',
        url: `/api/admin/users/${fx.a.id}`,
        payload: { planId: fx.planIds.Pro, tagQuota: 10_000, isAccountActive: true },
      },
      fx.admin,
    );
    await fx.call(
      { method: 'PUT', url: `/api/admin/plans/${fx.planIds.Pro}`, payload: { isRecommended: true } },
      fx.admin,
    );
  });

  const tested = Object.entries(authorizationMatrix).filter(([, entry]) => entry.requires !== 'stripe');
  for (const [key, entry] of tested) {
    const method = key.slice(0, key.indexOf(' '));
    const pattern = key.slice(key.indexOf(' ') + 1);
    it(`${key}: refuses wrong types, missing and extra fields, huge and hostile strings with a 4xx; stores nothing`, async () => {
      const role = baseRole(entry);
      const callers: Record<Role, Account | null> = {
        visitor: null,
        otherTenant: fx.b,
        user: fx.a,
        teamAdmin: fx.aAdmin,
        member: fx.aMember,
        admin: fx.admin,
      };
      const caller = callers[role];
      const call = { fx, role, caller, owner: fx.a };
      const base = await entry.request(call);
      const schemas = schemasOf(fx, method, pattern, entry);
      const baseParts = partsOf(pattern, base);
      // Multipart bodies (uploads) are the upload suite's; their fields go through the same parseInput as JSON.
      const hasBody =
        hasBodyMethod(method) &&
        (base.payload === undefined || Object.getPrototypeOf(base.payload) === Object.prototype);
      const parts: Part[] = [
        ...(hasBody ? (['body'] as const) : []),
        'query',
        ...(Object.keys(baseParts.params).length ? (['params'] as const) : []),
      ];
      const fields: Record<Part, string[]> = {
        body: [...new Set([...schemaFields(schemas.body), ...Object.keys(asObject(baseParts.body))])],
        query: [...new Set([...schemaFields(schemas.query), ...Object.keys(baseParts.query)])],
        params: Object.keys(baseParts.params),
      };
      const isApi = pattern.startsWith('/api/');
      const ownScope = {
        userIds: [fx.a.id, fx.admin.id],
        emails: emailsIn(base.payload),
        rowIds: [fx.planIds.fixture!, ...Object.values(fx.pricing)],
      };
      const strangerScope = { userIds: [fx.b.id] };
      const runs = schemas.body || schemas.query || schemas.params ? RUNS_WITH_SCHEMA : RUNS_WITHOUT_SCHEMA;

      await fc.assert(
        fc.asyncProperty(mutationsFor(parts, fields, fx.b.id), async (mutations) => {
          const { request, received } = requestOf(pattern, method, base, apply(baseParts, mutations));
          const isValid = (['body', 'query', 'params'] as const).every(
            (part) => !schemas[part] || schemas[part].safeParse(received[part]).success,
          );
          const [ownBefore, strangerBefore] = await snapshots(fx.ctx, [ownScope, strangerScope]);
          const response = await fx.call({ ...request, method: method as 'POST' }, caller);
          const what = `${key} ${JSON.stringify(mutations).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          if (!isValid) expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
          const [ownAfter, strangerAfter] = await snapshots(fx.ctx, [ownScope, strangerScope]);
          expect(strangerAfter, `another tenant's data changed: ${what}`).toBe(strangerBefore);
          if (response.statusCode >= 400) {
            expectClearRefusal(what, response, isApi);
            expect(ownAfter, `stored although refused: ${what}`).toBe(ownBefore);
          }
          await entry.after?.(response, call, request);
        }),
        { numRuns: runs },
      );
    });
  }
});

describe('characters the database cannot store', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await createFixture();
  });
  afterAll(() => fx?.ctx.close());

  it('refuses NUL and lone surrogates in path, query, JSON and multipart fields with a field error, never a 500', async () => {
    const multipart = multipartBody({ configName: 'a\u0000b' });
    const cases: Array<RouteRequest & { method: 'GET' | 'POST' | 'PUT'; field: string; as?: Account }> = [
      { method: 'GET', url: '/api/vcf/download/a%00b', field: 'downloadToken' },
      { method: 'GET', url: '/api/orders/history?status=%00', field: 'status', as: fx.a },
      {
        method: 'POST',
        url: '/api/admin/plans',
        payload: { name: 'a\u0000b', tagLimit: 1 },
        field: 'name',
        as: fx.admin,
      },
      {
        method: 'PUT',
        url: `/api/admin/pricing/customizations/${fx.pricing.customizationId}`,
        // JSON.stringify writes a lone surrogate as the escape `\ud800`, as a hostile client would.
        payload: { name: 'Erika\ud800', price: 1 },
        field: 'name',
        as: fx.admin,
      },
      { method: 'POST', url: '/api/vcf-configs', ...multipart, field: 'configName', as: fx.a },
      { method: 'GET', url: '/simulated-provider/checkout/a%00b', field: 'id' },
    ];
    for (const { field, as, ...request } of cases) {
      const response = await fx.call(request, as ?? null);
      expect(response.statusCode, `${request.url}: ${response.body}`).toBe(400);
      expect(response.json().errors?.[field], request.url).toBe('This value contains a character that is not allowed.');
    }
  });

  it('changes nothing, and answers the plan, for an empty plan update', async () => {
    const response = await fx.call(
      { method: 'PUT', url: `/api/admin/plans/${fx.planIds.fixture}`, payload: {} },
      fx.admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().id).toBe(fx.planIds.fixture);
  });
});

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
