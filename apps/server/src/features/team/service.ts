import type { Language } from '@nfc/contract/constants';
import {
  type AcceptInvitationBody,
  type BulkInvitationRow,
  INVITATION_TTL_DAYS,
  type InvitationBody,
  type InvitationPreview,
  invitationBodySchema,
  type Team,
  type TeamInvitation,
  type TeamMember,
  type UpdateMemberBody,
} from '@nfc/contract/team';
import { managesTeam } from '@nfc/contract/team-roles';
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import { isCommonPassword } from '../../accounts/common-passwords.ts';
import { createOpaqueToken, hashOpaqueToken } from '../../accounts/opaque-tokens.ts';
import { hashPassword } from '../../accounts/password.ts';
import { issueSessionToken } from '../../accounts/session-tokens.ts';
import type { Executor } from '../../db/client.ts';
import {
  billingSessions,
  orders,
  organisations,
  tags,
  teamInvitations,
  users,
  vcfConfigs,
  webhookEndpoints,
} from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { type Message, msg, renderMessage, schemaMessage, withMessage } from '../../i18n/messages.ts';
import { lockQuotaOwner, readOrganisationLimits } from '../../quota/quota.ts';
import { countMembers, countSeatsUsed, isOpenInvitation } from '../../quota/seats.ts';
import { accountExistsMail, invitationMail } from './mails.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'keys' | 'mailer'>;
type InvitationRow = typeof teamInvitations.$inferSelect;

const DAY_MS = 86_400_000;

const fullName = (row: { contactFirstName: string | null; contactLastName: string | null }) =>
  [row.contactFirstName, row.contactLastName].filter(Boolean).join(' ') || null;

const toInvitation = (row: InvitationRow): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  name: row.name,
  expiresAt: row.expiresAt.toISOString(),
});

/** The team as the caller may see it: everyone for owner and admins; a member sees the organisation and themselves. */
export async function getTeam({ db }: Pick<Deps, 'db'>, actor: Actor): Promise<Team> {
  const isManager = managesTeam(actor.teamRole);
  // Written out: inside a sub-select drizzle's unqualified column names would be ambiguous.
  const cardCount = sql<number>`(select count(*)::int from vcf_configs where vcf_configs.user_id = users.id)`;
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, actor.organisationId));
  if (!organisation) throw notFound('noun.account');
  const memberRows = await db
    .select({ user: users, cardCount })
    .from(users)
    .where(and(eq(users.organisationId, actor.organisationId), isManager ? undefined : eq(users.id, actor.id)))
    .orderBy(sql`case ${users.teamRole} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(users.createdAt));
  const invitationRows = isManager
    ? await db
        .select()
        .from(teamInvitations)
        .where(and(eq(teamInvitations.organisationId, actor.organisationId), isOpenInvitation(new Date())))
        .orderBy(asc(teamInvitations.createdAt))
    : [];
  const { seatLimit } = await readOrganisationLimits(db, { organisationId: actor.organisationId });
  return {
    organisation: { id: organisation.id, name: organisation.name ?? '' },
    role: actor.teamRole,
    members: memberRows.map(({ user, cardCount: cards }) => toMember(user, Number(cards))),
    invitations: invitationRows.map(toInvitation),
    seats: { used: await countSeatsUsed(db, actor.organisationId), limit: seatLimit },
  };
}

function toMember(row: typeof users.$inferSelect, cardCount: number): TeamMember {
  return {
    id: row.id,
    email: row.email,
    role: row.teamRole,
    name: fullName(row),
    isActive: row.isActive,
    cardCount,
  };
}

/**
 * Refuses only what the inviter can see on the team page anyway: a member of their own organisation, or an open
 * invitation here. An account elsewhere is invited like any address (decision 027): its mail says so instead.
 */
async function assertInvitable(db: Executor, organisationId: string, email: string) {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.organisationId, organisationId)));
  if (member) throw new AppError('CONFLICT', 'team.alreadyMember', { fields: { email: 'team.alreadyMember' } });
  const [invited] = await db
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.organisationId, organisationId),
        eq(teamInvitations.email, email),
        isOpenInvitation(new Date()),
      ),
    );
  if (invited) throw new AppError('CONFLICT', 'team.alreadyInvited', { fields: { email: 'team.alreadyInvited' } });
}

function assertSeats(used: number, adding: number, limit: number | null) {
  if (limit !== null && used + adding > limit) {
    throw new AppError('CONFLICT', 'team.seatLimit', { params: { limit }, extra: { seatLimitReached: true } });
  }
}

type Invitee = { email: string; role: InvitationBody['role']; name: string | null };

/**
 * Stores the invitations in `tx` (the organisation locked by the caller) and answers them with their one-time
 * links; an expired invitation to the same address makes way for the new one.
 */
async function insertInvitations(tx: Executor, actor: Actor, invitees: Invitee[], now: Date) {
  await tx.delete(teamInvitations).where(
    and(
      eq(teamInvitations.organisationId, actor.organisationId),
      inArray(
        teamInvitations.email,
        invitees.map((invitee) => invitee.email),
      ),
      lte(teamInvitations.expiresAt, now),
    ),
  );
  const links = invitees.map((invitee) => ({ invitee, ...createOpaqueToken() }));
  const rows = await tx
    .insert(teamInvitations)
    .values(
      links.map(({ invitee, tokenHash }) => ({
        organisationId: actor.organisationId,
        email: invitee.email,
        role: invitee.role,
        name: invitee.name,
        tokenHash,
        invitedBy: actor.id,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      })),
    )
    .returning();
  return rows.map((row, index) => ({ row, token: links[index]!.token }));
}

/**
 * Mails each invitation from the inviter: a join link in the inviter's language, or, to an address that has an
 * account by now, a notice in that account's language that it cannot join (decision 027). Both take one lookup and
 * one mail, so neither answer comes back measurably later.
 */
async function mailInvitations(deps: Deps, actor: Actor, sent: Array<{ row: InvitationRow; token: string }>) {
  const [[inviter], accounts] = await Promise.all([
    deps.db
      .select({ user: users, organisationName: organisations.name })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(eq(users.id, actor.id)),
    deps.db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(
        inArray(
          users.email,
          sent.map(({ row }) => row.email),
        ),
      ),
  ]);
  if (!inviter) return;
  const languageOf = new Map(accounts.map((account) => [account.email, account.language]));
  const inviterName = fullName(inviter.user) ?? inviter.user.email;
  const organisationName = inviter.organisationName ?? inviterName;
  for (const { row, token } of sent) {
    const accountLanguage = languageOf.get(row.email);
    await deps.mailer.send(
      accountLanguage
        ? accountExistsMail({
            to: row.email,
            name: row.name,
            organisationName,
            inviterName,
            language: accountLanguage,
            url: `${deps.config.appUrl}/login`,
          })
        : invitationMail({
            to: row.email,
            name: row.name,
            role: row.role,
            organisationName,
            inviterName,
            language: inviter.user.language,
            url: joinUrl(deps, token),
          }),
    );
  }
}

/** Only the owner makes or changes admins. */
function assertMayAssign(actor: Actor, role: InvitationBody['role']) {
  if (role === 'admin' && actor.teamRole !== 'owner') throw new AppError('FORBIDDEN', 'team.adminsByOwner');
}

export async function createInvitation(deps: Deps, { actor, data }: { actor: Actor; data: InvitationBody }) {
  assertMayAssign(actor, data.role);
  const now = new Date();
  const [sent] = await deps.db.transaction(async (tx) => {
    // Seats first: the answer to a full organisation must not depend on the address (decision 027).
    const { seatLimit } = await lockQuotaOwner(tx, { organisationId: actor.organisationId });
    assertSeats(await countSeatsUsed(tx, actor.organisationId, now), 1, seatLimit);
    await assertInvitable(tx, actor.organisationId, data.email);
    return insertInvitations(tx, actor, [{ email: data.email, role: data.role, name: data.name || null }], now);
  });
  await mailInvitations(deps, actor, [sent!]);
  return toInvitation(sent!.row);
}

export type BulkRowInput = { line: number; email: string; role: string; name: string };

/**
 * Invites every row of a file, or nobody: each row is checked (address, role, name, duplicates in the file, members
 * and open invitations of this organisation), then the seats for all of them. An address with an account elsewhere is
 * a row like any other (decision 027). Messages are in the caller's language.
 */
export async function bulkInvite(
  deps: Deps,
  { actor, rows, language }: { actor: Actor; rows: BulkRowInput[]; language: Language },
) {
  const render = (message: Message) => renderMessage(message, language);
  const now = new Date();
  const emails = rows.map((row) => row.email.trim().toLowerCase());
  const [members, invited] = await Promise.all([
    deps.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.organisationId, actor.organisationId), inArray(users.email, emails))),
    deps.db
      .select({ email: teamInvitations.email })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.organisationId, actor.organisationId),
          inArray(teamInvitations.email, emails),
          isOpenInvitation(now),
        ),
      ),
  ]);
  const memberAddresses = new Set(members.map((member) => member.email));
  const pending = new Set(invited.map((invitation) => invitation.email));
  const seen = new Set<string>();
  const invitees: Invitee[] = [];
  const report: BulkInvitationRow[] = rows.map((row) => {
    const errors: Record<string, string> = {};
    const parsed = invitationBodySchema.safeParse({
      email: row.email,
      role: row.role.trim().toLowerCase(),
      name: row.name,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'email');
        errors[field] ??= render(schemaMessage(issue.message));
      }
    } else {
      const { email, role, name } = parsed.data;
      if (memberAddresses.has(email)) errors.email = render(msg('team.alreadyMember'));
      else if (pending.has(email)) errors.email = render(msg('team.alreadyInvited'));
      else if (seen.has(email)) errors.email = render(msg('team.bulkDuplicate'));
      if (role === 'admin' && actor.teamRole !== 'owner') errors.role = render(msg('team.adminsByOwner'));
      seen.add(email);
      if (Object.keys(errors).length === 0) invitees.push({ email, role, name: name || null });
    }
    const status = Object.keys(errors).length === 0 ? ('ok' as const) : ('invalid' as const);
    return { line: row.line, email: row.email, role: row.role, name: row.name, status, errors };
  });
  if (invitees.length < rows.length) {
    throw new AppError('BAD_REQUEST', 'team.bulkRowsInvalid', { extra: { invited: 0, rows: report } });
  }
  const sent = await deps.db.transaction(async (tx) => {
    const { seatLimit } = await lockQuotaOwner(tx, { organisationId: actor.organisationId });
    const used = await countSeatsUsed(tx, actor.organisationId, now);
    if (seatLimit !== null && used + invitees.length > seatLimit) {
      throw new AppError('CONFLICT', 'team.bulkSeats', {
        params: { count: invitees.length, free: Math.max(0, seatLimit - used) },
        extra: { invited: 0, rows: report, seatLimitReached: true },
      });
    }
    return insertInvitations(tx, actor, invitees, now);
  });
  await mailInvitations(deps, actor, sent);
  return withMessage(msg('team.bulkInvited', { count: sent.length }), { invited: sent.length, rows: report });
}

export async function revokeInvitation({ db }: Pick<Deps, 'db'>, { actor, id }: { actor: Actor; id: string }) {
  if (!isUuid(id)) throw notFound('noun.invitation');
  const deleted = await db
    .delete(teamInvitations)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.organisationId, actor.organisationId)))
    .returning({ id: teamInvitations.id });
  if (deleted.length === 0) throw notFound('noun.invitation');
}

/**
 * Gives an open invitation of the caller's organisation a new link valid for INVITATION_TTL_DAYS from now: the old
 * link stops working, as only the new token's hash is kept. Another organisation's, a used or an expired one: 404.
 */
async function renewInvitation(db: Executor, { actor, id }: { actor: Actor; id: string }) {
  if (!isUuid(id)) throw notFound('noun.invitation');
  const now = new Date();
  const [current] = await db
    .select({ role: teamInvitations.role })
    .from(teamInvitations)
    .where(
      and(eq(teamInvitations.id, id), eq(teamInvitations.organisationId, actor.organisationId), isOpenInvitation(now)),
    );
  if (!current) throw notFound('noun.invitation');
  assertMayAssign(actor, current.role);
  const { token, tokenHash } = createOpaqueToken();
  const [row] = await db
    .update(teamInvitations)
    .set({ tokenHash, expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS) })
    .where(
      and(eq(teamInvitations.id, id), eq(teamInvitations.organisationId, actor.organisationId), isOpenInvitation(now)),
    )
    .returning();
  if (!row) throw notFound('noun.invitation');
  return { row, token };
}

const joinUrl = (deps: Pick<Deps, 'config'>, token: string) =>
  `${deps.config.appUrl}/join?token=${encodeURIComponent(token)}`;

/** Mails an open invitation again with a new link and a new expiry (the previous link stops working). */
export async function resendInvitation(deps: Deps, { actor, id }: { actor: Actor; id: string }) {
  const sent = await renewInvitation(deps.db, { actor, id });
  await mailInvitations(deps, actor, [sent]);
  return toInvitation(sent.row);
}

/** A new link to an open invitation for the inviter to pass on themselves (only its hash is stored, so it rotates). */
export async function renewInvitationLink(deps: Deps, { actor, id }: { actor: Actor; id: string }) {
  const { row, token } = await renewInvitation(deps.db, { actor, id });
  return { url: joinUrl(deps, token), invitation: toInvitation(row) };
}

/** An open invitation by the token of its link; an unknown, used or expired one is not found. */
async function findOpenInvitation(db: Executor, token: string) {
  const [found] = await db
    .select({ invitation: teamInvitations, organisationName: organisations.name })
    .from(teamInvitations)
    .innerJoin(organisations, eq(organisations.id, teamInvitations.organisationId))
    .where(and(eq(teamInvitations.tokenHash, hashOpaqueToken(token)), isOpenInvitation(new Date())));
  return found ?? null;
}

export async function previewInvitation({ db }: Pick<Deps, 'db'>, token: string): Promise<InvitationPreview> {
  const found = await findOpenInvitation(db, token);
  if (!found) throw new AppError('NOT_FOUND', 'team.invitationInvalid');
  const { invitation, organisationName } = found;
  return {
    organisationName: organisationName ?? '',
    role: invitation.role,
    email: invitation.email,
    name: invitation.name,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Creates the invited person's account, verified (the mail proved the address), in the invitation's role, and
 * uses the invitation up; answers a session token. The seats are checked again under the organisation's lock: a plan
 * may have shrunk since the invitation was sent (decision 027).
 */
export async function acceptInvitation(
  deps: Deps,
  { token, data, language }: { token: string; data: AcceptInvitationBody; language: Language },
) {
  if (isCommonPassword(data.password)) {
    throw new AppError('VALIDATION', 'validation.passwordCommon', {
      fields: { password: 'validation.passwordCommon' },
    });
  }
  // A wrong link costs no password hash; the transaction below checks it again, atomically.
  const found = await findOpenInvitation(deps.db, token);
  if (!found) throw new AppError('NOT_FOUND', 'team.invitationInvalid');
  const passwordHash = await hashPassword(data.password);
  const userId = await deps.db.transaction(async (tx) => {
    // The organisation first, as every seat check locks it, so no count races past the limit.
    const organisationId = found.invitation.organisationId;
    const { seatLimit } = await lockQuotaOwner(tx, { organisationId });
    const [used] = await tx
      .delete(teamInvitations)
      .where(
        and(
          eq(teamInvitations.tokenHash, hashOpaqueToken(token)),
          eq(teamInvitations.organisationId, organisationId),
          isOpenInvitation(new Date()),
        ),
      )
      .returning();
    if (!used) throw new AppError('NOT_FOUND', 'team.invitationInvalid');
    if (seatLimit !== null && (await countMembers(tx, organisationId)) + 1 > seatLimit) {
      // Rolled back with the rest: the invitation stays open for when a seat is free again.
      throw new AppError('CONFLICT', 'team.noSeatToJoin');
    }
    const [created] = await tx
      .insert(users)
      .values({
        email: used.email,
        passwordHash,
        organisationId: used.organisationId,
        teamRole: used.role,
        isEmailVerified: true,
        contactFirstName: data.firstName,
        contactLastName: data.lastName,
        language,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // The address registered on its own since the invitation: it belongs to that account.
    if (!created) throw new AppError('CONFLICT', 'team.addressTaken');
    return created.id;
  });
  return { token: await issueSessionToken(deps, userId) };
}

/** A member of the caller's organisation other than the caller, whom the caller may change or remove. */
async function getManagedMember(db: Executor, actor: Actor, id: string) {
  if (!isUuid(id)) throw notFound('noun.member');
  const [member] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.organisationId, actor.organisationId)))
    .for('update');
  if (!member) throw notFound('noun.member');
  if (member.id === actor.id) throw new AppError('FORBIDDEN', 'team.notYourself');
  if (member.teamRole === 'owner') throw new AppError('FORBIDDEN', 'team.ownerUntouchable');
  if (member.teamRole === 'admin' && actor.teamRole !== 'owner') throw new AppError('FORBIDDEN', 'team.adminsByOwner');
  return member;
}

const cardCountOf = async (db: Executor, userId: string) => {
  const [row] = await db.select({ n: count() }).from(vcfConfigs).where(eq(vcfConfigs.userId, userId));
  return Number(row?.n ?? 0);
};

/** A new role (only the owner makes admins) or (de)activation; deactivating ends the member's sessions at once and revokes the invitations they sent. */
export async function updateMember(
  { db, sessions }: Pick<AppDeps, 'db' | 'sessions'>,
  { actor, id, data }: { actor: Actor; id: string; data: UpdateMemberBody },
) {
  const updated = await db.transaction(async (tx) => {
    const member = await getManagedMember(tx, actor, id);
    if (data.role) assertMayAssign(actor, data.role);
    const [row] = await tx
      .update(users)
      .set({
        ...(data.role && { teamRole: data.role }),
        ...(data.isActive !== undefined && { isActive: data.isActive }),
        // A deactivated member's tokens stop here; reactivating does not bring old ones back.
        ...(data.isActive === false && member.isActive && { tokenVersion: sql`${users.tokenVersion} + 1` }),
      })
      .where(eq(users.id, member.id))
      .returning();
    // Links sent by someone who may no longer act for the organisation stop working with them.
    if (data.isActive === false) await tx.delete(teamInvitations).where(eq(teamInvitations.invitedBy, member.id));
    return row!;
  });
  sessions.invalidateUser(updated.id);
  return toMember(updated, await cardCountOf(db, updated.id));
}

/**
 * Hands what a member made to another member of the organisation: cards, tags, orders, webhook endpoints and billing
 * sessions. Removal passes them to the remover; SCIM deprovisioning (handed in by app.ts) to the owner.
 */
export async function handOverMemberData(tx: Executor, fromUserId: string, toUserId: string) {
  const to = { userId: toUserId };
  await tx.update(vcfConfigs).set(to).where(eq(vcfConfigs.userId, fromUserId));
  await tx.update(tags).set(to).where(eq(tags.userId, fromUserId));
  await tx.update(orders).set(to).where(eq(orders.userId, fromUserId));
  await tx.update(webhookEndpoints).set(to).where(eq(webhookEndpoints.userId, fromUserId));
  await tx.update(billingSessions).set(to).where(eq(billingSessions.userId, fromUserId));
}

/**
 * Removes a member: their account goes (so their tokens stop working at once) with the invitations they sent, and
 * what they made stays with the organisation, passed to the remover. Cards keep their public links; scans and leads belong to the organisation.
 */
export async function removeMember(
  { db, sessions }: Pick<AppDeps, 'db' | 'sessions'>,
  { actor, id }: { actor: Actor; id: string },
) {
  const removed = await db.transaction(async (tx) => {
    const member = await getManagedMember(tx, actor, id);
    await handOverMemberData(tx, member.id, actor.id);
    // Their invitation links die with the account (unused ones are all there is: a used one is deleted).
    await tx.delete(teamInvitations).where(eq(teamInvitations.invitedBy, member.id));
    await tx.delete(users).where(eq(users.id, member.id));
    return member.id;
  });
  sessions.invalidateUser(removed);
}

/** Hands the organisation to an active member; the owner becomes an admin. */
export async function transferOwnership(
  { db, sessions }: Pick<AppDeps, 'db' | 'sessions'>,
  { actor, memberId }: { actor: Actor; memberId: string },
) {
  if (actor.teamRole !== 'owner') throw new AppError('FORBIDDEN', 'team.ownerOnly');
  await db.transaction(async (tx) => {
    const member = await getManagedMember(tx, actor, memberId);
    if (!member.isActive) throw new AppError('CONFLICT', 'team.transferToActive');
    // One owner per organisation (a unique index): the old one steps down first.
    await tx.update(users).set({ teamRole: 'admin' }).where(eq(users.id, actor.id));
    await tx.update(users).set({ teamRole: 'owner' }).where(eq(users.id, member.id));
  });
  sessions.invalidateOrganisation(actor.organisationId);
  return withMessage(msg('team.transferred'));
}
