import { PLAN_REQUIRED_MESSAGE, QUOTA_MESSAGE } from '@nfc/contract/admin';
import { pricingMessages } from '@nfc/contract/pricing';
import { describe, expect, it } from 'vitest';
import { translateAdminMessage } from './messages';

const t = (key: string) => `t(${key})`;

describe('translateAdminMessage', () => {
  it('translates validation keys from the shared file', () => {
    expect(translateAdminMessage(t, 'validation.trackingRequired')).toBe('t(translation:validation.trackingRequired)');
  });

  it('maps the spec messages to admin keys', () => {
    expect(translateAdminMessage(t, QUOTA_MESSAGE)).toBe('t(messages.quota)');
    expect(translateAdminMessage(t, PLAN_REQUIRED_MESSAGE)).toBe('t(messages.planRequired)');
    expect(translateAdminMessage(t, pricingMessages.maxQuantity)).toBe('t(messages.pricing.maxQuantity)');
    expect(translateAdminMessage(t, 'Choose an active plan.')).toBe('t(messages.activePlan)');
  });

  it('shows unknown server messages as they are', () => {
    expect(translateAdminMessage(t, 'Something else broke.')).toBe('Something else broke.');
    expect(translateAdminMessage(t, undefined)).toBeUndefined();
  });
});
