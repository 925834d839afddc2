import { createHmac } from 'node:crypto';
import type { ScanSource } from '@nfc/contract/scans';
import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import type { BulkValue, DatabaseHandle } from '../db/client.ts';

/** What the request path hands over: cheap to build, no parsing or hashing yet. */
export type ScanEvent = {
  ownerId: string;
  tagId: string | null;
  vcfConfigId: string | null;
  kind: 'link' | 'page' | 'save';
  source: ScanSource;
  /** For card views and saves: the tag whose link led there, already checked to be the card owner's. */
  viaTagId: string | null;
  occurredAt: Date;
  ip: string;
  userAgent: string | null;
  language: string | null;
  referrer: string | null;
  country: string | null;
  platform?: string | null;
  screenResolution?: string | null;
  timezone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

export type ScanRecorder = {
  record(event: ScanEvent): void;
  /** Writes everything queued so far; resolves when it is in the database. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is left (on shutdown). */
  stop(): Promise<void>;
  readonly pending: number;
};

// Small enough that one embedded COPY never holds the event loop for long (p99 of the scan link).
const BATCH_SIZE = 250;
const MAX_QUEUE = 100_000;

const uaCache = new Map<string, { platform: string | null; browser: string | null; isBot: boolean }>();
function describeAgent(userAgent: string | null) {
  const key = userAgent ?? '';
  let described = uaCache.get(key);
  if (!described) {
    const parsed = new UAParser(key).getResult();
    described = { platform: parsed.os.name ?? null, browser: parsed.browser.name ?? null, isBot: !key || isbot(key) };
    if (uaCache.size > 5_000) uaCache.clear();
    uaCache.set(key, described);
  }
  return described;
}

/** Integrity (23xxx) and data (22xxx) errors will not go away on a retry; connection errors may. */
function isDataError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23]/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const salts = new Map<string, Buffer>();
function saltOf(secret: string, day: string): Buffer {
  const key = `${day}:${secret}`;
  let salt = salts.get(key);
  if (!salt) {
    if (salts.size > 8) salts.clear();
    salt = createHmac('sha256', secret).update(`visitor-salt:${day}`).digest();
    salts.set(key, salt);
  }
  return salt;
}

/** A visitor is IP + user agent + a salt that changes every day, so nobody can be followed across days. */
export function visitorHash(secret: string, ip: string, userAgent: string | null, day: string): string {
  return createHmac('sha256', saltOf(secret, day))
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Scans are queued in memory and written in batches, so the answer never waits for the database;
 * a failed write puts the batch back, and stop() drains the queue on shutdown.
 */
const COLUMNS = [
  'owner_id',
  'tag_id',
  'vcf_config_id',
  'kind',
  'source',
  'via_tag_id',
  'occurred_at',
  'user_agent',
  'language',
  'referrer',
  'platform',
  'browser',
  'screen_resolution',
  'timezone',
  'latitude',
  'longitude',
  'country',
  'is_bot',
  'visitor_hash',
];

export function createScanRecorder(options: {
  database: DatabaseHandle;
  secret: string;
  logger: FastifyBaseLogger;
  intervalMs?: number;
  onWritten?: (count: number) => void;
  /** The rows just written, by column name (webhooks hear of scans here); never delays or re-queues a write. */
  onRowsWritten?: (rows: Array<Record<string, BulkValue>>) => void;
}): ScanRecorder {
  const { database, secret, logger } = options;

  function tellWritten(rows: BulkValue[][]) {
    if (!options.onRowsWritten) return;
    try {
      options.onRowsWritten(
        rows.map((row) => Object.fromEntries(COLUMNS.map((column, index) => [column, row[index] ?? null]))),
      );
    } catch (error) {
      logger.error({ err: error }, 'a scan listener failed');
    }
  }
  let queue: ScanEvent[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function toRow(event: ScanEvent): BulkValue[] {
    const agent = describeAgent(event.userAgent);
    const day = event.occurredAt.toISOString().slice(0, 10);
    return [
      event.ownerId,
      event.tagId,
      event.vcfConfigId,
      event.kind,
      event.source,
      event.viaTagId,
      event.occurredAt,
      event.userAgent,
      event.language,
      event.referrer,
      event.platform ?? agent.platform,
      agent.browser,
      event.screenResolution ?? null,
      event.timezone ?? null,
      event.latitude ?? null,
      event.longitude ?? null,
      event.country,
      agent.isBot,
      visitorHash(secret, event.ip, event.userAgent, day),
    ];
  }

  /** Writes rows one by one, dropping those the database refuses for good (e.g. their tag was deleted). */
  async function writeOneByOne(rows: BulkValue[][]) {
    for (const row of rows) {
      try {
        await database.bulkInsert('scans', COLUMNS, [row]);
        options.onWritten?.(1);
        tellWritten([row]);
      } catch (error) {
        if (!isDataError(error)) throw error;
        logger.warn({ tagId: row[1], vcfConfigId: row[2] }, 'dropping a scan whose tag or card is gone');
      }
    }
  }

  async function writeQueued() {
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH_SIZE);
      queue = queue.slice(batch.length);
      const rows = batch.map(toRow);
      try {
        // Let waiting requests run between batches, so a long queue never stalls the scan link.
        await new Promise((resolve) => setImmediate(resolve));
        try {
          await database.bulkInsert('scans', COLUMNS, rows);
          options.onWritten?.(rows.length);
          tellWritten(rows);
        } catch (error) {
          if (!isDataError(error)) throw error;
          await writeOneByOne(rows);
        }
      } catch (error) {
        // Keep the scans for the next round; the database may be back by then.
        queue = batch.concat(queue);
        logger.error({ err: error, count: batch.length }, 'writing scans failed; will retry');
        throw error;
      }
    }
  }

  function flush(): Promise<void> {
    writing = writing.then(writeQueued, writeQueued);
    return writing;
  }

  return {
    record(event) {
      if (queue.length >= MAX_QUEUE) {
        logger.error('scan queue full; dropping the oldest scan');
        queue.shift();
      }
      queue.push(event);
    },
    flush,
    start() {
      timer ??= setInterval(() => {
        if (queue.length > 0) flush().catch(() => {});
      }, options.intervalMs ?? 250);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      for (let attempt = 0; attempt < 3 && queue.length > 0; attempt++) {
        await flush().catch(() => new Promise((resolve) => setTimeout(resolve, 200)));
      }
      await writing.catch(() => {});
    },
    get pending() {
      return queue.length;
    },
  };
}
