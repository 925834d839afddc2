import { orderRequestBodySchema } from '@nfc/contract/orders';
import { describe, expect, it } from 'vitest';
import { getEncodingSheetFileName } from './download-encoding-sheet';
import { toOrderFormData } from './request-order';

const values = {
  productType: 'nfc_card_core',
  quantity: 5,
  tagWritingPreference: 'by_us',
  shippingCountry: 'DE',
  verifiedTaps: true,
} as const;

const fieldsOf = (form: FormData) => Object.fromEntries([...form.entries()].map(([key, value]) => [key, value]));

describe('toOrderFormData', () => {
  it('sends the verified taps option as the server reads it', () => {
    const chosen = fieldsOf(toOrderFormData({ values, logo: null }));
    expect(chosen.verifiedTaps).toBe('true');
    expect(orderRequestBodySchema.parse(chosen).verifiedTaps).toBe(true);
    const plain = fieldsOf(toOrderFormData({ values: { ...values, verifiedTaps: false }, logo: null }));
    expect(plain.verifiedTaps).toBe('false');
    expect(orderRequestBodySchema.parse(plain).verifiedTaps).toBe(false);
  });
});

describe('getEncodingSheetFileName', () => {
  it("takes the server's file name, else names the file by the order", () => {
    expect(getEncodingSheetFileName('attachment; filename="encoding-NFC-20260101-ABCDEF.csv"', 'x')).toBe(
      'encoding-NFC-20260101-ABCDEF.csv',
    );
    expect(getEncodingSheetFileName(undefined, 'NFC-20260101-ABCDEF')).toBe('encoding-NFC-20260101-ABCDEF.csv');
  });
});
