import { plainText } from '@nfc/contract/text';
import { z } from 'zod';

/**
 * The SCIM request bodies as identity providers send them (RFC 7643 §4, RFC 7644 §3.5.2): only the attributes this
 * service keeps are read; others are dropped. Server-only: SCIM is a protocol of ours with the IdP, not of the web.
 */

/** SCIM booleans, and the strings Entra sends for them ("True", "False"). */
export const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .max(5)
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['true', 'false']))
    .transform((value) => value === 'true'),
]);

const optionalText = (max: number) => plainText().trim().max(max).nullish();
const schemaUris = z.array(z.string().max(300)).max(10).optional();

export const scimUserBodySchema = z.object({
  schemas: schemaUris,
  userName: z.string().max(254),
  externalId: optionalText(500),
  name: z.object({ givenName: optionalText(100), familyName: optionalText(100) }).nullish(),
  emails: z
    .array(
      z.object({
        value: z.string().max(254).nullish(),
        type: z.string().max(50).nullish(),
        primary: scimBoolean.nullish(),
      }),
    )
    .max(20)
    .nullish(),
  active: scimBoolean.optional(),
  preferredLanguage: z.string().max(50).nullish(),
});
export type ScimUserBody = z.infer<typeof scimUserBodySchema>;

export const scimMemberSchema = z.object({ value: z.string().max(100), display: z.string().max(500).nullish() });

export const scimGroupBodySchema = z.object({
  schemas: schemaUris,
  displayName: plainText().trim().min(1).max(200),
  externalId: optionalText(500),
  members: z.array(scimMemberSchema).max(10_000).nullish(),
});
export type ScimGroupBody = z.infer<typeof scimGroupBodySchema>;

export const scimPatchBodySchema = z.object({
  schemas: schemaUris,
  Operations: z
    .array(z.object({ op: z.string().max(20), path: z.string().max(1000).optional(), value: z.unknown().optional() }))
    .min(1)
    .max(1000),
});
export type ScimPatchOperation = z.infer<typeof scimPatchBodySchema>['Operations'][number];

export const scimListQuerySchema = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});
export type ScimListQuery = z.infer<typeof scimListQuerySchema>;

export const scimResourceQuerySchema = scimListQuerySchema.pick({ attributes: true, excludedAttributes: true });

export const scimIdParams = z.object({ id: z.string().max(100) });
export const scimSchemaParams = z.object({ id: z.string().max(300) });
