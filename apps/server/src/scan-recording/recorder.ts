import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { nextMessage, startThread } from '../platform/threads/threads.ts';
import type { SunKeyMaterial } from '../verified-taps/keys.ts';
import {
  claimJournal,
  forEachUnwrittenLine,
  JOURNAL_FOLDER,
  type JournalPosition,
  openJournalAppender,
} from './journal.ts';
import { type JournaledScan, LINK_COUNTERS, type ScanEvent, toJournalLine } from './scan-event.ts';
import { nextScanId } from './scan-ids.ts';
import type { ScanWriterThreadData, WriterReport, WriterRequest } from './scan-writer-thread.ts';

export type { ScanEvent } from './scan-event.ts';

export type ScanRecorder = {
  /**
   * Journals the scan: resolves once it is on its way to disk (the kernel has it), and then the scan may be
   * answered. The scans of one turn of the event loop share one write call. Never rejects, never refuses a scan.
   */
  record(event: ScanEvent): Promise<void>;
  /** record() for a scan already in its journal form (the scan link builds it so, without a copy). */
  journal(scan: JournaledScan): Promise<void>;
  /**
   * Resolves when every scan recorded so far is in the database. Rejects when the database fails meanwhile or
   * after 10 s (a long backlog): callers that only want fresh counts go on without.
   */
  flush(): Promise<void>;
  /** Starts the writer thread, which first writes what an earlier run left in the journal. */
  start(): void;
  /**
   * Stops the writer after it has written what it can; the journal keeps anything left for the next start. Scans
   * recorded while stopped are journaled and wait for start().
   */
  stop(): Promise<void>;
  /** Scans recorded and not yet known to be written (approximate: replayed scans count against it). */
  readonly pending: number;
  /** Calls `visit` with each journaled scan not written yet (call before start(), which begins writing them). */
  forEachUnwritten(visit: (scan: JournaledScan) => void): void;
};

/** Scans that could not be journaled (full disk) wait in memory for the writer, up to this many. */
const MAX_UNJOURNALED = 100_000;
const FLUSH_TIMEOUT_MS = 10_000;
/** The first size of the buffer a turn's journal lines gather in; it grows to the busiest turn's. */
const GROUP_BYTES = 64 * 1024;
/** How often this thread tells the writer how busy it is. */
const UTILISATION_INTERVAL_MS = 250;

/**
 * The request path's end of the scan pipeline: record() appends the scan to the journal under DATA_DIR, so it
 * survives a crash once answered, and the writer thread (scan-writer-thread.ts) moves the journal into the
 * database, parsing, hashing and looking up countries there, off the thread that answers scans.
 */
export function createScanRecorder(options: {
  database: DatabaseHandle;
  dataDir: string;
  secret: string;
  /** The keys the writer checks the taps of tags that record with (decision 044). */
  sunKeys: SunKeyMaterial;
  logger: FastifyBaseLogger;
  /** Scans stored: how many, and the organisations they belong to (reported before a flush that waits for them). */
  onWritten?: (count: number, organisations: string[]) => void;
}): ScanRecorder {
  const { database, logger } = options;
  const journalDir = path.join(options.dataDir, JOURNAL_FOLDER);
  claimJournal(journalDir);
  const appender = openJournalAppender(journalDir, { logger });
  let thread: Worker | null = null;
  let stopping = false;
  let recorded = 0;
  // Shared with the writer thread, which rests while the count climbs fast and more while this thread is saturated
  // (see scan-writer.ts): the scans recorded, and this thread's event-loop utilisation in permille.
  const linkCounters = new Int32Array(new SharedArrayBuffer(4 * LINK_COUNTERS.length));
  let utilisationTimer: NodeJS.Timeout | null = null;
  function tellUtilisation() {
    let utilisation = performance.eventLoopUtilization();
    utilisationTimer = setInterval(() => {
      const now = performance.eventLoopUtilization();
      const permille = Math.round(performance.eventLoopUtilization(now, utilisation).utilization * 1000);
      Atomics.store(linkCounters, LINK_COUNTERS.eventLoopPermille, permille);
      utilisation = now;
    }, UTILISATION_INTERVAL_MS);
    utilisationTimer.unref();
  }
  let processed = 0;
  let unjournaled: string[] = [];
  let handingOver = false;
  let nextFlush = 1;
  let handOvers = 0;
  /** What the last flush found written: nothing recorded since, the next flush has nothing to wait for. */
  let flushed: { position: JournalPosition; handOvers: number } | null = null;
  const flushes = new Map<number, { position: JournalPosition; resolve: () => void; reject: (error: Error) => void }>();

  const send = (request: WriterRequest) => thread?.postMessage(request);

  // The scans recorded since the last write, as their journal lines' bytes, and the promise their answers wait for.
  // Lines are written into one reused buffer as they come: no joined string and no new buffer a write.
  let group = Buffer.allocUnsafe(GROUP_BYTES);
  let groupBytes = 0;
  let groupScans = 0;
  let written: Promise<void> | null = null;

  /** One write call for every scan of this turn of the event loop (requests answered in it wait for it). */
  function writeGroup() {
    const bytes = group.subarray(0, groupBytes);
    // The writer paces itself by this count (a shared counter, so once a write rather than once a scan).
    Atomics.add(linkCounters, LINK_COUNTERS.scansRecorded, groupScans);
    groupBytes = 0;
    groupScans = 0;
    written = null;
    if (appender.append(bytes)) return;
    const lines = bytes.toString('utf8').split('\n');
    lines.pop();
    for (const line of lines) {
      if (unjournaled.length >= MAX_UNJOURNALED) unjournaled.shift();
      unjournaled.push(line);
    }
    if (!handingOver) {
      handingOver = true;
      setImmediate(handOverUnjournaled);
    }
  }

  function handOverUnjournaled() {
    handingOver = false;
    if (!thread || unjournaled.length === 0) return;
    send({ type: 'unjournaled', lines: unjournaled });
    unjournaled = [];
    handOvers++;
  }

  function onReport(report: WriterReport) {
    if (report.type === 'written') {
      processed += report.processed;
      if (report.written > 0) options.onWritten?.(report.written, report.organisations);
    } else if (report.type === 'flushed') {
      const waiting = flushes.get(report.id);
      flushes.delete(report.id);
      if (report.error) waiting?.reject(new Error(`writing scans failed: ${report.error}`));
      else waiting?.resolve();
    } else if (report.type === 'log') {
      logger[report.level](report.details, report.message);
    }
  }

  function startThreadNow() {
    const connection = database.connectThread();
    const data: ScanWriterThreadData = {
      journalDir,
      secret: options.secret,
      sunKeys: options.sunKeys,
      database: connection,
      linkCounters: linkCounters.buffer as SharedArrayBuffer,
    };
    const started = startThread(
      import.meta.url,
      'scan-writer-thread',
      data,
      connection.kind === 'pglite' ? [connection.port] : [],
    );
    thread = started;
    started.on('message', onReport);
    started.on('error', (error) => logger.error({ err: error }, 'the scan writer thread failed'));
    started.on('exit', () => {
      if (thread !== started) return;
      thread = null;
      if (stopping) return;
      // The journal has every scan: a new writer picks up at the checkpoint.
      logger.error('the scan writer thread stopped; starting a new one');
      setTimeout(() => {
        if (stopping || thread) return;
        startThreadNow();
        for (const [id, { position }] of flushes) send({ type: 'flush', id, position });
        handOverUnjournaled();
      }, 1_000).unref();
    });
  }

  return {
    record(event) {
      const { occurredAt, ...rest } = event;
      return this.journal({ id: nextScanId(), at: occurredAt.getTime(), ...rest });
    },
    journal(scan) {
      const line = toJournalLine(scan);
      // At most three UTF-8 bytes a UTF-16 unit, and the newline.
      const room = groupBytes + line.length * 3 + 1;
      if (room > group.length) {
        const larger = Buffer.allocUnsafe(Math.max(room, group.length * 2));
        group.copy(larger, 0, 0, groupBytes);
        group = larger;
      }
      groupBytes += group.write(line, groupBytes);
      group[groupBytes++] = 0x0a;
      groupScans++;
      recorded++;
      if (!written) {
        written = new Promise((resolve) => setImmediate(() => resolve(writeGroup())));
      }
      return written;
    },
    async flush() {
      await written;
      if (!thread) return;
      handOverUnjournaled();
      const id = nextFlush++;
      const position = appender.position();
      // A list read after a quiet spell asks the writer nothing (a message each way cost a tenth of its time).
      if (
        unjournaled.length === 0 &&
        flushed?.handOvers === handOvers &&
        flushed.position.segment === position.segment &&
        flushed.position.offset === position.offset
      ) {
        return;
      }
      const handOversBefore = handOvers;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          flushes.delete(id);
          reject(new Error('the scan writer is still behind'));
        }, FLUSH_TIMEOUT_MS);
        const settle =
          <T>(then: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer);
            then(value);
          };
        flushes.set(id, { position, resolve: settle(resolve), reject: settle(reject) });
        send({ type: 'flush', id, position });
      });
      flushed = { position, handOvers: handOversBefore };
    },
    start() {
      if (thread || stopping) return;
      startThreadNow();
      if (!utilisationTimer) tellUtilisation();
    },
    async stop() {
      stopping = true;
      if (utilisationTimer) clearInterval(utilisationTimer);
      utilisationTimer = null;
      const running = thread;
      if (running) {
        handOverUnjournaled();
        const stopped = nextMessage(running, 'stopped').catch(() => {});
        running.postMessage({ type: 'stop' } satisfies WriterRequest);
        await stopped;
        await running.terminate();
      }
      thread = null;
      for (const { resolve } of flushes.values()) resolve();
      flushes.clear();
      appender.close();
      // A later start() begins again (the journal reopens on the next record).
      stopping = false;
    },
    get pending() {
      return Math.max(0, recorded - processed) + unjournaled.length;
    },
    forEachUnwritten(visit) {
      forEachUnwrittenLine(journalDir, logger, (line) => {
        try {
          visit(JSON.parse(line) as JournaledScan);
        } catch {
          // The writer warns about unreadable lines when it reaches them.
        }
      });
    },
  };
}
