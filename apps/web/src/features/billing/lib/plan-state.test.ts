import { describe, expect, it } from 'vitest';
import { getPlanButtonState, getTagQuota, isCancellationScheduled, isSubscriptionActive } from './plan-state';

describe('getPlanButtonState', () => {
  it('offers Subscribe without a plan and Change to another plan with one', () => {
    expect(getPlanButtonState({ planId: 'pro', currentPlanId: null, redirectingPlanId: null })).toBe('subscribe');
    expect(getPlanButtonState({ planId: 'pro', currentPlanId: 'core', redirectingPlanId: null })).toBe('change');
  });

  it('marks the current plan and the plan being handed over', () => {
    expect(getPlanButtonState({ planId: 'pro', currentPlanId: 'pro', redirectingPlanId: null })).toBe('current');
    expect(getPlanButtonState({ planId: 'pro', currentPlanId: null, redirectingPlanId: 'pro' })).toBe('redirecting');
    expect(getPlanButtonState({ planId: 'core', currentPlanId: null, redirectingPlanId: 'pro' })).toBe('subscribe');
  });
});

describe('subscription status', () => {
  it('counts every status starting with active as active', () => {
    expect(isSubscriptionActive('active')).toBe(true);
    expect(isSubscriptionActive('active_cancel_pending')).toBe(true);
    expect(isSubscriptionActive('past_due')).toBe(false);
    expect(isSubscriptionActive('canceled')).toBe(false);
    expect(isSubscriptionActive(null)).toBe(false);
  });

  it('knows a scheduled cancellation', () => {
    expect(isCancellationScheduled('active_cancel_pending')).toBe(true);
    expect(isCancellationScheduled('active')).toBe(false);
  });
});

describe('getTagQuota', () => {
  it('prefers the admin quota, then the plan limit, else 0', () => {
    expect(getTagQuota({ tagQuota: 5, plan: { id: 'p', name: 'Pro', tagLimit: 100 } })).toBe(5);
    expect(getTagQuota({ tagQuota: null, plan: { id: 'p', name: 'Pro', tagLimit: 100 } })).toBe(100);
    expect(getTagQuota({ tagQuota: null, plan: null })).toBe(0);
  });
});
