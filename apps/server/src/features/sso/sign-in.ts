import { randomBytes } from 'node:crypto';
import type { Language } from '@nfc/contract/constants';
import { emailDomain, type GroupRole, type SsoFailureReason } from '@nfc/contract/identity';
import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { createOpaqueToken, hashOpaqueToken } from '../../accounts/opaque-tokens.ts';
import { hashPassword } from '../../accounts/password.ts';
import { issueSessionToken } from '../../accounts/session-tokens.ts';
import type { Executor } from '../../db/client.ts';
import {
  identitySettings,
  organisationDomains,
  ssoFlows,
  ssoSignInCodes,
  teamInvitations,
  users,
} from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { lockQuotaOwner } from '../../quota/quota.ts';
import { countSeatsUsed } from '../../quota/seats.ts';

/**
 * What every single sign-on shares, OIDC and SAML alike (issue 30, decision 036): the flow kept between the redirect
 * to the identity provider and its answer, the member the answer signs in (created just in time within the seats),
 * and the one-time code the web trades for our usual session token.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'keys' | 'sessions'>;

/** A flow must come back within 10 minutes; a sign-in code is traded within one. */
export const SSO_FLOW_TTL_MS = 10 * 60_000;
export const SSO_CODE_TTL_MS = 60_000;

export type SsoFlow = typeof ssoFlows.$inferSelect;

/** Who the identity provider says signed in, as both protocols' checks hand it over. */
export type SsoIdentity = {
  /** OIDC `sub` or SAML NameID. */
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** Group names from the `groups` claim or attribute; mapped to a role by the organisation's group mapping. */
  groups: string[];
};

export type SsoOutcome =
  | { kind: 'signedIn'; code: string; userId: string }
  | { kind: 'tested'; email: string; role: 'owner' | 'admin' | 'member'; isNew: boolean }
  | { kind: 'failed'; reason: SsoFailureReason };

/** Starts a flow: its id is the OIDC `state` or SAML `RelayState`. */
export async function createSsoFlow(
  db: Executor,
  flow: Omit<SsoFlow, 'id' | 'expiresAt'>,
  now = new Date(),
): Promise<SsoFlow> {
  const [created] = await db
    .insert(ssoFlows)
    .values({
      ...flow,
      id: randomBytes(24).toString('base64url'),
      expiresAt: new Date(now.getTime() + SSO_FLOW_TTL_MS),
    })
    .returning();
  return created!;
}

/** Uses a flow up: a second answer with the same state, or one after 10 minutes, finds nothing. */
export async function takeSsoFlow(db: Executor, id: string, now = new Date()): Promise<SsoFlow | null> {
  if (id.length === 0 || id.length > 100) return null;
  const [taken] = await db
    .delete(ssoFlows)
    .where(and(eq(ssoFlows.id, id), gt(ssoFlows.expiresAt, now)))
    .returning();
  return taken ?? null;
}

/** Uses up the flow that sent a SAML request (its id comes back as InResponseTo). */
export async function takeSsoFlowByRequest(db: Executor, requestId: string, now = new Date()) {
  if (requestId.length === 0 || requestId.length > 200) return null;
  const [taken] = await db
    .delete(ssoFlows)
    .where(and(eq(ssoFlows.samlRequestId, requestId), gt(ssoFlows.expiresAt, now)))
    .returning();
  return taken ?? null;
}

/** Whether `domain` is verified by the organisation. */
export async function isVerifiedDomainOf(db: Executor, organisationId: string, domain: string) {
  const [found] = await db
    .select({ id: organisationDomains.id })
    .from(organisationDomains)
    .where(
      and(
        eq(organisationDomains.organisationId, organisationId),
        eq(organisationDomains.domain, domain),
        isNotNull(organisationDomains.verifiedAt),
      ),
    );
  return Boolean(found);
}

/** The organisation that verified the domain of an address, if one did. */
export async function organisationOfAddress(db: Executor, email: string): Promise<string | null> {
  const [found] = await db
    .select({ organisationId: organisationDomains.organisationId })
    .from(organisationDomains)
    .where(and(eq(organisationDomains.domain, emailDomain(email)), isNotNull(organisationDomains.verifiedAt)));
  return found?.organisationId ?? null;
}

export async function readGroupRoles(db: Executor, organisationId: string): Promise<GroupRole[]> {
  const [settings] = await db
    .select({ groupRoles: identitySettings.groupRoles })
    .from(identitySettings)
    .where(eq(identitySettings.organisationId, organisationId));
  return settings?.groupRoles ?? [];
}

/**
 * The role a person's groups give: admin when one of them maps to admin, member otherwise; null when the
 * organisation maps no group (roles are then managed on the team page). Group names compare without case.
 */
export function roleFromGroups(groupRoles: GroupRole[], groups: string[]): 'admin' | 'member' | null {
  if (groupRoles.length === 0) return null;
  const names = new Set(groups.map((group) => group.toLowerCase()));
  const matched = groupRoles.filter((mapping) => names.has(mapping.group.toLowerCase()));
  return matched.some((mapping) => mapping.role === 'admin') ? 'admin' : 'member';
}

/**
 * Signs a person in (or, for a test, tells what would happen) once their identity provider's answer has passed
 * every check of its protocol. The address must belong to a domain the organisation verified: an IdP cannot sign
 * anyone into an address it does not own. An unknown address becomes a member within the seats (an open
 * invitation to it is used up, its seat with it); an address of another organisation is refused.
 */
export async function completeSsoSignIn(
  deps: Deps,
  {
    organisationId,
    identity,
    purpose,
    language = 'en',
  }: { organisationId: string; identity: SsoIdentity; purpose: 'sign_in' | 'test'; language?: Language },
): Promise<SsoOutcome> {
  const email = identity.email.trim().toLowerCase();
  if (!email.includes('@') || !(await isVerifiedDomainOf(deps.db, organisationId, emailDomain(email)))) {
    return { kind: 'failed', reason: 'notAllowed' };
  }
  const groupRoles = await readGroupRoles(deps.db, organisationId);
  const mappedRole = roleFromGroups(groupRoles, identity.groups);
  // A password nobody knows: a member made here signs in through SSO (or sets a password by the reset mail).
  const unusableHash = purpose === 'sign_in' ? await hashPassword(randomBytes(32).toString('base64url')) : '';

  const result = await deps.db.transaction(async (tx): Promise<SsoOutcome> => {
    // The organisation first, as every seat check locks it.
    const { seatLimit } = await lockQuotaOwner(tx, { organisationId });
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing) {
      if (existing.organisationId !== organisationId) return { kind: 'failed', reason: 'otherOrganisation' };
      if (!existing.isActive || existing.deprovisionedAt) return { kind: 'failed', reason: 'deactivated' };
      const role = existing.teamRole === 'owner' || mappedRole === null ? existing.teamRole : mappedRole;
      if (purpose === 'test') return { kind: 'tested', email, role, isNew: false };
      await tx
        .update(users)
        .set({ teamRole: role, isEmailVerified: true, ssoSubject: existing.ssoSubject ?? identity.subject })
        .where(eq(users.id, existing.id));
      return { kind: 'signedIn', code: '', userId: existing.id };
    }
    const role = mappedRole ?? 'member';
    // An open invitation to the address holds a seat already: it is used up instead of taking a second one.
    const [invited] = await tx
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.organisationId, organisationId),
          eq(teamInvitations.email, email),
          gt(teamInvitations.expiresAt, new Date()),
        ),
      );
    if (!invited && seatLimit !== null && (await countSeatsUsed(tx, organisationId)) + 1 > seatLimit) {
      return { kind: 'failed', reason: 'noSeat' };
    }
    if (purpose === 'test') return { kind: 'tested', email, role, isNew: true };
    if (invited) await tx.delete(teamInvitations).where(eq(teamInvitations.id, invited.id));
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: unusableHash,
        organisationId,
        teamRole: role,
        isEmailVerified: true,
        contactFirstName: identity.firstName?.slice(0, 100) || null,
        contactLastName: identity.lastName?.slice(0, 100) || null,
        language,
        ssoSubject: identity.subject,
      })
      .returning({ id: users.id });
    return { kind: 'signedIn', code: '', userId: created!.id };
  });
  if (result.kind !== 'signedIn') return result;
  deps.sessions.invalidateUser(result.userId);
  const { token, tokenHash } = createOpaqueToken();
  await deps.db
    .insert(ssoSignInCodes)
    .values({ codeHash: tokenHash, userId: result.userId, expiresAt: new Date(Date.now() + SSO_CODE_TTL_MS) });
  return { ...result, code: token };
}

/** Trades a sign-in code (once, within a minute) for a session token; null when it is unknown, used or late. */
export async function exchangeSsoCode(deps: Deps, code: string): Promise<string | null> {
  const [used] = await deps.db
    .delete(ssoSignInCodes)
    .where(and(eq(ssoSignInCodes.codeHash, hashOpaqueToken(code)), gt(ssoSignInCodes.expiresAt, new Date())))
    .returning({ userId: ssoSignInCodes.userId });
  if (!used) return null;
  return issueSessionToken(deps, used.userId);
}

/**
 * Where the browser goes when a flow ends: the web's completion page with the code, the sign-in page with the reason
 * it failed, or, for a test, the test result page either way.
 */
export function ssoResultUrl(appUrl: string, purpose: 'sign_in' | 'test', outcome: SsoOutcome): string {
  if (outcome.kind === 'signedIn') return `${appUrl}/sso/complete?code=${encodeURIComponent(outcome.code)}`;
  if (outcome.kind === 'tested') {
    const query = new URLSearchParams({ email: outcome.email, role: outcome.role, new: String(outcome.isNew) });
    return `${appUrl}/sso/test-result?${query}`;
  }
  return purpose === 'test'
    ? `${appUrl}/sso/test-result?reason=${outcome.reason}`
    : `${appUrl}/login?sso=${outcome.reason}`;
}

/** Drops flows and codes past their time (the daily upkeep). */
export async function purgeExpiredSsoState(db: Executor, now = new Date()) {
  await db.delete(ssoFlows).where(lt(ssoFlows.expiresAt, now));
  await db.delete(ssoSignInCodes).where(lt(ssoSignInCodes.expiresAt, now));
}
