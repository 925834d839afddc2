import { webhookDeliveryErrors, webhookEvents } from '@nfc/contract/webhooks';
import { describe, expect, it } from 'vitest';
import { findLiteralKeys, hasKey, placeholdersOf, readNamespace } from '../../test/namespace-keys';

const english = readNamespace('en', 'webhooks');
const german = readNamespace('de', 'webhooks');

describe('the webhooks translations', () => {
  it('hold the same keys and placeholders in English and German, none empty', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of english) expect(placeholdersOf(german.get(key) ?? ''), key).toEqual(placeholdersOf(text));
  });

  it('contain every key the webhook screens use, every event, delivery state and delivery error', () => {
    const used = findLiteralKeys(import.meta.dirname, 'webhooks');
    expect(used.length).toBeGreaterThan(40);
    const generated = [
      ...webhookEvents.flatMap((event) => [`events.${event}.label`, `events.${event}.hint`]),
      ...['pending', 'retrying', 'delivered', 'failed'].map((state) => `deliveries.states.${state}`),
      ...webhookDeliveryErrors.map((error) => `deliveries.errors.${error}`),
    ];
    expect([...used, ...generated].filter((key) => !hasKey(english, key))).toEqual([]);
  });
});
