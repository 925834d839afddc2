import { hostnameSchema, type LinkDomain, type LinkDomainStatus } from '@nfc/contract/link-domains';
import { httpUrlSchema } from '@nfc/contract/urls';
import { z } from 'zod';
import { getDefaultDomain, getHost, getServingDomains } from '../../../lib/link-domains';

/** The badge colour of a domain's state: serving is good, waiting for the record a warning, a lost record danger. */
export const statusTones = {
  pending: 'warning',
  verified: 'good',
  failed: 'danger',
} as const satisfies Record<LinkDomainStatus, 'good' | 'warning' | 'danger'>;

/** What a failed domain still does: serve until a day (the grace after its record went missing), or nothing any more. */
export type ServingNote = { kind: 'servesUntil'; date: string } | { kind: 'stopped' } | null;

export function getServingNote(domain: Pick<LinkDomain, 'status' | 'isServing' | 'servesUntil'>): ServingNote {
  if (domain.status !== 'failed') return null;
  if (domain.isServing && domain.servesUntil) return { kind: 'servesUntil', date: domain.servesUntil };
  return domain.isServing ? null : { kind: 'stopped' };
}

/** The record that points the host at us, as a DNS provider's form shows it: `CNAME go.example.com → target`. */
export function formatTarget(domain: Pick<LinkDomain, 'hostname' | 'target'>): string {
  return `${domain.target.type} ${domain.hostname} → ${domain.target.value}`;
}

export function isInUse(domain: Pick<LinkDomain, 'usage'>): boolean {
  return domain.usage.tags + domain.usage.cards > 0;
}

/** One place the tags and cards of a deleted domain can go: `default` or another domain's id, with its host. */
export type MoveTarget = { value: string; host: string; isDefault: boolean };

/**
 * Where the tags and cards of `deleting` can move before it goes: the default (the organisation's default domain
 * unless that is the one deleted, else the app's host), then every other domain that serves.
 */
export function getMoveTargets(domains: readonly LinkDomain[], deleting: LinkDomain, appOrigin: string): MoveTarget[] {
  const others = domains.filter((domain) => domain.id !== deleting.id);
  const fallback = getDefaultDomain(others);
  const defaultTarget = { value: 'default', host: fallback?.hostname ?? getHost(appOrigin), isDefault: true };
  return [
    defaultTarget,
    ...getServingDomains(others).map((domain) => ({ value: domain.id, host: domain.hostname, isDefault: false })),
  ];
}

/** An optional URL field: empty is null (a neutral page at `/`), anything else an http(s) URL. */
const optionalUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  httpUrlSchema.nullable(),
);

/** The add form: the contract's host name rules (the same the server applies), the root address optional. */
export const linkDomainFormSchema = z.object({ hostname: hostnameSchema, rootUrl: optionalUrlSchema });
export type LinkDomainFormValues = { hostname: string; rootUrl: string };

export const rootUrlFormSchema = z.object({ rootUrl: optionalUrlSchema });
export type RootUrlFormValues = { rootUrl: string };
