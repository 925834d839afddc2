import { describe, expect, it } from 'vitest';
import { getDisplayedTotal, getOrderQuantity } from './order-total';

const item = (quantity: number, unitPrice: number) => ({
  productType: 'nfc_card' as const,
  quantity,
  unitPrice,
  customization: 'individual',
});

describe('getDisplayedTotal', () => {
  it('shows totalAmount when it is positive', () => {
    expect(getDisplayedTotal({ totalAmount: 123.45, items: [item(2, 5)] })).toBe(123.45);
  });

  it('falls back to the sum of quantity times unit price', () => {
    expect(getDisplayedTotal({ totalAmount: 0, items: [item(3, 5.9), item(2, 1.5)] })).toBe(20.7);
    expect(getDisplayedTotal({ totalAmount: -1, items: [item(1, 4.9)] })).toBe(4.9);
  });

  it('is 0 when neither gives a positive amount', () => {
    expect(getDisplayedTotal({ totalAmount: 0, items: [] })).toBe(0);
    expect(getDisplayedTotal({ totalAmount: 0, items: [item(5, 0)] })).toBe(0);
  });
});

describe('getOrderQuantity', () => {
  it('adds up the items', () => {
    expect(getOrderQuantity({ items: [item(20, 1), item(5, 1)] })).toBe(25);
    expect(getOrderQuantity({ items: [] })).toBe(0);
  });
});
