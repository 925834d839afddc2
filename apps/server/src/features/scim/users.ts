import { randomBytes } from 'node:crypto';
import { emailDomain } from '@nfc/contract/identity';
import { and, asc, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../accounts/password.ts';
import type { Executor } from '../../db/client.ts';
import { teamInvitations, users } from '../../db/schema.ts';
import { isUuid } from '../../http/validate.ts';
import { lockQuotaOwner } from '../../quota/quota.ts';
import { countSeatsUsed } from '../../quota/seats.ts';
import { type Deps, type ScimHelpers, scimBaseUrl } from './deps.ts';
import { listResponse, USER_SCHEMA } from './discovery.ts';
import { ScimError, scimNotFound } from './errors.ts';
import { parseFilter } from './filter.ts';
import { applyUserOperations, languageOf, type UserState } from './patch.ts';
import { emailOf, pageOf } from './resources.ts';
import type { ScimListQuery, ScimPatchOperation, ScimUserBody } from './schemas.ts';

/**
 * SCIM Users (RFC 7643 §4.1) are the organisation's members: `id` is the user's id, `userName` their e-mail. An
 * identity provider creates them within the seats, changes them, and deprovisions them: `active: false` signs the
 * member out at once, frees their seat and hands what they made to the owner; DELETE removes the account as removal
 * from the team does. The owner is beyond SCIM's reach for both.
 */

type UserRow = typeof users.$inferSelect;
type Scope = { organisationId: string };

export function toScimUser(row: UserRow, baseUrl: string) {
  const formatted = [row.contactFirstName, row.contactLastName].filter(Boolean).join(' ');
  return {
    schemas: [USER_SCHEMA],
    id: row.id,
    ...(row.scimExternalId !== null && { externalId: row.scimExternalId }),
    userName: row.email,
    name: {
      ...(formatted && { formatted }),
      ...(row.contactFirstName !== null && { givenName: row.contactFirstName }),
      ...(row.contactLastName !== null && { familyName: row.contactLastName }),
    },
    ...(formatted && { displayName: formatted }),
    emails: [{ value: row.email, type: 'work', primary: true }],
    preferredLanguage: row.language,
    active: row.isActive,
    meta: {
      resourceType: 'User',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Users/${row.id}`,
    },
  };
}
export type ScimUser = ReturnType<typeof toScimUser>;

const noSeat = (limit: number) =>
  new ScimError(
    409,
    `All ${limit} seats of the organisation's plan are taken (members and open invitations). Free a seat or upgrade the plan first.`,
  );
const ownerUntouchable = () =>
  new ScimError(
    400,
    "The organisation's owner cannot be deactivated or deleted through SCIM. Transfer the ownership on the team page first.",
    'mutability',
  );
const addressTaken = () => new ScimError(409, 'A user with this userName already exists.', 'uniqueness');

async function findUserRow(db: Executor, { organisationId, id }: Scope & { id: string }, forUpdate = false) {
  if (!isUuid(id)) throw scimNotFound('User', id);
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.organisationId, organisationId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw scimNotFound('User', id);
  return row;
}

async function assertAddressFree(db: Executor, email: string) {
  // Any organisation's: an address is one account across the service, and which one holds it is not said.
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw addressTaken();
}

async function ownerIdOf(db: Executor, organisationId: string) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.teamRole, 'owner')));
  return owner!.id;
}

export async function getScimUser(deps: Deps, scope: Scope & { id: string }) {
  return toScimUser(await findUserRow(deps.db, scope), scimBaseUrl(deps.config));
}

/** The condition of a filter on users; anything but userName, emails.value, externalId and id is refused. */
function userCondition(filter: string | undefined): SQL | undefined {
  if (filter === undefined) return undefined;
  const { attribute, value } = parseFilter(filter);
  if (typeof value !== 'string') {
    throw new ScimError(400, 'Filters compare with a quoted text value.', 'invalidFilter');
  }
  switch (attribute) {
    case 'username':
    case 'emails':
    case 'emails.value':
      return eq(users.email, value.trim().toLowerCase());
    case 'externalid':
      return eq(users.scimExternalId, value);
    case 'id':
      return isUuid(value) ? eq(users.id, value) : sql`false`;
    default:
      throw new ScimError(400, 'Users can be filtered by userName, emails.value, externalId or id.', 'invalidFilter');
  }
}

export async function findScimUsers(deps: Deps, { organisationId, query }: Scope & { query: ScimListQuery }) {
  const where = and(eq(users.organisationId, organisationId), userCondition(query.filter));
  const { startIndex, offset, count: limit } = pageOf(query);
  const [rows, [total]] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : deps.db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .limit(limit)
          .offset(offset),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  const baseUrl = scimBaseUrl(deps.config);
  return listResponse(
    rows.map((row) => toScimUser(row, baseUrl)),
    { total: Number(total?.n ?? 0), startIndex },
  );
}

/** A person the IdP assigns: a new member within the seats (an open invitation to them is used up instead). */
export async function createScimUser(
  deps: Deps,
  helpers: ScimHelpers,
  { organisationId, data }: Scope & { data: ScimUserBody },
) {
  const email = emailOf(data.userName);
  const isActive = data.active ?? true;
  const [groupRoles, isVerified, passwordHash] = await Promise.all([
    helpers.readGroupRoles(deps.db, organisationId),
    helpers.isVerifiedDomainOf(deps.db, organisationId, emailDomain(email)),
    // A password nobody knows: the member signs in through SSO (or sets one by the reset mail).
    hashPassword(randomBytes(32).toString('base64url')),
  ]);
  const created = await deps.db.transaction(async (tx) => {
    // The organisation first, as every seat check locks it.
    const { seatLimit } = await lockQuotaOwner(tx, { organisationId });
    await assertAddressFree(tx, email);
    const [invited] = await tx
      .select({ id: teamInvitations.id, role: teamInvitations.role })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.organisationId, organisationId),
          eq(teamInvitations.email, email),
          gt(teamInvitations.expiresAt, new Date()),
        ),
      );
    if (isActive && !invited && seatLimit !== null && (await countSeatsUsed(tx, organisationId)) + 1 > seatLimit) {
      throw noSeat(seatLimit);
    }
    if (invited) await tx.delete(teamInvitations).where(eq(teamInvitations.id, invited.id));
    const [row] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        organisationId,
        teamRole: helpers.roleFromGroups(groupRoles, []) ?? invited?.role ?? 'member',
        isEmailVerified: isVerified,
        isActive,
        deprovisionedAt: isActive ? null : new Date(),
        contactFirstName: data.name?.givenName || null,
        contactLastName: data.name?.familyName || null,
        language: languageOf(data.preferredLanguage, 'en'),
        scimExternalId: data.externalId || null,
      })
      .returning();
    return row!;
  });
  deps.sessions.invalidateUser(created.id);
  return toScimUser(created, scimBaseUrl(deps.config));
}

const stateOf = (row: UserRow): UserState => ({
  email: row.email,
  givenName: row.contactFirstName,
  familyName: row.contactLastName,
  externalId: row.scimExternalId,
  active: row.isActive,
  language: row.language,
});

/**
 * Writes a member's new state (PUT and PATCH alike). Deactivation signs them out (a new token version), frees their
 * seat, revokes the invitations they sent and hands their cards and the rest to the owner; reactivation takes a seat
 * again when one is free.
 */
async function writeUser(
  deps: Deps,
  helpers: ScimHelpers,
  { organisationId, id, change }: Scope & { id: string; change: (current: UserState) => UserState },
) {
  const updated = await deps.db.transaction(async (tx) => {
    const { seatLimit } = await lockQuotaOwner(tx, { organisationId });
    const row = await findUserRow(tx, { organisationId, id }, true);
    const next = change(stateOf(row));
    const set: Partial<typeof users.$inferInsert> = {
      contactFirstName: next.givenName,
      contactLastName: next.familyName,
      scimExternalId: next.externalId,
      language: next.language,
    };
    if (next.email !== row.email) {
      await assertAddressFree(tx, next.email);
      set.email = next.email;
      set.isEmailVerified = await helpers.isVerifiedDomainOf(tx, organisationId, emailDomain(next.email));
    }
    if (!next.active && (row.isActive || row.deprovisionedAt === null)) {
      if (row.teamRole === 'owner') throw ownerUntouchable();
      Object.assign(set, {
        isActive: false,
        deprovisionedAt: new Date(),
        tokenVersion: sql`${users.tokenVersion} + 1`,
      });
      // Links sent by someone who may no longer act for the organisation stop working with them.
      await tx.delete(teamInvitations).where(eq(teamInvitations.invitedBy, row.id));
      await helpers.handOverMemberData(tx, row.id, await ownerIdOf(tx, organisationId));
    } else if (next.active && !row.isActive) {
      if (row.deprovisionedAt !== null && seatLimit !== null) {
        if ((await countSeatsUsed(tx, organisationId)) + 1 > seatLimit) throw noSeat(seatLimit);
      }
      Object.assign(set, { isActive: true, deprovisionedAt: null });
    }
    const [written] = await tx.update(users).set(set).where(eq(users.id, row.id)).returning();
    return written!;
  });
  deps.sessions.invalidateUser(updated.id);
  return toScimUser(updated, scimBaseUrl(deps.config));
}

/** PUT: the attributes as sent; `active` left out keeps its value. */
export function replaceScimUser(
  deps: Deps,
  helpers: ScimHelpers,
  { organisationId, id, data }: Scope & { id: string; data: ScimUserBody },
) {
  const email = emailOf(data.userName);
  return writeUser(deps, helpers, {
    organisationId,
    id,
    change: (current) => ({
      email,
      givenName: data.name?.givenName || null,
      familyName: data.name?.familyName || null,
      externalId: data.externalId || null,
      active: data.active ?? current.active,
      language: languageOf(data.preferredLanguage, current.language),
    }),
  });
}

export function patchScimUser(
  deps: Deps,
  helpers: ScimHelpers,
  { organisationId, id, operations }: Scope & { id: string; operations: ScimPatchOperation[] },
) {
  return writeUser(deps, helpers, {
    organisationId,
    id,
    change: (current) => applyUserOperations(current, operations),
  });
}

/** Removes the account as removal from the team does: what they made goes to the owner. */
export async function deleteScimUser(deps: Deps, helpers: ScimHelpers, scope: Scope & { id: string }) {
  const removed = await deps.db.transaction(async (tx) => {
    await lockQuotaOwner(tx, scope);
    const row = await findUserRow(tx, scope, true);
    if (row.teamRole === 'owner') throw ownerUntouchable();
    await helpers.handOverMemberData(tx, row.id, await ownerIdOf(tx, scope.organisationId));
    await tx.delete(teamInvitations).where(eq(teamInvitations.invitedBy, row.id));
    await tx.delete(users).where(eq(users.id, row.id));
    return row.id;
  });
  deps.sessions.invalidateUser(removed);
}
