/**
 * The custom link domains that serve now (issue 33, decision 040), held in memory so that the scan link and the card
 * page match a request's Host without a query. Implemented by `createLinkHosts` below (loaded at start, reloaded on
 * every change to link_domains on any copy, and every minute).
 */

/** A host that serves one organisation's scan links and cards. */
export type LinkHost = {
  domainId: string;
  organisationId: string;
  /** Lower-case ASCII (punycode), without port. */
  hostname: string;
  /** Where `/` on the host leads; null: the neutral page. */
  rootUrl: string | null;
};

export type LinkHosts = {
  /**
   * The serving domain a Host header names (matched exactly, case-insensitive, without its port); undefined: not a
   * customer host, so the request is the app's as ever. Synchronous and allocation-light: the scan link calls it on
   * every request.
   */
  find(hostHeader: string | undefined): LinkHost | undefined;
  /** Re-reads the serving domains now (after a change here), and tells the other copies to. */
  reload(): Promise<void>;
  /** Stops the timer and the subscription. */
  close(): Promise<void>;
};

/** A change another copy could not announce (a row edited by hand, Redis away) is seen within this time. */
export const LINK_HOSTS_RELOAD_MS = 60_000;

const DOT = 46;
const BRACKET = 91;

/**
 * The lookup key of a Host header: without its port and a trailing dot, lower-cased. An IPv6 literal (`[::1]:3000`)
 * is never a customer host: null. No regular expression and no copy when the header is already a bare lower-case name.
 */
export function hostKeyOf(hostHeader: string): string | null {
  if (hostHeader.charCodeAt(0) === BRACKET) return null;
  let end = hostHeader.indexOf(':');
  if (end === -1) end = hostHeader.length;
  if (end > 0 && hostHeader.charCodeAt(end - 1) === DOT) end--;
  if (end === 0) return null;
  const name = end === hostHeader.length ? hostHeader : hostHeader.slice(0, end);
  return name.toLowerCase();
}

type Logger = { error(details: object, message: string): void };

/**
 * The directory of serving hosts: a Map from host name to its domain, replaced whole by each load (a request never
 * sees half of one). Reloads that are asked for while one runs share one more after it, so a change made during a
 * load is always read. A failed load keeps the hosts of the last one and is logged; the timer tries again.
 */
export async function createLinkHosts(
  load: () => Promise<LinkHost[]>,
  { logger, reloadEveryMs = LINK_HOSTS_RELOAD_MS }: { logger?: Logger; reloadEveryMs?: number } = {},
): Promise<LinkHosts> {
  let hosts = new Map<string, LinkHost>();
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const loadNow = async () => {
    try {
      const next = new Map<string, LinkHost>();
      for (const host of await load()) next.set(host.hostname, host);
      hosts = next;
    } catch (error) {
      logger?.error({ err: error }, 'link hosts could not be loaded: serving the last ones');
    }
  };
  const reload = (): Promise<void> => {
    if (!running) {
      running = loadNow().finally(() => {
        running = null;
      });
      return running;
    }
    // A load under way may have read before the change: one more starts once it is done, shared by every caller now.
    queued ??= running.then(() => {
      queued = null;
      return reload();
    });
    return queued;
  };

  await reload();
  const timer = setInterval(() => void reload(), reloadEveryMs);
  timer.unref();

  return {
    find(hostHeader) {
      // Most installations serve no customer host: the scan link pays one size check.
      if (hosts.size === 0 || hostHeader === undefined) return undefined;
      const key = hostKeyOf(hostHeader);
      return key === null ? undefined : hosts.get(key);
    },
    reload,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
