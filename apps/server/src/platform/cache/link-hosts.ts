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
