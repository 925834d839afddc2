import { describe, expect, it } from 'vitest';
import { getRememberedPath } from './guards';

describe('getRememberedPath', () => {
  it('accepts in-app paths only', () => {
    expect(getRememberedPath({ from: '/settings?tab=1#x' })).toBe('/settings?tab=1#x');
    expect(getRememberedPath({ from: '//evil.example.com' })).toBeUndefined();
    expect(getRememberedPath({ from: 'https://evil.example.com' })).toBeUndefined();
    expect(getRememberedPath({ from: 42 })).toBeUndefined();
    expect(getRememberedPath(null)).toBeUndefined();
    expect(getRememberedPath(undefined)).toBeUndefined();
  });
});
