import { ORDER_LOGO_MAX_BYTES } from '@nfc/contract/orders';
import { describe, expect, it } from 'vitest';
import { createIdempotencyKey } from './idempotency-key';
import { getLogoProblem } from './logo-file';
import { formatOrderDate, formatOrderMoney } from './order-format';
import { getTrackingUrl } from './tracking';

describe('getLogoProblem', () => {
  it('accepts the five image types up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp']) {
      expect(getLogoProblem({ type, size: ORDER_LOGO_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files', () => {
    expect(getLogoProblem({ type: 'application/pdf', size: 100 })).toBe('wrongType');
    expect(getLogoProblem({ type: '', size: 100 })).toBe('wrongType');
    expect(getLogoProblem({ type: 'image/png', size: ORDER_LOGO_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});

describe('order formatting', () => {
  it('uses German number and date formats with the order currency', () => {
    expect(formatOrderMoney(1234.5, 'EUR').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatOrderMoney(12, 'USD').replace(/\s/g, ' ')).toBe('12,00 $');
    expect(formatOrderDate('2025-03-07T10:00:00Z')).toBe('07.03.2025');
  });
});

describe('getTrackingUrl', () => {
  it('links the carrier tracking page with the parcel number', () => {
    expect(getTrackingUrl(' 00340434161094042557 ')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    );
    expect(getTrackingUrl('A B&C')).toContain('piececode=A+B%26C');
  });
});

describe('createIdempotencyKey', () => {
  it('makes a fresh UUID v4 every time', () => {
    const first = createIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createIdempotencyKey()).not.toBe(first);
  });
});
