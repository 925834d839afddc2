import { emailDomain, type GroupRole, IDENTITY_PLANS } from '@nfc/contract/identity';
import type { User } from '@nfc/contract/users';
import { and, eq, lt } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Executor } from '../../db/client.ts';
import { identitySettings, organisations, plans, samlAssertions, ssoConnections, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, validationError } from '../../errors.ts';
import { type Message, schemaMessage } from '../../i18n/messages.ts';
import { isVerifiedDomainOf, organisationOfAddress, purgeExpiredSsoState } from './sign-in.ts';

/**
 * What an organisation decides about its single sign-on beyond the connection (issue 30): whether addresses of its
 * verified domains must use it, and which identity-provider groups make an admin. Enforcement holds while the
 * organisation keeps a plan with single sign-on, so a lapsed plan never locks its members out of their passwords.
 */

type Deps = Pick<AppDeps, 'db'>;

/** What a password may do for an address: 'sso' refuses it; 'breakGlass' is the owner's, allowed and audited. */
export type PasswordVerdict = 'password' | 'sso' | 'breakGlass';

/** Whether the organisation enforces its connection and still has a plan with single sign-on. */
async function isEnforcing(db: Executor, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ planName: plans.name })
    .from(ssoConnections)
    .innerJoin(organisations, eq(organisations.id, ssoConnections.organisationId))
    .leftJoin(plans, eq(plans.id, organisations.planId))
    .where(and(eq(ssoConnections.organisationId, organisationId), eq(ssoConnections.enforced, true)));
  return Boolean(row) && (IDENTITY_PLANS as readonly string[]).includes(row?.planName ?? '');
}

/**
 * A password sign-in (or reset completion) of a member: refused when their organisation enforces single sign-on and
 * verified their address's domain; the owner keeps the password as a way in when the identity provider fails.
 */
export async function passwordVerdictForMember(
  db: Executor,
  user: { email: string; organisationId: string; teamRole: 'owner' | 'admin' | 'member' },
): Promise<PasswordVerdict> {
  const verified = await isVerifiedDomainOf(db, user.organisationId, emailDomain(user.email));
  if (!verified || !(await isEnforcing(db, user.organisationId))) return 'password';
  return user.teamRole === 'owner' ? 'breakGlass' : 'sso';
}

/**
 * A reset asked for an address, account or not: refused when the organisation that verified its domain enforces
 * single sign-on and the address is not that organisation's owner. It depends on the domain only, so the answer never
 * tells whether the address has an account.
 */
export async function passwordVerdictForAddress(db: Executor, email: string): Promise<PasswordVerdict> {
  const organisationId = await organisationOfAddress(db, email);
  if (!organisationId || !(await isEnforcing(db, organisationId))) return 'password';
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.teamRole, 'owner')));
  return owner?.email.toLowerCase() === email.trim().toLowerCase() ? 'breakGlass' : 'sso';
}

/** Turns enforcement on or off (audited); there must be a connection to enforce. */
export async function setEnforcement(
  { db }: Deps,
  { actor, enforced }: { actor: Pick<User, 'id' | 'email' | 'organisationId'>; enforced: boolean },
) {
  const [updated] = await db
    .update(ssoConnections)
    .set({ enforced })
    .where(eq(ssoConnections.organisationId, actor.organisationId))
    .returning({ enforced: ssoConnections.enforced });
  if (!updated) throw new AppError('CONFLICT', 'identity.ssoNotConnected');
  await recordAudit(db, {
    actor,
    action: 'sso.enforcement',
    targetType: 'organisation',
    targetId: actor.organisationId,
    changes: { enforced: { from: null, to: enforced } },
  });
  return { enforced: updated.enforced };
}

/** Replaces the group mapping; a group named twice (in any case) is refused, naming the later one. */
export async function setGroupRoles(
  { db }: Deps,
  { organisationId, groupRoles }: { organisationId: string; groupRoles: GroupRole[] },
) {
  const seen = new Set<string>();
  const duplicates: Record<string, Message> = {};
  groupRoles.forEach(({ group }, index) => {
    const name = group.toLowerCase();
    if (seen.has(name)) duplicates[`groupRoles.${index}.group`] = schemaMessage('validation.duplicateGroup');
    seen.add(name);
  });
  if (Object.keys(duplicates).length > 0) throw validationError(duplicates);
  const [saved] = await db
    .insert(identitySettings)
    .values({ organisationId, groupRoles })
    .onConflictDoUpdate({ target: identitySettings.organisationId, set: { groupRoles, updatedAt: new Date() } })
    .returning({ groupRoles: identitySettings.groupRoles });
  return { groupRoles: saved!.groupRoles };
}

/** The daily upkeep of single sign-on: flows, sign-in codes and replay records past their time go. */
export async function purgeExpiredIdentityState(db: Executor, now = new Date()) {
  await purgeExpiredSsoState(db, now);
  await db.delete(samlAssertions).where(lt(samlAssertions.expiresAt, now));
}
