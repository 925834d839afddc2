import type { z } from 'zod';
import { validationError } from '../errors.ts';
import { type Message, msg, schemaMessage } from '../i18n/messages.ts';

/** Validates input read by hand (multipart, JSON-or-multipart) with the same answer as route schemas. */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  refuseForbiddenCharacters(data);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, Message> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= schemaMessage(issue.message);
  }
  throw validationError(fields);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are not validated as UUIDs up front: a malformed id is simply not found (404). */
export const isUuid = (value: string) => UUID.test(value);

/** NUL, which PostgreSQL text cannot hold, and a lone surrogate (`"\ud800"` in JSON), which jsonb refuses. */
const hasForbiddenCharacter = (value: string) => value.includes('\u0000') || /\p{Cs}/u.test(value);

/**
 * Refuses a string or key with a character no real text has and the database cannot store, as an invalid
 * field, rather than failing later in SQL. Walks without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function refuseForbiddenCharacters(...values: unknown[]): void {
  const message = msg('validation.forbiddenCharacter');
  const fields: Record<string, Message> = {};
  const pending: Array<{ value: unknown; path: string }> = values.map((value) => ({ value, path: '' }));
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) fields[path || '_'] ??= message;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacter(key)) fields[itemPath] ??= message;
        else pending.push({ value: item, path: itemPath });
      }
    }
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
}
