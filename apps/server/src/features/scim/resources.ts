import { emailSchema } from '@nfc/contract/auth';
import { cleanText } from '@nfc/contract/text';
import { DEFAULT_COUNT, MAX_RESULTS } from './discovery.ts';
import { ScimError } from './errors.ts';
import type { ScimListQuery } from './schemas.ts';

/** RFC 7644 §3.4.2.4: startIndex below 1 counts as 1, count below 0 as 0; we answer at most MAX_RESULTS. */
export function pageOf(query: Pick<ScimListQuery, 'startIndex' | 'count'>) {
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(MAX_RESULTS, Math.max(0, query.count ?? DEFAULT_COUNT));
  return { startIndex, offset: startIndex - 1, count };
}

const namesOf = (list: string | undefined) =>
  new Set(
    (list ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase().split('.')[0]!)
      .map((name) => name.slice(name.lastIndexOf(':') + 1))
      .filter(Boolean),
  );

/** `attributes` and `excludedAttributes` (RFC 7644 §3.4.2.5), by top-level attribute; `id` and `schemas` always stay. */
export function selectAttributes<T extends Record<string, unknown>>(
  resource: T,
  query: { attributes?: string; excludedAttributes?: string },
): Partial<T> {
  const wanted = namesOf(query.attributes);
  const excluded = namesOf(query.excludedAttributes);
  if (wanted.size === 0 && excluded.size === 0) return resource;
  return Object.fromEntries(
    Object.entries(resource).filter(([key]) => {
      const name = key.toLowerCase();
      if (name === 'id' || name === 'schemas') return true;
      return wanted.size > 0 ? wanted.has(name) : !excluded.has(name);
    }),
  ) as Partial<T>;
}

/** A userName or e-mail value: a valid address, lower-cased. */
export function emailOf(value: unknown, field = 'userName'): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw new ScimError(400, `${field} must be an e-mail address.`, 'invalidValue');
  return parsed.data;
}

export function textOf(value: unknown, field: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value.length > max) {
    throw new ScimError(400, `${field} must be a text of at most ${max} characters.`, 'invalidValue');
  }
  return cleanText(value).trim() || null;
}

export function booleanOf(value: unknown, field: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && ['true', 'false'].includes(value.trim().toLowerCase())) {
    return value.trim().toLowerCase() === 'true';
  }
  throw new ScimError(400, `${field} must be true or false.`, 'invalidValue');
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operation's verb: Entra writes them capitalised (`Replace`), Okta in lower case. */
export function verbOf(op: string): 'add' | 'replace' | 'remove' {
  const verb = op.toLowerCase();
  if (verb === 'add' || verb === 'replace' || verb === 'remove') return verb;
  throw new ScimError(400, `Unknown PATCH operation ${op.slice(0, 20)}: use add, replace or remove.`, 'invalidSyntax');
}
