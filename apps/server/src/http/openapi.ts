import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { apiKeyScopes } from '@nfc/contract/api-keys';
import { apiErrorSchema, type ErrorCode, errorCodes } from '@nfc/contract/errors';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/** Error answers a route may declare beyond those every operation documents (see `documentedErrors`). */
export type ExtraError = 404 | 409 | 410 | 413 | 415 | 429 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers without credentials (a public card, sign-in, a mailed link). Every other /api route answers 401 to a
     * caller without them; the security suite checks each marker against a real call.
     */
    public?: true;
  }
  interface FastifySchema {
    /** Error answers beyond 400 (every route), 401 and 403 (signed in), 404 (a path parameter), 429 (a key scope). */
    errors?: readonly ExtraError[];
    /** The body of a route that reads it by hand (JSON, or multipart with files): documented, not validated here. */
    documentedBody?: ZodType;
  }
}

/** Security scheme names of the document. */
export const SESSION_SCHEME = 'session';
export const API_KEY_SCHEME = 'apiKey';

/** Both ways in: route security names them (declared up front: the generator looks them up per route). */
export const securitySchemes = {
  [SESSION_SCHEME]: {
    type: 'apiKey',
    in: 'header',
    name: 'x-auth-token',
    description: 'The session token that POST /api/auth/login answers (the web app’s sign-in).',
  },
  [API_KEY_SCHEME]: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'nfc_…',
    description:
      'An API key (`Authorization: Bearer nfc_…`), made by an owner or admin under Settings → API keys. It reaches only the operations whose scope it has (`x-required-scope`).',
  },
} as const;

/** Tags by the first segments of the path, most specific first; each has a description in the document. */
const tagRules: ReadonlyArray<{ test: (path: string) => boolean; name: string; description: string }> = [
  {
    test: (path) => /\/qr[.-]/.test(path) || path.startsWith('/api/qr-style'),
    name: 'QR codes',
    description: 'Branded QR codes of tags and cards, and the organisation’s QR style.',
  },
  {
    test: (path) => path === '/api/health' || path === '/api/ready',
    name: 'Health',
    description: 'Liveness and readiness.',
  },
  { test: (path) => path.startsWith('/api/public/'), name: 'Plans', description: 'The plans on offer.' },
  {
    test: (path) => path.startsWith('/api/auth/') || path === '/api/users/change-password',
    name: 'Authentication',
    description: 'Registration, sign-in, e-mail verification and passwords (browser sessions).',
  },
  {
    test: (path) => path.startsWith('/api/users/'),
    name: 'Account',
    description: 'The signed-in user: profile, activity, first-run checklist, account deletion.',
  },
  {
    test: (path) => path.startsWith('/api/tags'),
    name: 'Tags',
    description: 'NFC tags and key fobs: what a scan opens, their rules and their scan analytics.',
  },
  {
    test: (path) => path.startsWith('/api/vcf-configs'),
    name: 'Cards',
    description: 'Digital business cards (vCards) of the organisation.',
  },
  {
    test: (path) => path.startsWith('/api/vcf/'),
    name: 'Public cards',
    description: 'What a card’s visitors see and send: the public card, its vCard file, images and the lead form.',
  },
  { test: (path) => path.startsWith('/api/leads'), name: 'Leads', description: 'Contacts left on the cards.' },
  {
    test: (path) => path.startsWith('/api/team/templates') || path.startsWith('/api/team/settings'),
    name: 'Card templates',
    description: 'Templates the organisation’s cards follow, and the default template.',
  },
  {
    test: (path) => path.startsWith('/api/team'),
    name: 'Team',
    description: 'Members, roles, invitations and seats.',
  },
  {
    test: (path) => path.startsWith('/api/domains'),
    name: 'Link domains',
    description: 'The organisation’s own host names for scan links and card pages, and the TLS proxy’s question.',
  },
  {
    test: (path) => path.startsWith('/api/organisation'),
    name: 'Organisation',
    description: 'Brand kit, retention, exports and erasure of the organisation.',
  },
  {
    test: (path) => path.startsWith('/api/analytics/'),
    name: 'Scans',
    description: 'Views reported by the public card page.',
  },
  { test: (path) => path === '/api/contact', name: 'Contact', description: 'Messages to the platform.' },
  { test: (path) => path.startsWith('/api/orders'), name: 'Orders', description: 'Orders of tags and cards.' },
  {
    test: (path) => path.startsWith('/api/subscriptions'),
    name: 'Billing',
    description: 'The subscription, through the payment provider.',
  },
  {
    test: (path) => path.startsWith('/api/webhooks'),
    name: 'Webhooks',
    description: 'Signed HTTP callbacks for scans and leads, their deliveries and sample payloads.',
  },
  {
    test: (path) => path.startsWith('/api/api-keys'),
    name: 'API keys',
    description: 'Keys for scripts and integrations, each with its scopes.',
  },
  {
    test: (path) => path.startsWith('/api/integrations'),
    name: 'Integrations',
    description: 'CRM connections (HubSpot, Salesforce).',
  },
  {
    test: (path) => path.startsWith('/api/admin'),
    name: 'Administration',
    description: 'The platform admin’s area: users, plans, orders, pricing and figures.',
  },
];
const OTHER_TAG = { name: 'Other', description: 'Everything else.' };

export const tagOf = (path: string): string => tagRules.find((rule) => rule.test(path))?.name ?? OTHER_TAG.name;

/** Only the API is documented: not the test routes, the scan links, stored files or metrics. */
const isDocumented = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/dev/');

/** Per route: tags, security (session, or session or key with the scope, or none) and its extra error answers. */
export const transformRoute: SwaggerTransform = (input) => {
  if (!isDocumented(input.url)) return { schema: { hide: true }, url: input.url };
  const { documentedBody, ...own } = input.schema ?? {};
  const { schema, url } = jsonSchemaTransform({
    ...input,
    schema: documentedBody && !own.body ? { ...own, body: documentedBody } : own,
  } as Parameters<typeof jsonSchemaTransform>[0]);
  if (schema.hide) return { schema, url };
  const { errors, ...rest } = schema;
  const config = input.route.config;
  const scope = config?.scope;
  const security: Array<Record<string, string[]>> = config?.public
    ? []
    : scope
      ? [{ [SESSION_SCHEME]: [] }, { [API_KEY_SCHEME]: [scope] }]
      : [{ [SESSION_SCHEME]: [] }];
  const access = config?.public
    ? 'Public: no credentials needed.'
    : scope
      ? `A session, or an API key with the \`${scope}\` scope.`
      : 'A session only: API keys are refused here.';
  const description = rest.description ? `${rest.description}\n\n${access}` : access;
  return {
    schema: {
      ...rest,
      description,
      tags: [tagOf(url)],
      security,
      ...(scope ? { 'x-required-scope': scope } : {}),
      ...(errors?.length ? { 'x-extra-errors': errors } : {}),
    },
    url,
  };
};

const errorBodySchema = apiErrorSchema
  .extend({
    message: z.string().describe('What went wrong, in English or in the language of Accept-Language (de).'),
    code: z
      .enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]])
      .describe('A stable code to branch on; the message may change.'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('Validation answers: a message per field, keyed by its dotted path (`email`, `links.0.url`).'),
    needsVerification: z.boolean().optional().describe('Sign-in refused until the e-mail address is verified.'),
    missingScope: z.enum(apiKeyScopes).optional().describe('An API key was refused for lack of this scope (403).'),
  })
  .loose()
  .describe('The one error body of the API.');

const rateLimitHeaders = {
  'Retry-After': { description: 'Seconds to wait before the next call.', schema: { type: 'integer' } },
  'RateLimit-Policy': {
    description: 'To an API key: its limit, e.g. `"default";q=600;w=60` (draft-ietf-httpapi-ratelimit-headers).',
    schema: { type: 'string' },
  },
  RateLimit: {
    description: 'To an API key: what is left of its limit and when it resets, e.g. `"default";r=0;t=42`.',
    schema: { type: 'string' },
  },
};

type ErrorResponse = { status: number; name: string; description: string; headers?: Record<string, unknown> };
const errorResponses: ErrorResponse[] = [
  {
    status: 400,
    name: 'BadRequest',
    description: 'The input is invalid: `errors` names each field with its message.',
  },
  { status: 401, name: 'Unauthorized', description: 'No valid session or API key.' },
  {
    status: 403,
    name: 'Forbidden',
    description:
      'Signed in, but not allowed: the role does not allow it, the e-mail address is not verified, the organisation awaits erasure, or the API key lacks the scope (the message names it).',
  },
  { status: 404, name: 'NotFound', description: 'No such resource in the caller’s organisation.' },
  {
    status: 409,
    name: 'Conflict',
    description: 'The request conflicts with the current state (a duplicate, a limit).',
  },
  { status: 410, name: 'Gone', description: 'The link or resource has expired.' },
  { status: 413, name: 'PayloadTooLarge', description: 'The body or an uploaded file is too large.' },
  { status: 415, name: 'UnsupportedMediaType', description: 'The body or file type is not accepted.' },
  {
    status: 429,
    name: 'TooManyRequests',
    description: 'Too many calls: wait `Retry-After` seconds (API keys: 600 calls a minute per key).',
    headers: rateLimitHeaders,
  },
];

/** The 4xx answers of one operation: 400 always (schemas and the text guard), the rest as its access implies. */
function documentedErrors(operation: Operation, extra: readonly number[]): number[] {
  const statuses = new Set<number>([400, ...extra]);
  if (operation.security?.length) statuses.add(401).add(403);
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) statuses.add(404);
  if (operation['x-required-scope']) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

type Parameter = { in: string; name: string; description?: string; [key: string]: unknown };
type Operation = {
  security?: unknown[];
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
  tags?: string[];
  'x-required-scope'?: string;
  'x-extra-errors'?: number[];
  [key: string]: unknown;
};
type PathItem = Record<string, Operation>;

/**
 * Paths that differ only by parameter names (`/invitations/{id}` for managers, `/invitations/{token}` for the join
 * page) are one path to a client: their operations share one path item, the parameter named after both.
 */
function mergeIdenticalPaths(paths: Record<string, PathItem>): Record<string, PathItem> {
  const byShape = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    const { shape } = parseTemplate(path);
    byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
  }
  const merged: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(paths)) {
    const { shape, names: own } = parseTemplate(path);
    const group = byShape.get(shape) ?? [path];
    if (group.length === 1) {
      merged[path] = item;
      continue;
    }
    const joined = own.map((_, index) => {
      const names = [...new Set(group.map((template) => parseTemplate(template).names[index] as string))];
      return names.map((name, at) => (at === 0 ? name : name[0]?.toUpperCase() + name.slice(1))).join('Or');
    });
    const target = shape
      .split('{}')
      .map((part, index) => (index < joined.length ? `${part}{${joined[index]}}` : part))
      .join('');
    const renamed: PathItem = {};
    for (const [method, operation] of Object.entries(item)) {
      renamed[method] = {
        ...operation,
        parameters: operation.parameters?.map((parameter) =>
          parameter.in === 'path' && own.includes(parameter.name)
            ? {
                ...parameter,
                name: joined[own.indexOf(parameter.name)] as string,
                description: `Here: the ${parameter.name}.${parameter.description ? ` ${parameter.description}` : ''}`,
              }
            : parameter,
        ),
      };
    }
    for (const method of Object.keys(renamed)) {
      if (merged[target]?.[method]) throw new Error(`${method.toUpperCase()} ${target} is documented twice`);
    }
    merged[target] = { ...merged[target], ...renamed };
  }
  return merged;
}

/** A path template's parameter names and its shape with them blanked (`/a/{}/b`), by index scanning (no regex). */
function parseTemplate(template: string): { shape: string; names: string[] } {
  const names: string[] = [];
  let shape = '';
  let at = 0;
  for (;;) {
    const open = template.indexOf('{', at);
    const close = open < 0 ? -1 : template.indexOf('}', open);
    if (close < 0) return { shape: shape + template.slice(at), names };
    shape += `${template.slice(at, open)}{}`;
    names.push(template.slice(open + 1, close));
    at = close + 1;
  }
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/** The whole document: servers from APP_URL, both security schemes, tags, the shared error answers. */
export const createTransformObject =
  ({ appUrl }: { appUrl: string }): SwaggerTransformObject =>
  (input) => {
    const document = jsonSchemaTransformObject(input) as {
      paths?: Record<string, PathItem>;
      components?: Record<string, Record<string, unknown>>;
      [key: string]: unknown;
    };
    const paths = mergeIdenticalPaths(document.paths ?? {});
    const usedTags = new Set<string>();
    for (const item of Object.values(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.has(method)) continue;
        for (const tag of operation.tags ?? []) usedTags.add(tag);
        const { 'x-extra-errors': extra = [], ...rest } = operation;
        const responses: Record<string, unknown> = { ...rest.responses };
        for (const status of documentedErrors(rest, extra)) {
          const response = errorResponses.find((candidate) => candidate.status === status);
          if (response && !responses[status]) responses[status] = { $ref: `#/components/responses/${response.name}` };
        }
        item[method] = { ...rest, responses };
      }
    }
    const errorSchema = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' });
    delete errorSchema.$schema;
    return {
      ...document,
      servers: [{ url: appUrl, description: 'This installation' }],
      tags: [...tagRules, OTHER_TAG]
        .filter((tag) => usedTags.has(tag.name))
        .map(({ name, description }) => ({ name, description })),
      paths,
      components: {
        ...document.components,
        schemas: { ...document.components?.schemas, ApiError: errorSchema },
        responses: Object.fromEntries(
          errorResponses.map(({ name, description, headers }) => [
            name,
            {
              description,
              ...(headers ? { headers } : {}),
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
            },
          ]),
        ),
      },
    } as ReturnType<SwaggerTransformObject>;
  };
