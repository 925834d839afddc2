/** Form inputs hold text; these turn it into the numbers and lists the contract schemas check. */

/** Empty text becomes undefined (the schema's default or 'required' message); text that is no number stays NaN. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  // A German decimal comma ("12,50") is read like a point.
  return Number(trimmed.includes('.') ? trimmed : trimmed.replace(',', '.'));
}

/** Like parseNumber, but empty text means 'none' (null), e.g. an unlimited maximum. */
export function parseNullableNumber(text: string): number | null {
  return parseNumber(text) ?? null;
}

/** Like parseNumber, but empty text is NaN, so a field the schema lets be left out still gets its message. */
export function parseRequiredNumber(text: string): number {
  return parseNumber(text) ?? Number.NaN;
}

export function toNumberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** One entry per non-empty line, trimmed. */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Like parseLines, but no line at all means 'none' (null), e.g. German features that fall back to English. */
export function toNullableLines(text: string): string[] | null {
  const lines = parseLines(text);
  return lines.length > 0 ? lines : null;
}

export function toLines(list: readonly string[]): string {
  return list.join('\n');
}

/** Trimmed text, or null when nothing is left. */
export function toNullableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The first message in a field's error, which for list fields (features) sits on an item. */
export function getFirstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(error)) {
    const nested = value && typeof value === 'object' && value !== error ? getFirstErrorMessage(value) : undefined;
    if (nested) return nested;
  }
  return undefined;
}
