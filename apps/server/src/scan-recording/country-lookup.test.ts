import { describe, expect, it } from 'vitest';
import { openCountryLookup } from './country-lookup.ts';

const lookup = openCountryLookup();

describe('countryOf', () => {
  it.each([
    ['8.8.8.8', 'US'], // Google public DNS
    ['194.25.0.60', 'DE'], // Deutsche Telekom DNS
    ['193.0.0.1', 'NL'], // RIPE NCC
    ['2001:4860:4860::8888', 'US'], // Google public DNS over IPv6
    ['2003::1', 'DE'], // Deutsche Telekom's IPv6 block
  ])('places the public address %s in %s', (ip, country) => {
    expect(lookup.countryOf(ip)).toBe(country);
  });

  it.each(['::ffff:8.8.8.8', '::FFFF:8.8.8.8', '::ffff:808:808', '0:0:0:0:0:ffff:8.8.8.8'])(
    'reads the IPv4-mapped form %s as the IPv4 address',
    (ip) => {
      expect(lookup.countryOf(ip)).toBe(lookup.countryOf('8.8.8.8'));
    },
  );

  it.each([
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.200',
    '2001:db8::1',
    '2001:db8:ffff::1',
    '3fff::1',
    '::ffff:203.0.113.1',
  ])('knows no country for the documentation address %s', (ip) => {
    expect(lookup.countryOf(ip)).toBeNull();
  });

  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.1.1',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:192.168.1.1',
  ])('knows no country for the private, loopback or link-local address %s', (ip) => {
    expect(lookup.countryOf(ip)).toBeNull();
  });

  it.each(['', 'bogus', '8.8.8', '8.8.8.256', '8.8.8.8.8', ' 8.8.8.8', '::ffff:999.1.1.1', 'not:an:ip', '2001:db8::g'])(
    'answers null for the unparseable input %j',
    (ip) => {
      expect(lookup.countryOf(ip)).toBeNull();
    },
  );

  it('answers null for an address the database does not know', () => {
    expect(lookup.countryOf('4000::1')).toBeNull(); // outside global unicast 2000::/3
    expect(lookup.countryOf('2c0f:ffff::1')).toBeNull();
  });
});
