import {
  compileLinkRules,
  type LinkRule,
  linkRuleSchema,
  matchLinkRule,
  type ScanConditions,
} from '@nfc/contract/link-rules';
import { type LinkRuleFormValues, toLinkRuleInput } from './tag-form-values';

export type RuleTestResult = {
  /** The 0-based position of the rule that decides, or null: the tag's own target. */
  ruleIndex: number | null;
  /** The rule's URL; null for the tag's own target, which the caller describes. */
  url: string | null;
  /** Rows left out because they are not valid yet (0-based), as the scan link would never see them. */
  skipped: number[];
};

/**
 * Where a scan with these conditions goes, by the contract's own matching on the editor's unsaved rows: the rows
 * the contract accepts are compiled in order, and the first one that holds wins.
 */
export function testLinkRules(rows: readonly LinkRuleFormValues[], scan: ScanConditions): RuleTestResult {
  const valid: { index: number; rule: LinkRule }[] = [];
  const skipped: number[] = [];
  rows.forEach((row, index) => {
    const parsed = linkRuleSchema.safeParse(toLinkRuleInput(row));
    if (parsed.success) valid.push({ index, rule: parsed.data });
    else skipped.push(index);
  });
  const match = matchLinkRule(compileLinkRules(valid.map((item) => item.rule)), scan);
  const decided = match === -1 ? undefined : valid[match];
  return { ruleIndex: decided?.index ?? null, url: decided?.rule.url ?? null, skipped };
}

/** The tester's language input as the scan link reads a phone's language: two letters, lower case, or none. */
export function toTestLanguage(value: string): string | null {
  const trimmed = value.trim().toLowerCase();
  return /^[a-z]{2}$/.test(trimmed) ? trimmed : null;
}
