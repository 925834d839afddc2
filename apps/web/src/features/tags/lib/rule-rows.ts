import type { LinkRule } from '@nfc/contract/link-rules';

/** One line of the "Rules matched" breakdown: a rule by its 1-based position, or the tag's own target. */
export type RuleRow = {
  key: string;
  /** The 1-based position; null for the tag's own target. */
  position: number | null;
  /** The rule now at that position; null for the target and for positions no rule holds any more. */
  rule: LinkRule | null;
  count: number;
};

/**
 * The breakdown in rule order: every current rule (with 0 where nothing matched it), then positions that matched
 * in the period but hold no rule any more, then the tag's own target.
 */
export function getRuleRows(
  rules: readonly LinkRule[],
  counts: ReadonlyArray<{ key: string; count: number }>,
): RuleRow[] {
  const byKey = new Map(counts.map((item) => [item.key, item.count]));
  const rows: RuleRow[] = rules.map((rule, index) => ({
    key: String(index + 1),
    position: index + 1,
    rule,
    count: byKey.get(String(index + 1)) ?? 0,
  }));
  const gone = counts
    .filter((item) => /^\d+$/.test(item.key) && Number(item.key) > rules.length && item.count > 0)
    .sort((a, b) => Number(a.key) - Number(b.key))
    .map((item) => ({ key: item.key, position: Number(item.key), rule: null, count: item.count }));
  return [...rows, ...gone, { key: 'default', position: null, rule: null, count: byKey.get('default') ?? 0 }];
}

/** A URL for a one-line summary: without its scheme and `www.`, cut to `max` characters with an ellipsis. */
export function shortenUrl(url: string, max = 40): string {
  const bare = url.replace(/^https?:\/\//i, '').replace(/^www\./i, '');
  return bare.length > max ? `${bare.slice(0, max - 1)}…` : bare;
}
