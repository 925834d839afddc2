import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { getQrPath } from '../../../components/qr-code';
import { getQrUrl } from './qr-url';

describe('tag QR codes', () => {
  it('encode the scan link with src=qr', () => {
    expect(getQrUrl('https://nfc.example/t/AbC12345')).toBe('https://nfc.example/t/AbC12345?src=qr');
  });

  it('draw every dark module inside a four-module quiet zone', () => {
    const value = getQrUrl('https://nfc.example/t/AbC12345');
    const { path, size } = getQrPath(value);
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    expect(size).toBe(modules.size + 8);
    // The top-left finder pattern starts right after the quiet zone.
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
    const dark = Array.from({ length: modules.size * modules.size }).filter((_, index) =>
      modules.get(Math.floor(index / modules.size), index % modules.size),
    ).length;
    expect(path.match(/M/g)).toHaveLength(dark);
  });
});
