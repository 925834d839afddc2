import { describe, expect, it } from 'vitest';
import { createUrlGuard, isPublicAddress, type LookupAll } from './url-guard.ts';

/** A resolver we control: public names, a name that points home, and one with a private second answer. */
const zone: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14'],
  'v6.example.com': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'sneaky.example.com': ['127.0.0.1'],
  'mixed.example.com': ['93.184.215.14', '10.1.2.3'],
  'metadata.example.com': ['169.254.169.254'],
  'mapped.example.com': ['::ffff:10.0.0.1'],
};
const lookup: LookupAll = async (hostname) => {
  const addresses = zone[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('the webhook URL guard', () => {
  const guard = createUrlGuard({ appUrl: 'https://app.example.net', lookup });

  it('knows public from private, local, reserved and embedded addresses', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '255.255.255.255',
      '240.0.0.1',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses http, credentials, private literals, localhost, its own host and names resolving inward', async () => {
    const cases: Array<[string, string]> = [
      ['http://hooks.example.com/nfc', 'validation.httpsRequired'],
      ['ftp://hooks.example.com/nfc', 'validation.httpsRequired'],
      ['https://user:pass@hooks.example.com/nfc', 'validation.urlCredentials'],
      ['https://user@hooks.example.com/nfc', 'validation.urlCredentials'],
      ['https://127.0.0.1/hook', 'validation.privateUrl'],
      ['https://2130706433/hook', 'validation.privateUrl'],
      ['https://0x7f.1/hook', 'validation.privateUrl'],
      ['https://10.0.0.5/hook', 'validation.privateUrl'],
      ['https://169.254.169.254/latest/meta-data', 'validation.privateUrl'],
      ['https://[::1]/hook', 'validation.privateUrl'],
      ['https://[::ffff:127.0.0.1]/hook', 'validation.privateUrl'],
      ['https://[fd00::1]/hook', 'validation.privateUrl'],
      ['https://localhost/hook', 'validation.privateUrl'],
      ['https://localhost./hook', 'validation.privateUrl'],
      ['https://api.localhost/hook', 'validation.privateUrl'],
      ['https://APP.example.net./hook', 'validation.privateUrl'],
      ['https://sneaky.example.com/hook', 'validation.privateUrl'],
      ['https://mixed.example.com/hook', 'validation.privateUrl'],
      ['https://metadata.example.com/hook', 'validation.privateUrl'],
      ['https://mapped.example.com/hook', 'validation.privateUrl'],
      ['not a url', 'validation.url'],
    ];
    for (const [url, reason] of cases) expect(await guard.check(url), url).toEqual({ kind: 'refused', reason });
  });

  it('allows public names and addresses with the address it checked, and tells unresolvable names apart', async () => {
    const allowed = await guard.check('https://hooks.example.com/nfc?x=1');
    expect(allowed).toMatchObject({ kind: 'allowed', address: { address: '93.184.215.14', family: 4 } });
    expect(allowed.kind === 'allowed' && allowed.url.hostname).toBe('hooks.example.com');
    expect(await guard.check('https://v6.example.com/')).toMatchObject({ kind: 'allowed', address: { family: 6 } });
    expect(await guard.check('https://93.184.215.14/hook')).toMatchObject({ kind: 'allowed' });
    expect(await guard.check('https://nowhere.example.org/hook')).toMatchObject({ kind: 'unresolvable' });
  });

  it('gives up on a resolver that hangs', async () => {
    const slow = createUrlGuard({
      appUrl: 'https://app.example.net',
      lookup: () => new Promise(() => {}),
      lookupTimeoutMs: 50,
    });
    expect(await slow.check('https://hooks.example.com/')).toMatchObject({ kind: 'unresolvable' });
  });

  it('lets tests reach this machine only when built with the relaxed options', async () => {
    const relaxed = createUrlGuard({
      appUrl: 'https://app.example.net',
      lookup,
      allowPrivateTargets: true,
      allowHttp: true,
    });
    expect(await relaxed.check('http://127.0.0.1:4000/hook')).toMatchObject({
      kind: 'allowed',
      address: { address: '127.0.0.1' },
    });
    expect(await relaxed.check('https://u:p@127.0.0.1/hook')).toEqual({
      kind: 'refused',
      reason: 'validation.urlCredentials',
    });
  });
});
