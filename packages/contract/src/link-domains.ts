import { z } from 'zod';
import { plainText } from './text.ts';
import { httpUrlSchema } from './urls.ts';

/**
 * Custom link domains (issue 33): a host of the organisation's own (`go.example.com`) that serves its scan links and
 * card pages, proved by a TXT record and pointed at us by a CNAME (or an address).
 */

/** Plans whose organisations may serve links on their own domains (by name, as identity's are). */
export const LINK_DOMAIN_PLANS = ['Pro', 'Enterprise'] as const;
/** A TXT record under this label of the host proves it: `_nfc-link.go.example.com`. */
export const LINK_DOMAIN_VERIFICATION_LABEL = '_nfc-link';
/** The TXT record's value starts with this, followed by the domain's token. */
export const LINK_DOMAIN_VERIFICATION_PREFIX = 'nfc-link=';
/** Link domains an organisation may claim. */
export const MAX_LINK_DOMAINS = 10;
/** A host whose record went missing keeps serving this long, so the owner can put it back. */
export const LINK_DOMAIN_GRACE_DAYS = 7;

/**
 * A host name as typed or pasted: trimmed, lower-cased, without scheme, path, port or trailing dot; an international
 * name becomes its punycode (`bücher.example` -> `xn--bcher-kva.example`) through the URL parser, which browsers and
 * Node share. At least two labels of letters, digits and hyphens; the last one not all digits (no IP addresses).
 */
export function toHostname(value: string): string | null {
  // A pasted link's scheme and final slash are dropped; any other path is refused.
  let typed = value.trim().replace(/^https?:\/\//i, '');
  if (typed.endsWith('/')) typed = typed.slice(0, -1);
  if (typed === '' || typed.length > 253 || /[/?#@\s\\]/.test(typed)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${typed}`).hostname;
  } catch {
    return null;
  }
  hostname = hostname.replace(/\.$/, '');
  // A port would have been dropped by the URL parser: refuse it rather than change what was typed.
  if (typed.toLowerCase().replace(/\.$/, '') !== hostname && !/[^\x20-\x7e]/.test(typed)) return null;
  return isHostname(hostname) ? hostname : null;
}

export function isHostname(value: string): boolean {
  const labels = value.split('.');
  if (labels.length < 2 || value.length > 253) return false;
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  return labels.every((part) => label.test(part)) && /[a-z]/.test(labels[labels.length - 1]!);
}

export const hostnameSchema = plainText({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(253, { error: 'validation.tooLong' })
  .transform((value, context) => {
    const hostname = toHostname(value);
    if (hostname === null) {
      context.addIssue({ code: 'custom', message: 'validation.hostname' });
      return z.NEVER;
    }
    return hostname;
  });

export const linkDomainBodySchema = z.object({
  hostname: hostnameSchema,
  /** Where `/` on the host leads; omitted or null: a neutral page. */
  rootUrl: httpUrlSchema.nullable().optional(),
});
export type LinkDomainBody = z.input<typeof linkDomainBodySchema>;

export const linkDomainPatchSchema = z
  .object({
    rootUrl: httpUrlSchema.nullable().optional(),
    /** True: tags and cards without a domain of their own use this one; false: the app's host again. */
    isDefault: z.boolean().optional(),
  })
  .strict();
export type LinkDomainPatch = z.input<typeof linkDomainPatchSchema>;

export const linkDomainStatuses = ['pending', 'verified', 'failed'] as const;
export type LinkDomainStatus = (typeof linkDomainStatuses)[number];

export const linkDomainSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  /** pending: never proved; verified: serving; failed: the record went missing (serves until `servesUntil`). */
  status: z.enum(linkDomainStatuses),
  /** The record to publish: name is the full host name, value the whole TXT string. */
  verificationRecord: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  /** Where to point the host: a CNAME to this name, or an A (AAAA) record of this address (also for an apex). */
  target: z.object({ type: z.enum(['CNAME', 'A', 'AAAA']), value: z.string() }),
  rootUrl: z.string().nullable(),
  isDefault: z.boolean(),
  /** Whether scan links and cards on this host answer now (verified, or failed within the grace period). */
  isServing: z.boolean(),
  verifiedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /** With status failed: when serving stops unless the record is back. */
  servesUntil: z.string().nullable(),
  /** Tags and cards that name this domain. */
  usage: z.object({ tags: z.number().int(), cards: z.number().int() }),
  createdAt: z.string(),
});
export type LinkDomain = z.infer<typeof linkDomainSchema>;

/** DELETE /api/domains/{id}?moveTo= : tags and cards on the domain move to that one (or `default`: no domain). */
export const linkDomainDeleteQuerySchema = z.object({ moveTo: z.string().max(100).optional() });

/** A tag's or card's domain in its body: a domain id of the organisation's serving domains, or null (the default). */
export const linkDomainIdSchema = z.uuid({ error: 'validation.linkDomain' }).nullable();
