import { LINK_DOMAIN_PLANS, type LinkDomain } from '@nfc/contract/link-domains';
import type { User } from '@nfc/contract/users';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { hasTeamRole, teamAreas } from './team-role';

/**
 * Custom link domains (issue 33) as the tag form, the card editor and the Domains settings share them: the list,
 * who may read it, and where a tag's or card's link lives.
 */

export const linkDomainsQueryKey = ['link-domains'] as const;

// GET /api/domains - the organisation's link domains with their records, state and usage (owner and admins)
export async function getLinkDomains(): Promise<LinkDomain[]> {
  const { data } = await api.get<LinkDomain[]>('/domains');
  return data;
}

/** The list, asked only where the server would answer it (others get 403). */
export function useLinkDomains({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: linkDomainsQueryKey, queryFn: getLinkDomains, enabled });
}

/** Mirrors the server's rule: link domains come with these plans only. */
export function hasLinkDomainPlan(user: Pick<User, 'plan'> | null | undefined): boolean {
  return (LINK_DOMAIN_PLANS as readonly string[]).includes(user?.plan?.name ?? '');
}

/** Owner and admins on a plan with link domains: whom the list and the picker are for (members get 403). */
export function canManageLinkDomains(user: Pick<User, 'plan' | 'teamRole'> | null | undefined): boolean {
  return hasTeamRole(user, teamAreas.manage) && hasLinkDomainPlan(user);
}

/**
 * The link-domain fields of a tag's or card's answer. Optional here, so that answers typed from the contract fit
 * both before and after it names them; a server with link domains always answers them.
 */
export type LinkDomainFields = { id: string; domainId?: string | null; publicUrl?: string | null };

/** The domain a tag or card names itself; null: the organisation's default. */
export function getLinkDomainId(item: LinkDomainFields): string | null {
  return item.domainId ?? null;
}

/** Domains that answer links now: the ones a tag or card may be put on. */
export function getServingDomains(domains: readonly LinkDomain[]): LinkDomain[] {
  return domains.filter((domain) => domain.isServing);
}

/** The organisation's default domain while it serves; without one, links without a domain are on the app's host. */
export function getDefaultDomain(domains: readonly LinkDomain[]): LinkDomain | null {
  return domains.find((domain) => domain.isDefault && domain.isServing) ?? null;
}

/**
 * The origin a link on `domainId` is served from: that domain while it serves, else the organisation's default
 * domain, else the app's own origin. Custom hosts are always https (certificates are issued on demand).
 */
export function getLinkOrigin(domains: readonly LinkDomain[], domainId: string | null, appOrigin: string): string {
  const chosen = domainId ? domains.find((domain) => domain.id === domainId && domain.isServing) : undefined;
  const domain = chosen ?? getDefaultDomain(domains);
  return domain ? `https://${domain.hostname}` : appOrigin;
}

/** The host of a URL or origin, for labels such as "Default (go.example.com)"; the text itself when unparsable. */
export function getHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Whether a form offers the picker: a domain serves besides the default, or the item is on a domain already (so it
 * can go back to the default).
 */
export function hasDomainChoice(domains: readonly LinkDomain[], storedDomainId: string | null): boolean {
  return getServingDomains(domains).length > 0 || storedDomainId !== null;
}

/**
 * The `domainId` a save sends: nothing while the choice is what is stored (so a domain that stopped serving is not
 * sent back for the server to refuse), otherwise the chosen id, or null for the default ('' in the select).
 */
export function toDomainIdChange(chosen: string, storedDomainId: string | null): { domainId?: string | null } {
  const next = chosen === '' ? null : chosen;
  return next === storedDomainId ? {} : { domainId: next };
}
