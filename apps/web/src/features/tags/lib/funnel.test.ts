import { describe, expect, it } from 'vitest';
import { getFunnelSteps } from './funnel';

describe('tag funnel steps', () => {
  it('gives each step of a card-page tag its share of the step before', () => {
    expect(getFunnelSteps({ scans: 8, pageViews: 6, saves: 3, leads: 1 }, true)).toEqual([
      { key: 'scans', count: 8, conversion: null },
      { key: 'pageViews', count: 6, conversion: 0.75 },
      { key: 'saves', count: 3, conversion: 0.5 },
      { key: 'leads', count: 1, conversion: 1 / 3 },
    ]);
  });

  it('has no share after an empty step', () => {
    expect(getFunnelSteps({ scans: 0, pageViews: 0, saves: 0, leads: 0 }, true).map((step) => step.conversion)).toEqual(
      [null, null, null, null],
    );
    expect(getFunnelSteps({ scans: 2, pageViews: 0, saves: 1, leads: 0 }, true)[2]).toEqual({
      key: 'saves',
      count: 1,
      conversion: null,
    });
  });

  it('shows only the scans for a tag that opens no card', () => {
    expect(getFunnelSteps({ scans: 5, pageViews: 0, saves: 0, leads: 0 }, false)).toEqual([
      { key: 'scans', count: 5, conversion: null },
    ]);
  });
});
