import { z } from 'zod';
import { plainText } from './text.ts';

/**
 * What an API key may reach (issue 28). Each organisation route names the one scope it needs in its route config
 * (`config: { scope }`); a route without one (billing, team, API keys, admin, the profile) is never reachable with a key.
 */
export const apiKeyScopes = [
  'tags:read',
  'tags:write',
  'cards:read',
  'cards:write',
  'leads:read',
  'leads:write',
  'analytics:read',
  'webhooks:write',
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Every key starts so; secret scanners look for it. */
export const API_KEY_PREFIX = 'nfc_';
/** How much of a key the list shows, to tell keys apart: `nfc_` and 8 characters of the secret. */
export const API_KEY_SHOWN_PREFIX_LENGTH = 12;
export const API_KEY_NAME_MAX_LENGTH = 100;
/** Keys an organisation may hold at once. */
export const API_KEY_LIMIT = 50;
/** How far ahead an expiry may lie: a key that outlives two years should be made again. */
export const API_KEY_MAX_LIFETIME_DAYS = 730;

const isApiKeyScope = (value: string): value is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(value);

const scopesSchema = z
  .array(z.string({ error: 'validation.apiKeyScopes' }), { error: 'validation.apiKeyScopes' })
  .min(1, { error: 'validation.apiKeyScopes' })
  .max(apiKeyScopes.length, { error: 'validation.duplicateScope' })
  .refine((scopes) => scopes.every(isApiKeyScope), { error: 'validation.invalid' })
  .refine((scopes) => new Set(scopes).size === scopes.length, { error: 'validation.duplicateScope' })
  .transform((scopes) => scopes as ApiKeyScope[]);

export const createApiKeyBodySchema = z.object({
  name: plainText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(API_KEY_NAME_MAX_LENGTH, { error: 'validation.tooLong' }),
  scopes: scopesSchema,
  expiresAt: z.iso
    .datetime({ offset: true, error: 'validation.dateTime' })
    .refine((value) => Date.parse(value) > Date.now(), { error: 'validation.expiryInFuture' })
    .refine((value) => Date.parse(value) <= Date.now() + API_KEY_MAX_LIFETIME_DAYS * 86_400_000, {
      error: 'validation.expiryTooFar',
    })
    .transform((value) => new Date(value).toISOString())
    .nullish()
    .transform((value) => value ?? null)
    .describe('When the key stops working (ISO 8601); null or left out: never'),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  prefix: z.string().describe('The first 12 characters of the key, to tell keys apart'),
  createdBy: z
    .object({ id: z.string(), name: z.string(), email: z.string() })
    .nullable()
    .describe('The member the key acts as'),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().describe('Updated at most once a minute'),
  expiresAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema.omit({ createdBy: true, lastUsedAt: true }).extend({
  key: z.string().describe('nfc_ + 32 random bytes in base62: shown this once, stored only as its SHA-256'),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
