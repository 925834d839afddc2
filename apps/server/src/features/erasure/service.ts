import type { DeleteAccountBody, DeleteOrganisationBody, OrganisationDeletion } from '@nfc/contract/erasure';
import type { User } from '@nfc/contract/users';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import { verifyPassword } from '../../accounts/password.ts';
import { getUserRecord } from '../../accounts/user-records.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { deleteUnusedBrandFiles, isBrandFile } from '../../brand/brand-kit.ts';
import type { Executor } from '../../db/client.ts';
import {
  billingSessions,
  leads,
  orders,
  organisations,
  tags,
  teamInvitations,
  users,
  vcfConfigs,
  webhookEndpoints,
} from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { deletionCancelledMail, deletionScheduledMail } from './mails.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'storage' | 'scanTargets' | 'sessions'>;
/** Who calls, with the e-mail the audit trail names. */
type Caller = Actor & Pick<User, 'email'>;

const DAY_MS = 86_400_000;

/** Asks for the caller's password again before anything is erased; a wrong one is a field error. */
async function confirmPassword(db: Executor, { userId, password }: { userId: string; password: string }) {
  const record = await getUserRecord({ db, userId });
  if (!record) throw new AppError('UNAUTHORIZED', 'auth.sessionEnded');
  if (!(await verifyPassword(record.row.passwordHash, password))) {
    throw new AppError('VALIDATION', 'erasure.wrongPassword', { fields: { password: 'erasure.wrongPassword' } });
  }
  return record;
}

async function mailMembers(
  deps: Deps,
  organisationId: string,
  build: (member: typeof users.$inferSelect) => Parameters<Deps['mailer']['send']>[0],
) {
  const members = await deps.db.select().from(users).where(eq(users.organisationId, organisationId));
  for (const member of members) await deps.mailer.send(build(member));
}

/**
 * The owner asks for the organisation to be erased once the grace period is over; until then every member sees only
 * the notice. Asking again keeps the first time.
 */
export async function scheduleOrganisationDeletion(
  deps: Deps,
  { actor, data, now = new Date() }: { actor: Caller; data: DeleteOrganisationBody; now?: Date },
): Promise<OrganisationDeletion> {
  const record = await confirmPassword(deps.db, { userId: actor.id, password: data.password });
  const at = new Date(now.getTime() + deps.config.organisationDeletionGraceDays * DAY_MS);
  const [scheduled] = await deps.db
    .update(organisations)
    .set({ deletionScheduledAt: at })
    .where(and(eq(organisations.id, actor.organisationId), sql`${organisations.deletionScheduledAt} is null`))
    .returning({ at: organisations.deletionScheduledAt });
  deps.sessions.invalidateOrganisation(actor.organisationId);
  if (!scheduled?.at) {
    return { deletionScheduledAt: (record.organisation.deletionScheduledAt ?? at).toISOString() };
  }
  await recordAudit(deps.db, {
    actor,
    action: 'organisation.deletion_scheduled',
    targetType: 'organisation',
    targetId: actor.organisationId,
    changes: { deletionScheduledAt: { from: null, to: at.toISOString() } },
  });
  const organisationName = record.organisation.name ?? '';
  const url = `${deps.config.appUrl}/settings/data`;
  await mailMembers(deps, actor.organisationId, (member) =>
    deletionScheduledMail(member, { organisationName, at, url }),
  );
  return { deletionScheduledAt: at.toISOString() };
}

/** The owner takes the deletion back, any time before the erasure job has run. */
export async function cancelOrganisationDeletion(deps: Deps, { actor }: { actor: Caller }) {
  const [cancelled] = await deps.db
    .update(organisations)
    .set({ deletionScheduledAt: null })
    .where(and(eq(organisations.id, actor.organisationId), isNotNull(organisations.deletionScheduledAt)))
    .returning({ name: organisations.name });
  if (!cancelled) throw new AppError('CONFLICT', 'erasure.notScheduled');
  deps.sessions.invalidateOrganisation(actor.organisationId);
  await recordAudit(deps.db, {
    actor,
    action: 'organisation.deletion_cancelled',
    targetType: 'organisation',
    targetId: actor.organisationId,
  });
  const url = `${deps.config.appUrl}/dashboard`;
  await mailMembers(deps, actor.organisationId, (member) =>
    deletionCancelledMail(member, { organisationName: cancelled.name ?? '', url }),
  );
  return withMessage(msg('erasure.deletionCancelled'));
}

/** Template images are the template's (vcards/templates.ts names their folder); brand images the brand kit's. */
const isSharedFile = (key: string) => key.startsWith('templates/') || isBrandFile(key);

/**
 * Takes a member's account out of the organisation: their cards go to `heirId` or are deleted, what else they made
 * (tags, orders, webhooks) goes to `heirId`, their invitations die. Answers the files of the deleted cards.
 */
export async function removeAccount(
  tx: Executor,
  { userId, heirId, cards }: { userId: string; heirId: string; cards: DeleteAccountBody['cards'] },
) {
  const toHeir = { userId: heirId };
  const files: string[] = [];
  if (cards === 'delete') {
    const deleted = await tx.delete(vcfConfigs).where(eq(vcfConfigs.userId, userId)).returning();
    for (const card of deleted) {
      for (const key of [card.profilePicturePath, card.coverImagePath, card.logoImagePath]) if (key) files.push(key);
    }
  } else {
    await tx.update(vcfConfigs).set(toHeir).where(eq(vcfConfigs.userId, userId));
  }
  await tx.update(tags).set(toHeir).where(eq(tags.userId, userId));
  await tx.update(orders).set(toHeir).where(eq(orders.userId, userId));
  await tx.update(webhookEndpoints).set(toHeir).where(eq(webhookEndpoints.userId, userId));
  await tx.update(billingSessions).set(toHeir).where(eq(billingSessions.userId, userId));
  await tx.delete(teamInvitations).where(eq(teamInvitations.invitedBy, userId));
  await tx.delete(users).where(eq(users.id, userId));
  return files;
}

/** Deletes the files of deleted cards: their own at once, brand images once nothing shows them. */
export async function deleteCardFiles(deps: Pick<AppDeps, 'db' | 'storage'>, keys: string[]) {
  await Promise.all(keys.filter((key) => !isSharedFile(key)).map((key) => deps.storage.delete(key).catch(() => {})));
  await deleteUnusedBrandFiles(deps, keys);
}

/**
 * A member deletes their own account: their cards stay with the organisation (its owner's now) or are deleted, as
 * they choose. The owner must hand the organisation on first, or, alone in it, delete the organisation instead.
 */
export async function deleteOwnAccount(deps: Deps, { actor, data }: { actor: Caller; data: DeleteAccountBody }) {
  await confirmPassword(deps.db, { userId: actor.id, password: data.password });
  if (actor.teamRole === 'owner') {
    const [{ members } = { members: 0 }] = await deps.db
      .select({ members: count() })
      .from(users)
      .where(eq(users.organisationId, actor.organisationId));
    throw new AppError(
      'CONFLICT',
      members > 1 ? 'erasure.transferOwnershipFirst' : 'erasure.deleteOrganisationInstead',
    );
  }
  const files = await deps.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, actor.organisationId), eq(users.teamRole, 'owner')))
      .for('update');
    if (!owner) throw new AppError('CONFLICT', 'erasure.transferOwnershipFirst');
    return removeAccount(tx, { userId: actor.id, heirId: owner.id, cards: data.cards });
  });
  deps.sessions.invalidateUser(actor.id);
  await deleteCardFiles(deps, files);
  deps.scanTargets.invalidateOwner(actor.organisationId);
  return withMessage(msg('erasure.accountDeleted'));
}

/**
 * A person's right to be forgotten: every lead of the organisation with this address (any case) is deleted. The
 * audit trail keeps how many, never the address.
 */
export async function eraseLeadsByEmail(deps: Pick<AppDeps, 'db'>, { actor, email }: { actor: Caller; email: string }) {
  const erased = await deps.db
    .delete(leads)
    .where(and(eq(leads.organisationId, actor.organisationId), sql`lower(${leads.email}) = ${email.toLowerCase()}`))
    .returning({ id: leads.id });
  await recordAudit(deps.db, {
    actor,
    action: 'leads.erased_by_email',
    targetType: 'organisation',
    targetId: actor.organisationId,
    changes: { erasedLeads: { from: erased.length, to: 0 } },
  });
  return { erased: erased.length };
}
