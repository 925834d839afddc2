/** True when two field values are the same (primitives by value, arrays and objects by their JSON form). */
function isSameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields of `next` whose value differs from `current`, so an update sends only what changed
 * (spec: billing and admin section 4). Fields left undefined in `next` are never sent.
 */
export function getChangedFields<T extends Record<string, unknown>>(current: T, next: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const value = next[key];
    if (value !== undefined && !isSameValue(current[key], value)) changes[key] = value;
  }
  return changes;
}

export function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}
