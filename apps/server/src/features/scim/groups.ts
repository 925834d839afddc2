import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { scimGroupMembers, scimGroups, users } from '../../db/schema.ts';
import { isUuid } from '../../http/validate.ts';
import { lockQuotaOwner } from '../../quota/quota.ts';
import { type Deps, type ScimHelpers, scimBaseUrl } from './deps.ts';
import { GROUP_SCHEMA, listResponse } from './discovery.ts';
import { ScimError, scimNotFound } from './errors.ts';
import { parseFilter } from './filter.ts';
import { applyGroupOperations, type GroupState } from './patch.ts';
import { pageOf, selectAttributes } from './resources.ts';
import type { ScimGroupBody, ScimListQuery, ScimPatchOperation } from './schemas.ts';

/**
 * SCIM Groups (RFC 7643 §4.2): the IdP's groups and who is in them, members of the same organisation only. The
 * organisation's group mapping (identity_settings.group_roles) turns them into team roles: after every change of a
 * group's name or members, the members it touches get the role their groups give (never the owner, and only while
 * the organisation maps at least one group), and their sessions see it at once.
 */

type GroupRow = typeof scimGroups.$inferSelect;
type Scope = { organisationId: string };
type Member = { id: string; email: string };
type Selection = { attributes?: string; excludedAttributes?: string };

function toScimGroup(group: GroupRow, members: Member[], baseUrl: string) {
  return {
    schemas: [GROUP_SCHEMA],
    id: group.id,
    displayName: group.displayName,
    ...(group.externalId !== null && { externalId: group.externalId }),
    members: members.map((member) => ({
      value: member.id,
      display: member.email,
      $ref: `${baseUrl}/Users/${member.id}`,
    })),
    meta: {
      resourceType: 'Group',
      created: group.createdAt.toISOString(),
      lastModified: group.updatedAt.toISOString(),
      location: `${baseUrl}/Groups/${group.id}`,
    },
  };
}

const isExcluded = (selection: Selection, name: string) => {
  const wanted = selection.attributes?.toLowerCase();
  return (
    Boolean(
      selection.excludedAttributes
        ?.toLowerCase()
        .split(',')
        .some((item) => item.trim() === name),
    ) || Boolean(wanted && !wanted.split(',').some((item) => item.trim().split('.')[0] === name))
  );
};

/** The members of each group, by group id. */
async function membersOf(db: Executor, groupIds: string[]) {
  const byGroup = new Map<string, Member[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: scimGroupMembers.groupId, id: users.id, email: users.email })
    .from(scimGroupMembers)
    .innerJoin(users, eq(users.id, scimGroupMembers.userId))
    .where(inArray(scimGroupMembers.groupId, groupIds))
    .orderBy(asc(users.email));
  for (const { groupId, ...member } of rows) byGroup.get(groupId)?.push(member);
  return byGroup;
}

async function findGroupRow(db: Executor, { organisationId, id }: Scope & { id: string }, forUpdate = false) {
  if (!isUuid(id)) throw scimNotFound('Group', id);
  const query = db
    .select()
    .from(scimGroups)
    .where(and(eq(scimGroups.id, id), eq(scimGroups.organisationId, organisationId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw scimNotFound('Group', id);
  return row;
}

async function render(db: Executor, baseUrl: string, group: GroupRow, selection: Selection = {}) {
  const members = isExcluded(selection, 'members') ? null : ((await membersOf(db, [group.id])).get(group.id) ?? []);
  const resource = toScimGroup(group, members ?? [], baseUrl);
  if (members === null) {
    const { members: _left, ...rest } = resource;
    return selectAttributes(rest, selection);
  }
  return selectAttributes(resource, selection);
}

export async function getScimGroup(deps: Deps, scope: Scope & { id: string; selection: Selection }) {
  return render(deps.db, scimBaseUrl(deps.config), await findGroupRow(deps.db, scope), scope.selection);
}

function groupCondition(filter: string | undefined): SQL | undefined {
  if (filter === undefined) return undefined;
  const { attribute, value } = parseFilter(filter);
  if (typeof value !== 'string') throw new ScimError(400, 'Filters compare with a quoted text value.', 'invalidFilter');
  switch (attribute) {
    case 'displayname':
      return sql`lower(${scimGroups.displayName}) = ${value.toLowerCase()}`;
    case 'externalid':
      return eq(scimGroups.externalId, value);
    case 'id':
      return isUuid(value) ? eq(scimGroups.id, value) : sql`false`;
    default:
      throw new ScimError(400, 'Groups can be filtered by displayName, externalId or id.', 'invalidFilter');
  }
}

export async function findScimGroups(deps: Deps, { organisationId, query }: Scope & { query: ScimListQuery }) {
  const where = and(eq(scimGroups.organisationId, organisationId), groupCondition(query.filter));
  const { startIndex, offset, count: limit } = pageOf(query);
  const [rows, [total]] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : deps.db
          .select()
          .from(scimGroups)
          .where(where)
          .orderBy(asc(scimGroups.createdAt), asc(scimGroups.id))
          .limit(limit)
          .offset(offset),
    deps.db.select({ n: count() }).from(scimGroups).where(where),
  ]);
  const withMembers = !isExcluded(query, 'members');
  const members = withMembers
    ? await membersOf(
        deps.db,
        rows.map((row) => row.id),
      )
    : new Map<string, Member[]>();
  const baseUrl = scimBaseUrl(deps.config);
  const resources = rows.map((row) => {
    const resource = toScimGroup(row, members.get(row.id) ?? [], baseUrl);
    if (withMembers) return selectAttributes(resource, query);
    const { members: _left, ...rest } = resource;
    return selectAttributes(rest, query);
  });
  return listResponse(resources, { total: Number(total?.n ?? 0), startIndex });
}

/** Gives each of `userIds` the role their groups map to; answers whose role changed. */
async function applyGroupRoles(tx: Executor, helpers: ScimHelpers, organisationId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  const groupRoles = await helpers.readGroupRoles(tx, organisationId);
  if (groupRoles.length === 0) return [];
  const people = await tx
    .select({ id: users.id, teamRole: users.teamRole })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.organisationId, organisationId), ne(users.teamRole, 'owner')));
  const memberships = await tx
    .select({ userId: scimGroupMembers.userId, name: scimGroups.displayName })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(and(inArray(scimGroupMembers.userId, userIds), eq(scimGroups.organisationId, organisationId)));
  const changed: string[] = [];
  for (const person of people) {
    const names = memberships.filter((row) => row.userId === person.id).map((row) => row.name);
    const role = helpers.roleFromGroups(groupRoles, names);
    if (!role || role === person.teamRole) continue;
    await tx.update(users).set({ teamRole: role }).where(eq(users.id, person.id));
    changed.push(person.id);
  }
  return changed;
}

async function assertNameFree(tx: Executor, organisationId: string, displayName: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: scimGroups.id })
    .from(scimGroups)
    .where(
      and(
        eq(scimGroups.organisationId, organisationId),
        sql`lower(${scimGroups.displayName}) = ${displayName.toLowerCase()}`,
        exceptId ? ne(scimGroups.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new ScimError(409, 'A group with this displayName already exists.', 'uniqueness');
}

/** Members named must be users of the organisation; which ids exist elsewhere is not said. */
async function assertOwnMembers(tx: Executor, organisationId: string, ids: string[]) {
  if (ids.length === 0) return;
  const stranger = ids.find((id) => !isUuid(id));
  const known = stranger
    ? []
    : await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.organisationId, organisationId)));
  const knownIds = new Set(known.map((row) => row.id));
  const missing = stranger ?? ids.find((id) => !knownIds.has(id));
  if (missing !== undefined) {
    throw new ScimError(400, `Member ${missing.slice(0, 100)} is not a user of this organisation.`, 'invalidValue');
  }
}

/** Stores a group's new name, external id and members, then the roles of the members this touches. */
async function writeGroup(
  tx: Executor,
  helpers: ScimHelpers,
  { organisationId, group, before, after }: Scope & { group: GroupRow; before: GroupState; after: GroupState },
) {
  const isRenamed = after.displayName !== before.displayName;
  if (isRenamed) await assertNameFree(tx, organisationId, after.displayName, group.id);
  const added = [...after.memberIds].filter((id) => !before.memberIds.has(id));
  const removed = [...before.memberIds].filter((id) => !after.memberIds.has(id));
  await assertOwnMembers(tx, organisationId, added);
  const [written] = await tx
    .update(scimGroups)
    .set({ displayName: after.displayName, externalId: after.externalId, updatedAt: new Date() })
    .where(eq(scimGroups.id, group.id))
    .returning();
  if (added.length) {
    await tx
      .insert(scimGroupMembers)
      .values(added.map((userId) => ({ groupId: group.id, userId })))
      .onConflictDoNothing();
  }
  if (removed.length) {
    await tx
      .delete(scimGroupMembers)
      .where(and(eq(scimGroupMembers.groupId, group.id), inArray(scimGroupMembers.userId, removed)));
  }
  const touched = isRenamed ? [...new Set([...before.memberIds, ...after.memberIds])] : [...added, ...removed];
  return { group: written!, changed: await applyGroupRoles(tx, helpers, organisationId, touched) };
}

async function currentState(tx: Executor, group: GroupRow): Promise<GroupState> {
  const rows = await tx
    .select({ userId: scimGroupMembers.userId })
    .from(scimGroupMembers)
    .where(eq(scimGroupMembers.groupId, group.id));
  return {
    displayName: group.displayName,
    externalId: group.externalId,
    memberIds: new Set(rows.map((row) => row.userId)),
  };
}

/** Runs a group write under the organisation's lock (as user writes are), then tells the sessions whose role changed. */
async function inGroupWrite(
  deps: Deps,
  organisationId: string,
  write: (tx: Executor) => Promise<{ group: GroupRow | null; changed: string[] }>,
) {
  const { group, changed } = await deps.db.transaction(async (tx) => {
    await lockQuotaOwner(tx, { organisationId });
    return write(tx);
  });
  for (const userId of changed) deps.sessions.invalidateUser(userId);
  return group;
}

export async function createScimGroup(
  deps: Deps,
  helpers: ScimHelpers,
  { organisationId, data }: Scope & { data: ScimGroupBody },
) {
  const group = await inGroupWrite(deps, organisationId, async (tx) => {
    await assertNameFree(tx, organisationId, data.displayName);
    const [created] = await tx
      .insert(scimGroups)
      .values({ organisationId, displayName: data.displayName, externalId: data.externalId || null })
      .returning();
    const empty: GroupState = {
      displayName: data.displayName,
      externalId: data.externalId || null,
      memberIds: new Set(),
    };
    const memberIds = new Set((data.members ?? []).map((member) => member.value));
    return writeGroup(tx, helpers, { organisationId, group: created!, before: empty, after: { ...empty, memberIds } });
  });
  return render(deps.db, scimBaseUrl(deps.config), group!);
}

export async function replaceScimGroup(
  deps: Deps,
  helpers: ScimHelpers,
  { organisationId, id, data }: Scope & { id: string; data: ScimGroupBody },
) {
  const group = await inGroupWrite(deps, organisationId, async (tx) => {
    const row = await findGroupRow(tx, { organisationId, id }, true);
    const after: GroupState = {
      displayName: data.displayName,
      externalId: data.externalId || null,
      memberIds: new Set((data.members ?? []).map((member) => member.value)),
    };
    return writeGroup(tx, helpers, { organisationId, group: row, before: await currentState(tx, row), after });
  });
  return render(deps.db, scimBaseUrl(deps.config), group!);
}

export async function patchScimGroup(
  deps: Deps,
  helpers: ScimHelpers,
  {
    organisationId,
    id,
    operations,
    selection,
  }: Scope & { id: string; operations: ScimPatchOperation[]; selection: Selection },
) {
  const group = await inGroupWrite(deps, organisationId, async (tx) => {
    const row = await findGroupRow(tx, { organisationId, id }, true);
    const before = await currentState(tx, row);
    const after = applyGroupOperations(before, operations);
    return writeGroup(tx, helpers, { organisationId, group: row, before, after });
  });
  return render(deps.db, scimBaseUrl(deps.config), group!, selection);
}

export async function deleteScimGroup(deps: Deps, helpers: ScimHelpers, scope: Scope & { id: string }) {
  await inGroupWrite(deps, scope.organisationId, async (tx) => {
    const row = await findGroupRow(tx, scope, true);
    const { memberIds } = await currentState(tx, row);
    await tx.delete(scimGroups).where(eq(scimGroups.id, row.id));
    return { group: null, changed: await applyGroupRoles(tx, helpers, scope.organisationId, [...memberIds]) };
  });
}
