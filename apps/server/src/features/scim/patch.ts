import { ScimError } from './errors.ts';
import { parsePath, type ScimPath } from './filter.ts';
import { booleanOf, emailOf, isPlainObject, textOf, verbOf } from './resources.ts';
import type { ScimPatchOperation } from './schemas.ts';

/**
 * PATCH (RFC 7644 §3.5.2) as Okta and Entra send it, applied to what a user or group holds here. An operation
 * without a path carries an object of attributes; one with a path names the attribute (`name.givenName`,
 * `emails[type eq "work"].value`, `members[value eq "..."]`). Attributes this service does not keep (title, phone
 * numbers, extensions) are passed over, as clients map more than a service stores.
 */

export type UserState = {
  email: string;
  givenName: string | null;
  familyName: string | null;
  externalId: string | null;
  active: boolean;
  language: 'en' | 'de';
};

export type GroupState = { displayName: string; externalId: string | null; memberIds: Set<string> };

type Verb = 'add' | 'replace' | 'remove';

/** en or de from a BCP 47 tag (`de-DE`); anything else keeps the language the member has. */
export function languageOf(value: unknown, current: 'en' | 'de'): 'en' | 'de' {
  if (typeof value !== 'string') return current;
  const primary = value.trim().toLowerCase().slice(0, 2);
  return primary === 'de' || primary === 'en' ? primary : current;
}

/** Each operation either names a path, or (add, replace) carries an object whose keys are paths. */
function forEachTarget(operation: ScimPatchOperation, apply: (verb: Verb, path: ScimPath, value: unknown) => void) {
  const verb = verbOf(operation.op);
  if (operation.path !== undefined && operation.path.trim() !== '') {
    apply(verb, parsePath(operation.path), operation.value);
    return;
  }
  if (verb === 'remove') throw new ScimError(400, 'A remove operation needs a path.', 'noTarget');
  if (!isPlainObject(operation.value)) {
    throw new ScimError(400, 'An operation without a path needs an object of attributes as its value.', 'invalidValue');
  }
  for (const [key, value] of Object.entries(operation.value)) apply(verb, parsePath(key), value);
}

function applyName(state: UserState, verb: Verb, subAttribute: string | undefined, value: unknown) {
  if (subAttribute === undefined) {
    if (verb === 'remove') {
      state.givenName = null;
      state.familyName = null;
      return;
    }
    if (!isPlainObject(value)) throw new ScimError(400, 'name must be an object.', 'invalidValue');
    for (const [key, part] of Object.entries(value)) applyName(state, verb, key.toLowerCase(), part);
    return;
  }
  const text = verb === 'remove' ? null : textOf(value, `name.${subAttribute}`, 100);
  if (subAttribute === 'givenname') state.givenName = text;
  if (subAttribute === 'familyname') state.familyName = text;
}

/** The address of an `emails` value: the primary one, else the first. */
function emailFromList(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  const chosen = list.find((item) => isPlainObject(item) && item.primary === true) ?? list[0];
  return emailOf(isPlainObject(chosen) ? chosen.value : chosen, 'emails.value');
}

export function applyUserOperations(current: UserState, operations: ScimPatchOperation[]): UserState {
  const state = { ...current };
  for (const operation of operations) {
    forEachTarget(operation, (verb, path, value) => {
      switch (path.attribute) {
        case 'username':
          if (verb === 'remove') throw new ScimError(400, 'userName is required and cannot be removed.', 'mutability');
          state.email = emailOf(value);
          break;
        case 'name':
          applyName(state, verb, path.subAttribute, value);
          break;
        case 'active':
          if (verb !== 'remove') state.active = booleanOf(value, 'active');
          break;
        case 'externalid':
          state.externalId = verb === 'remove' ? null : textOf(value, 'externalId', 500);
          break;
        case 'preferredlanguage':
          state.language = verb === 'remove' ? 'en' : languageOf(value, state.language);
          break;
        case 'emails':
          // The address is the member's sign-in: it can be changed, never removed.
          if (verb === 'remove') break;
          if (path.subAttribute === undefined || path.subAttribute === 'value') {
            state.email = path.subAttribute === 'value' ? emailOf(value, 'emails.value') : emailFromList(value);
          }
          break;
        default:
          break;
      }
    });
  }
  return state;
}

/** The user ids of a `members` value: a list of { value } (or one such object). */
export function memberIdsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    const id = isPlainObject(item) ? item.value : undefined;
    if (typeof id !== 'string' || id.length > 100) {
      throw new ScimError(400, 'members must be a list of objects with a value (the user id).', 'invalidValue');
    }
    return id;
  });
}

function applyMembers(state: GroupState, verb: Verb, path: ScimPath, value: unknown) {
  if (path.subAttribute !== undefined) throw new ScimError(400, 'Members are changed as a whole.', 'invalidPath');
  if (path.filter) {
    if (verb !== 'remove' || path.filter.attribute !== 'value' || typeof path.filter.value !== 'string') {
      throw new ScimError(400, 'Only remove takes a member filter, and only members[value eq "id"].', 'invalidPath');
    }
    state.memberIds.delete(path.filter.value);
    return;
  }
  if (verb === 'remove') {
    if (value === undefined || value === null) state.memberIds.clear();
    else for (const id of memberIdsOf(value)) state.memberIds.delete(id);
    return;
  }
  if (verb === 'replace') state.memberIds.clear();
  for (const id of memberIdsOf(value ?? [])) state.memberIds.add(id);
}

export function applyGroupOperations(current: GroupState, operations: ScimPatchOperation[]): GroupState {
  const state = { ...current, memberIds: new Set(current.memberIds) };
  for (const operation of operations) {
    forEachTarget(operation, (verb, path, value) => {
      switch (path.attribute) {
        case 'displayname': {
          const name = verb === 'remove' ? null : textOf(value, 'displayName', 200);
          if (!name) throw new ScimError(400, 'displayName is required.', 'mutability');
          state.displayName = name;
          break;
        }
        case 'externalid':
          state.externalId = verb === 'remove' ? null : textOf(value, 'externalId', 500);
          break;
        case 'members':
          applyMembers(state, verb, path, value);
          break;
        default:
          break;
      }
    });
  }
  return state;
}
