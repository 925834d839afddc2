import { describe, expect, it } from 'vitest';
import { nextScanId } from './scan-ids.ts';

describe('scan ids', () => {
  it('are version 4 UUIDs with the RFC 9562 variant, all different, across many batches', () => {
    const ids = Array.from({ length: 10_000 }, () => nextScanId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('spread over every hexadecimal digit in each random position', () => {
    const ids = Array.from({ length: 4_000 }, () => nextScanId().replaceAll('-', ''));
    // Positions 12 (the version) and 16 (the variant) are fixed or narrowed; each other is any of 16 digits.
    for (const position of [0, 7, 13, 20, 31]) {
      expect(new Set(ids.map((id) => id[position])).size).toBe(16);
    }
    expect(new Set(ids.map((id) => id[16]))).toEqual(new Set(['8', '9', 'a', 'b']));
  });
});
