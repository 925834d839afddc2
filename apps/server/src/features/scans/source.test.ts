import { describe, expect, it } from 'vitest';
import { scanSourceOf } from './source.ts';

describe('scan source rule', () => {
  it('counts ?src=qr as a QR scan, with or without a referrer', () => {
    expect(scanSourceOf('qr', undefined)).toBe('qr');
    expect(scanSourceOf('qr', 'https://example.com/')).toBe('qr');
  });

  it('counts a bare link with no referrer as a chip tap', () => {
    expect(scanSourceOf(undefined, undefined)).toBe('nfc');
    expect(scanSourceOf(undefined, '')).toBe('nfc');
  });

  it('counts a referrer or any other src as another visit', () => {
    expect(scanSourceOf(undefined, 'https://example.com/page')).toBe('other');
    expect(scanSourceOf('nfc', undefined)).toBe('other');
    expect(scanSourceOf('QR', undefined)).toBe('other');
    expect(scanSourceOf('', undefined)).toBe('other');
    expect(scanSourceOf(['qr', 'qr'], undefined)).toBe('other');
  });
});
