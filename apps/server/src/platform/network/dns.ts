import { Resolver } from 'node:dns/promises';

/**
 * Every DNS lookup of the server goes through here (verified e-mail domains, issue 30; custom link domains, issue 33),
 * against the configured name servers (DNS_SERVERS), so tests point one setting at a local name server.
 */

/**
 * What a TXT lookup found: the records (each one's chunks joined), that the name has none (it does not exist or holds
 * no TXT), or that the name servers could not be asked (a timeout, SERVFAIL, a refusal): that says nothing about the
 * record, so nobody loses a verification over it.
 */
export type TxtLookup = { kind: 'found'; records: string[] } | { kind: 'none' } | { kind: 'unavailable'; code: string };

export type LookupTxt = (name: string) => Promise<TxtLookup>;

/** Answers that mean the record is not there; any other error means we could not find out. */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

/**
 * `host`, `host:port`, `[v6]` or `[v6]:port` as DNS_SERVERS lists them, in the form `Resolver.setServers` takes:
 * a bare IPv6 address goes in without brackets.
 */
export function toResolverServer(entry: string): string {
  const bracketed = /^\[([0-9a-fA-F:.]+)\](?::(\d{1,5}))?$/.exec(entry);
  if (bracketed) return bracketed[2] ? entry : bracketed[1]!;
  return entry;
}

/**
 * A TXT lookup through `node:dns` (c-ares): the configured name servers (DNS_SERVERS; none: the system's), 3 seconds a
 * try, two tries. The name is asked as written, with no search domain appended.
 */
export function createTxtLookup(
  servers: readonly string[],
  { timeoutMs = 3000, tries = 2 }: { timeoutMs?: number; tries?: number } = {},
): LookupTxt {
  const resolver = new Resolver({ timeout: timeoutMs, tries });
  if (servers.length > 0) resolver.setServers(servers.map(toResolverServer));
  return async (name) => {
    try {
      const records = await resolver.resolveTxt(`${name}.`);
      return { kind: 'found', records: records.map((chunks) => chunks.join('')) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'UNKNOWN';
      return ABSENT.has(code) ? { kind: 'none' } : { kind: 'unavailable', code };
    }
  };
}
