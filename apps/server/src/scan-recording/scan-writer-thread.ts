import { parentPort, workerData } from 'node:worker_threads';
import { inArray } from 'drizzle-orm';
import { openThreadConnection, type ThreadConnection } from '../db/client.ts';
import { tags } from '../db/schema.ts';
import type { SunKeyMaterial } from '../verified-taps/keys.ts';
import { openCountryLookup } from './country-lookup.ts';
import type { JournalPosition } from './journal.ts';
import { LINK_COUNTERS } from './scan-event.ts';
import { createScanWriter } from './scan-writer.ts';

/**
 * The scan writer's thread (started by recorder.ts): reads the journal, parses agents, hashes visitors, looks up
 * countries and writes to the database, none of it on the thread that answers scans. It talks to the recorder
 * with the messages below and logs through it.
 */
export type ScanWriterThreadData = {
  journalDir: string;
  secret: string;
  database: ThreadConnection;
  /** The recorder's counters (Int32s at LINK_COUNTERS, shared): how busy the scan link is. */
  linkCounters: SharedArrayBuffer;
  /** The keys the taps of tags that record are checked with (decision 044); only in this process's memory. */
  sunKeys: SunKeyMaterial;
};

export type WriterRequest =
  | { type: 'flush'; id: number; position: JournalPosition }
  | { type: 'unjournaled'; lines: string[] }
  | { type: 'stop' };

export type WriterReport =
  | { type: 'written'; written: number; processed: number; organisations: string[] }
  | { type: 'flushed'; id: number; error?: string }
  | { type: 'log'; level: 'error' | 'warn' | 'info'; details: Record<string, unknown>; message: string }
  | { type: 'stopped' };

const port = parentPort!;
const report = (message: WriterReport) => port.postMessage(message);

/** Errors cross the thread boundary as plain fields. */
function plain(details: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) =>
      value instanceof Error
        ? [
            key,
            { type: value.name, message: value.message, code: (value as { code?: unknown }).code, stack: value.stack },
          ]
        : [key, value],
    ),
  );
}

const log =
  (level: 'error' | 'warn' | 'info') =>
  (details: object, message: string): void =>
    report({ type: 'log', level, details: plain(details), message });
const logger = { error: log('error'), warn: log('warn'), info: log('info') };

const data = workerData as ScanWriterThreadData;
const database = openThreadConnection(data.database);
const linkCounters = new Int32Array(data.linkCounters);
const writer = createScanWriter({
  db: database.db,
  journalDir: data.journalDir,
  secret: data.secret,
  sunKeys: data.sunKeys,
  countries: openCountryLookup(),
  logger,
  async findTagCodes(db, tagIds) {
    if (tagIds.length === 0) return new Map();
    const rows = await db.select({ id: tags.id, code: tags.userFacingId }).from(tags).where(inArray(tags.id, tagIds));
    return new Map(rows.map((row) => [row.id, row.code]));
  },
  onWritten: (written, processed, organisations) => report({ type: 'written', written, processed, organisations }),
  scansRecorded: () => Atomics.load(linkCounters, LINK_COUNTERS.scansRecorded),
  linkUtilisation: () => Atomics.load(linkCounters, LINK_COUNTERS.eventLoopPermille) / 1000,
});

port.on('message', (request: WriterRequest) => {
  if (request.type === 'flush') {
    writer.waitFor(request.position).then(
      () => report({ type: 'flushed', id: request.id }),
      (error: unknown) =>
        report({ type: 'flushed', id: request.id, error: String((error as Error)?.message ?? error) }),
    );
  } else if (request.type === 'unjournaled') {
    writer.takeUnjournaled(request.lines);
  } else if (request.type === 'stop') {
    writer
      .stop()
      .then(() => database.close())
      .catch((error) => logger.error({ err: error }, 'stopping the scan writer failed'))
      .finally(() => report({ type: 'stopped' }));
  }
});

writer.run().catch((error) => logger.error({ err: error }, 'the scan writer stopped'));
