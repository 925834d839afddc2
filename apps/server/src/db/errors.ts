/** A unique violation from either driver (a pg error, or PGlite's, possibly wrapped by Drizzle): code 23505. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether an error (or one it wraps, as drizzle does) is PostgreSQL's unique violation of `constraint`. */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
