import { subscriptionStatuses } from '@nfc/contract/users';
import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, readNamespace } from '../../test/namespace-keys';

const english = readNamespace('en', 'billing');
const german = readNamespace('de', 'billing');

describe('the billing translations', () => {
  it('hold the same keys in English and German, none empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('contain every key the billing screens use, and every subscription status', () => {
    const used = findLiteralKeys(import.meta.dirname, 'billing');
    expect(used.length).toBeGreaterThan(20);
    const statuses = [...subscriptionStatuses, 'none'].map((status) => `current.statuses.${status}`);
    expect([...used, ...statuses].filter((key) => !hasKey(english, key))).toEqual([]);
  });

  it('keep the English texts the spec fixes word for word', () => {
    expect(english.get('plans.subscribe')).toBe('Subscribe');
    expect(english.get('plans.changeTo')).toBe('Change to {{plan}}');
    expect(english.get('plans.current')).toBe('Current Plan');
    expect(english.get('plans.redirecting')).toBe('Redirecting');
    expect(english.get('current.manage')).toBe('Manage Subscription');
    expect(english.get('errors.checkout')).toBe('Could not initiate checkout. Please try again.');
    expect(english.get('errors.planChange')).toBe('Could not start plan change. Please try again.');
    expect(english.get('errors.portal')).toBe('Could not open subscription management. Please try again.');
    expect(english.get('errors.plans')).toBe('Failed to load plans.');
    expect(english.get('success.missingSession')).toBe('Invalid session ID. Redirecting...');
    expect(english.get('success.error')).toBe(
      'There was an issue confirming your subscription. Please check your hub or contact support.',
    );
    expect(english.get('cancel.title')).toBe('Subscription Canceled');
  });
});
