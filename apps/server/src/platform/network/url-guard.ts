import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address a name resolves to (dns.lookup with `all`). */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export type UrlGuardOptions = {
  /** The server's own public URL (APP_URL): its host is never a target. */
  appUrl: string;
  /** Tests only (set through buildApp's webhookOptions, never from the environment): allow this machine. */
  allowPrivateTargets?: boolean;
  /** Tests only: allow plain http receivers. */
  allowHttp?: boolean;
  lookup?: LookupAll;
  lookupTimeoutMs?: number;
};

export type RefusalReason =
  | 'validation.url'
  | 'validation.httpsRequired'
  | 'validation.urlCredentials'
  | 'validation.privateUrl';

export type GuardVerdict =
  | { kind: 'allowed'; url: URL; address: ResolvedAddress }
  /** The name has no address right now: accepted on create, retried on delivery. */
  | { kind: 'unresolvable'; url: URL }
  | { kind: 'refused'; reason: RefusalReason };

export type UrlGuard = { check(rawUrl: string): Promise<GuardVerdict> };

const defaultLookup: LookupAll = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * Only globally routable unicast addresses pass: loopback, private, link-local (cloud metadata), CGNAT,
 * 0.0.0.0/8, multicast, broadcast, reserved, ULA and IPv6 forms that embed IPv4 (mapped, 6to4, NAT64) do not.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address().range() === 'unicast' : v6.range() === 'unicast';
  }
  return parsed.range() === 'unicast';
}

/** Lower case, no brackets around IPv6, no trailing dots ('localhost.' is 'localhost'). */
const normalizeHost = (hostname: string) =>
  hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    // (?<!\.) starts a match at the first dot of a run only, which keeps the search linear.
    .replace(/(?<!\.)\.+$/, '');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Decides whether a webhook URL may be called, on create/update and again before every delivery (a name
 * may resolve elsewhere by then): the delivery then connects to exactly the address checked here.
 */
export function createUrlGuard(options: UrlGuardOptions): UrlGuard {
  const lookup = options.lookup ?? defaultLookup;
  const ownHost = normalizeHost(new URL(options.appUrl).hostname);
  const allowPrivate = options.allowPrivateTargets === true;

  return {
    async check(rawUrl) {
      let url: URL;
      try {
        url = new URL(rawUrl);
      } catch {
        return { kind: 'refused', reason: 'validation.url' };
      }
      const isHttp = url.protocol === 'http:' && options.allowHttp === true;
      if (url.protocol !== 'https:' && !isHttp) return { kind: 'refused', reason: 'validation.httpsRequired' };
      if (url.username || url.password) return { kind: 'refused', reason: 'validation.urlCredentials' };
      const host = normalizeHost(url.hostname);
      if (!host) return { kind: 'refused', reason: 'validation.url' };
      const isLocalName = host === 'localhost' || host.endsWith('.localhost');
      if (!allowPrivate && (isLocalName || host === ownHost))
        return { kind: 'refused', reason: 'validation.privateUrl' };
      if (ipaddr.isValid(host)) {
        if (!allowPrivate && !isPublicAddress(host)) return { kind: 'refused', reason: 'validation.privateUrl' };
        return { kind: 'allowed', url, address: { address: host, family: host.includes(':') ? 6 : 4 } };
      }
      let addresses: ResolvedAddress[];
      try {
        addresses = await withTimeout(lookup(host), options.lookupTimeoutMs ?? 3_000);
      } catch {
        return { kind: 'unresolvable', url };
      }
      const [first] = addresses;
      if (!first) return { kind: 'unresolvable', url };
      // One private answer is enough to refuse: the resolver may hand out any of them.
      if (!allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) {
        return { kind: 'refused', reason: 'validation.privateUrl' };
      }
      return { kind: 'allowed', url, address: first };
    },
  };
}
