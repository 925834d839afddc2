import type { TagAnalytics } from '@nfc/contract/tags';

export type FunnelStep = {
  key: keyof TagAnalytics['funnel'];
  count: number;
  /** This step's count as a share of the step before; null for the first step or after an empty one. */
  conversion: number | null;
};

const CARD_STEPS = ['scans', 'pageViews', 'saves', 'leads'] as const;

/** The funnel's steps: all four for a tag that opens a card page, only the scans for any other tag. */
export function getFunnelSteps(funnel: TagAnalytics['funnel'], isCardPage: boolean): FunnelStep[] {
  const keys = isCardPage ? CARD_STEPS : CARD_STEPS.slice(0, 1);
  return keys.map((key, index) => {
    const previous = index > 0 ? funnel[keys[index - 1] as FunnelStep['key']] : 0;
    return { key, count: funnel[key], conversion: previous > 0 ? funnel[key] / previous : null };
  });
}
