import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './json-text.ts';

describe('preferredEncoding', () => {
  it('takes brotli first, then gzip, and nothing a q of 0 refuses or the client did not name', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('x-gzip')).toBe('gzip');
    expect(preferredEncoding('deflate, identity')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0.000')).toBeNull();
    expect(preferredEncoding('BR ; Q=0.5')).toBe('br');
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding(['br', 'gzip'])).toBeNull();
    expect(preferredEncoding(`${'br;q=x,'.repeat(10_000)}gzip`)).toBe('gzip');
  });
});
