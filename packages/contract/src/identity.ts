import { z } from 'zod';
import { assignableRoles } from './team-roles.ts';
import { plainText } from './text.ts';

/**
 * Enterprise identity (issue 30): verified domains, one single sign-on connection per organisation (OIDC or SAML),
 * its enforcement, the group mapping and the SCIM token.
 */

/** Plans whose organisations get verified domains, single sign-on and SCIM (by name, as tag creation is). */
export const IDENTITY_PLANS = ['Pro', 'Enterprise'] as const;

/** A TXT record under this label of the domain proves it: `_nfc-verification.example.com`. */
export const DOMAIN_VERIFICATION_LABEL = '_nfc-verification';
/** The TXT record's value starts with this, followed by the domain's token. */
export const DOMAIN_VERIFICATION_PREFIX = 'nfc-verification=';
/** Domains an organisation may claim. */
export const MAX_DOMAINS = 20;
/** Group mappings an organisation may keep. */
export const MAX_GROUP_ROLES = 50;
/** An IdP's metadata XML larger than this is refused (real ones are a few KB; a hundred certificates fit). */
export const SAML_METADATA_MAX_BYTES = 256 * 1024;

/**
 * A domain name as typed: lower-cased, without a trailing dot, scheme or path; at least two labels of letters,
 * digits and hyphens (punycode for international names). Checked label by label, without a backtracking regex.
 */
export const domainNameSchema = plainText({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .max(253, { error: 'validation.tooLong' })
  .transform((value) => value.replace(/\.$/, ''))
  .refine(isDomainName, { error: 'validation.domain' });

export function isDomainName(value: string): boolean {
  const labels = value.split('.');
  if (labels.length < 2 || value.length > 253) return false;
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  return labels.every((part) => label.test(part)) && /[a-z]/.test(labels[labels.length - 1]!);
}

/** The domain part of an e-mail address, lower-cased; '' when there is none. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export const domainBodySchema = z.object({ domain: domainNameSchema });
export type DomainBody = z.infer<typeof domainBodySchema>;

export const verifiedDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  /** The record to publish: name is the full host name, value the whole TXT string. */
  verificationRecord: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  /** When the record was last found; null: not verified (yet, or no longer). */
  verifiedAt: z.string().nullable(),
  /** When it was last looked up. */
  checkedAt: z.string().nullable(),
});
export type VerifiedDomain = z.infer<typeof verifiedDomainSchema>;

const secureUrl = plainText({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(2000, { error: 'validation.tooLong' })
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), { error: 'validation.url' });

const required = (max: number) =>
  plainText({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

/** PUT /api/team/sso: one connection per organisation, replacing the one before. Whether http is allowed is the server's rule. */
export const ssoConnectionBodySchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('oidc'),
      issuer: secureUrl,
      clientId: required(500),
      clientSecret: required(2000),
    }),
    z.object({
      type: z.literal('saml'),
      metadataXml: z
        .string({ error: 'validation.required' })
        .trim()
        .min(1, { error: 'validation.required' })
        .max(SAML_METADATA_MAX_BYTES, { error: 'validation.tooLong' })
        .optional(),
      metadataUrl: secureUrl.optional(),
    }),
  ],
  { error: 'validation.ssoType' },
);
export type SsoConnectionBody = z.infer<typeof ssoConnectionBodySchema>;

export const groupRoleSchema = z.object({
  group: required(200),
  role: z.enum(assignableRoles, { error: 'validation.teamRole' }),
});
export type GroupRole = z.infer<typeof groupRoleSchema>;

export const groupRolesBodySchema = z.object({
  groupRoles: z.array(groupRoleSchema).max(MAX_GROUP_ROLES, { error: 'validation.tooMany' }),
});
export type GroupRolesBody = z.infer<typeof groupRolesBodySchema>;

export const enforcementBodySchema = z.object({ enforced: z.boolean({ error: 'validation.required' }) });
export type EnforcementBody = z.infer<typeof enforcementBodySchema>;

/** A connection as GET /api/team/sso shows it: never the client secret. */
export const ssoConnectionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('oidc'), issuer: z.string(), clientId: z.string() }),
  z.object({
    type: z.literal('saml'),
    metadataUrl: z.string().nullable(),
    idpEntityId: z.string(),
    ssoUrl: z.string(),
    /** The IdP signing certificates' last day (ISO), soonest first. */
    certificatesExpireAt: z.array(z.string()),
  }),
]);
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

/** GET /api/team/sso: the connection (or null), its enforcement, the group mapping, SCIM and what the IdP needs of us. */
export const ssoSettingsSchema = z.object({
  connection: ssoConnectionSchema.nullable(),
  enforced: z.boolean(),
  groupRoles: z.array(groupRoleSchema),
  scim: z.object({ baseUrl: z.string(), tokenCreatedAt: z.string().nullable() }),
  serviceProvider: z.object({
    /** OIDC: the redirect URI to register with the IdP. */
    oidcRedirectUri: z.string(),
    /** SAML: our entity id (the audience), assertion consumer service and metadata URLs. */
    samlEntityId: z.string(),
    samlAcsUrl: z.string(),
    samlMetadataUrl: z.string(),
  }),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const scimTokenSchema = z.object({ token: z.string() });
export type ScimToken = z.infer<typeof scimTokenSchema>;

/** POST /api/team/sso/test: where to send the admin's new tab for a test sign-in. */
export const ssoTestSchema = z.object({ url: z.string() });
export type SsoTest = z.infer<typeof ssoTestSchema>;

/** POST /api/auth/sso/exchange: the one-time code the sign-in returned with, for a session token. */
export const ssoExchangeBodySchema = z.object({ code: z.string({ error: 'validation.required' }).min(1).max(100) });
export type SsoExchangeBody = z.infer<typeof ssoExchangeBodySchema>;

/**
 * Why a single sign-on ended without a session, as `/login?sso=<reason>` tells the sign-in page (and a test sign-in's
 * result page). Each has a message under `sso.errors.<reason>` in both languages.
 */
export const ssoFailureReasons = [
  'noConnection',
  'notAllowed',
  'expired',
  'rejected',
  'otherOrganisation',
  'noSeat',
  'deactivated',
  'unavailable',
] as const;
export type SsoFailureReason = (typeof ssoFailureReasons)[number];
