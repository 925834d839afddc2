import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from './vcard-format.ts';

describe('vCard text', () => {
  it('escapes backslash, comma, semicolon and every kind of line break', () => {
    expect(escapeText('a\\b,c;d\ne\r\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `NOTE:${'ü'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});
