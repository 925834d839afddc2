import { describe, expect, it } from 'vitest';
import { networkOf } from './ip-network.ts';

describe('the network a per-IP limit counts', () => {
  it('keeps an IPv4 address (also one mapped into IPv6) and cuts an IPv6 address to its /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:3::1')).not.toBe(networkOf('2001:db8:1:2::1'));
  });
});
