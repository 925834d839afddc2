import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { AppKeys } from './keys.ts';
import type { LinkHosts } from './platform/cache/link-hosts.ts';
import type { OrganisationReads } from './platform/cache/organisation-reads.ts';
import type { RateLimiter } from './platform/cache/rate-limiter.ts';
import type { CacheStatus } from './platform/cache/redis-fallback.ts';
import type { ScanTargetCache } from './platform/cache/scan-target-cache.ts';
import type { SessionCache } from './platform/cache/session-cache.ts';
import type { Mailer } from './platform/mail/outbox.ts';
import type { UrlGuard } from './platform/network/url-guard.ts';
import type { PaymentProvider } from './platform/payments/payments.ts';
import type { Storage } from './platform/storage/storage.ts';
import type { ScanRecorder } from './scan-recording/recorder.ts';
import type { SunVerifier } from './verified-taps/verifier.ts';

/** Sends queued webhook deliveries (features/webhooks/delivery.ts); features only ask it to run now. */
export type WebhookWorker = {
  /** Sends every delivery due at `now`; the timer calls it, tests call it with a clock of their own. */
  runDue(now?: Date): Promise<void>;
  start(): void;
  /** Stops the timer and waits for the attempts under way. */
  stop(): Promise<void>;
};

/** Everything a feature may use; features never read process.env. Built once in app-deps.ts. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  storage: Storage;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  scanTargets: ScanTargetCache;
  /**
   * Who each session acts as, from memory (platform/cache/session-cache.ts): every change to a user, an organisation
   * or a plan must invalidate it, as every change to a tag invalidates `scanTargets`.
   */
  sessions: SessionCache;
  /** The tag list and analytics of each organisation, from memory until anything of it changes (app.ts invalidates). */
  organisationReads: OrganisationReads;
  /**
   * The custom link domains that serve now, from memory (platform/cache/link-hosts.ts): every change to link_domains
   * must call its reload(), which tells every copy.
   */
  linkHosts: LinkHosts;
  /** Whether Redis is away now (never, without REDIS_URL): counters are then kept in memory. */
  cacheStatus: CacheStatus;
  scanRecorder: ScanRecorder;
  /** Checks the SUN messages of NTAG 424 DNA taps on the scan link (decision 037). */
  sunVerifier: SunVerifier;
  payments: PaymentProvider;
  keys: AppKeys;
  webhooks: { guard: UrlGuard; worker: WebhookWorker };
};
