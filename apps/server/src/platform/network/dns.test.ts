import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DnsServer, startDnsServer } from '../../../test/peers/dns-server.ts';
import { createTxtLookup, toResolverServer } from './dns.ts';

describe('the DNS module', () => {
  let dns: DnsServer;
  beforeAll(async () => {
    dns = await startDnsServer();
  });
  afterAll(async () => {
    await dns?.close();
  });

  it('reads DNS_SERVERS entries as the resolver takes them', () => {
    expect(toResolverServer('192.0.2.1')).toBe('192.0.2.1');
    expect(toResolverServer('192.0.2.1:5353')).toBe('192.0.2.1:5353');
    expect(toResolverServer('[::1]')).toBe('::1');
    expect(toResolverServer('[::1]:5353')).toBe('[::1]:5353');
    // An IPv6 server with a port, as the resolver accepts it, reaches the server.
    expect(() => createTxtLookup([`[::1]:${dns.port}`, dns.address])).not.toThrow();
  });

  it('tells a record found from a name without one and from name servers that did not answer', async () => {
    const lookupTxt = createTxtLookup([dns.address], { timeoutMs: 200, tries: 1 });
    dns.setTxt('_probe.found.example', [['v=one ', 'joined'], 'second']);
    dns.servfail('_probe.failing.example');
    dns.silent('_probe.silent.example');
    expect(await lookupTxt('_probe.found.example')).toEqual({ kind: 'found', records: ['v=one joined', 'second'] });
    expect(await lookupTxt('_probe.absent.example')).toEqual({ kind: 'none' });
    expect(await lookupTxt('_probe.failing.example')).toMatchObject({ kind: 'unavailable' });
    expect(await lookupTxt('_probe.silent.example')).toMatchObject({ kind: 'unavailable', code: 'ETIMEOUT' });
  });
});
