import {
  close,
  closeSync,
  fstatSync,
  fsync,
  fsyncSync,
  mkdirSync,
  open,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The scan journal: every scan is appended to a plain file under DATA_DIR before its redirect is sent, so a
 * crash of the process cannot lose it (the kernel holds what one write call handed it). The scan writer reads
 * the journal in order, moves it into the database, records how far it got in `checkpoint.json` and deletes
 * what it has written. One line is one JSON object; a folder of numbered segments is one journal:
 *
 *   scan-journal/000000000001.jsonl   written and about to be deleted
 *   scan-journal/000000000002.jsonl   the one being appended to
 *   scan-journal/checkpoint.json      {"segment":2,"offset":81920}: everything before is in the database
 *
 * The appender never reopens an old segment: each start, each rotation and each failed write begins a new one,
 * so a line torn by a crash or a full disk can only be the last of a segment that is already finished, where
 * the reader skips it.
 *
 * A crash of the process loses nothing (the kernel has the lines); a power cut or a kernel crash loses what the
 * kernel had not written to the disk yet. The appender syncs the segment once a second, off the request path (an
 * fsync in libuv's thread pool, as Redis's `appendfsync everysec`), so a power cut loses at most the last second's
 * scans. A finished segment is synced before it is closed, and a new one's directory entry is synced too.
 */

export type JournalPosition = { segment: number; offset: number };

type Logger = { error(object: object, message: string): void; warn(object: object, message: string): void };

const SEGMENT_PATTERN = /^(\d{12})\.jsonl$/;
const CHECKPOINT = 'checkpoint.json';
const segmentName = (segment: number) => `${String(segment).padStart(12, '0')}.jsonl`;

export const JOURNAL_FOLDER = 'scan-journal';

/** The journal's segments, oldest first. */
export function listSegments(dir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => SEGMENT_PATTERN.exec(name)?.[1])
    .filter((digits) => digits !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

function journalBytes(dir: string): number {
  let total = 0;
  for (const segment of listSegments(dir)) total += sizeOf(path.join(dir, segmentName(segment)));
  return total;
}

const OWNER = 'owner.pid';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One running server per journal: two appending to one folder would delete each other's segments. The claim is
 * a file holding the owner's process id, created atomically; one left by a process that has ended (a crash, a
 * restarted container, where we may even have its id) is taken over.
 */
export function claimJournal(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, OWNER);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (owner === process.pid) return;
    if (Number.isSafeInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new Error(
        `${dir} belongs to another running server (process ${owner}): give every copy its own DATA_DIR. ` +
          `If no other server runs there, delete ${file}.`,
      );
    }
    try {
      unlinkSync(file);
    } catch {
      // Another copy starting at this moment took it over first; the next attempt tells.
    }
  }
  throw new Error(`could not claim ${dir}: another server keeps claiming it`);
}

export type JournalAppender = {
  /**
   * Appends whole lines (each ending in a newline) with a single write call. Never throws: a full disk, a write
   * error or a journal at its size bound answers false, and the caller keeps the lines some other way; the scans
   * are answered regardless. Bytes (UTF-8) must end with a newline; a string is given one if it lacks it.
   */
  append(lines: string | Uint8Array): boolean;
  /** The end of the last line written: everything this appender journaled lies before it. */
  position(): JournalPosition;
  /** The end of the last line known to be on the disk (synced): a power cut keeps everything before it. */
  durablePosition(): JournalPosition;
  /** Syncs and closes the segment (a shutdown); the next append begins a new one. */
  close(): void;
};

/** How often the journal is synced to the disk: the most a power cut can lose. */
export const JOURNAL_SYNC_INTERVAL_MS = 1_000;

export function openJournalAppender(
  dir: string,
  {
    logger,
    maxSegmentBytes = 16 * 1024 * 1024,
    maxJournalBytes = 1024 * 1024 * 1024,
    syncIntervalMs = JOURNAL_SYNC_INTERVAL_MS,
  }: { logger: Logger; maxSegmentBytes?: number; maxJournalBytes?: number; syncIntervalMs?: number },
): JournalAppender {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const previous = listSegments(dir).at(-1) ?? 0;
  let segment = previous + 1;
  let fd: number | null = null;
  let offset = 0;
  let earlierBytes = 0;
  let failures = 0;
  let lastAlarm = 0;
  let retryOpenAt = 0;
  // What an earlier run left counts as written by this one: waiting for this appender's lines waits for those too.
  let lastWritten: JournalPosition = { segment: previous, offset: sizeOf(path.join(dir, segmentName(previous))) };
  // Taken as on the disk: a segment an earlier run left was synced when it closed, or is the crash's to keep.
  let durable: JournalPosition = { ...lastWritten };
  /** Each open descriptor's syncs in the thread pool; a finished segment's is closed when its last one is done. */
  const syncing = new Map<number, { count: number; closeAfter: boolean }>();
  let isDirty = false;

  /** fsync in the thread pool; `upTo` becomes durable once it is done. A descriptor is closed only when idle. */
  function syncAsync(descriptor: number, upTo: JournalPosition) {
    const state = syncing.get(descriptor) ?? { count: 0, closeAfter: false };
    state.count++;
    syncing.set(descriptor, state);
    fsync(descriptor, (error) => {
      state.count--;
      if (error) logger.error({ err: error }, 'syncing the scan journal failed; a power cut may lose its last scans');
      else if (isAfter(upTo, durable)) durable = upTo;
      if (state.count === 0) {
        syncing.delete(descriptor);
        if (state.closeAfter) close(descriptor, () => {});
      }
    });
  }

  const timer = setInterval(() => {
    if (!isDirty || fd === null) return;
    isDirty = false;
    syncAsync(fd, { ...lastWritten });
  }, syncIntervalMs);
  timer.unref();

  /** A new file's name is in its directory: synced too, or a power cut could lose the whole segment. */
  function syncDirectory() {
    open(dir, 'r', (error, descriptor) => {
      if (error) return;
      fsync(descriptor, () => close(descriptor, () => {}));
    });
  }

  /** Loud, but at most once every 10 seconds, with the count of scans that missed the journal meanwhile. */
  function alarm(error: unknown, message: string) {
    failures++;
    const now = Date.now();
    if (now - lastAlarm < 10_000) return;
    lastAlarm = now;
    logger.error({ err: error, scansNotJournaled: failures }, message);
    failures = 0;
  }

  /** Ends the segment: synced and closed in the thread pool, so a rotation never waits for the disk. */
  function finishSegment() {
    if (fd === null) return;
    const finished = fd;
    fd = null;
    isDirty = false;
    syncAsync(finished, { ...lastWritten });
    syncing.get(finished)!.closeAfter = true;
    segment++;
    offset = 0;
  }

  function openNext(): boolean {
    finishSegment();
    try {
      fd = openSync(path.join(dir, segmentName(segment)), 'a', 0o600);
      offset = fstatSync(fd).size;
      syncDirectory();
      // Deletions by the reader only ever shrink the journal; count again now and then.
      earlierBytes = journalBytes(dir) - offset;
      return true;
    } catch (error) {
      fd = null;
      retryOpenAt = Date.now() + 1_000;
      alarm(error, 'cannot open a scan journal segment; scans are answered but kept in memory only');
      return false;
    }
  }

  openNext();

  return {
    append(lines) {
      if (fd === null && (Date.now() < retryOpenAt || !openNext())) return false;
      const bytes = typeof lines === 'string' ? Buffer.from(lines.endsWith('\n') ? lines : `${lines}\n`) : lines;
      if (offset > 0 && offset + bytes.length > maxSegmentBytes && !openNext()) return false;
      if (earlierBytes + offset + bytes.length > maxJournalBytes) {
        earlierBytes = journalBytes(dir) - offset;
        if (earlierBytes + offset + bytes.length > maxJournalBytes) {
          alarm(null, 'the scan journal is full (the writer is far behind); scans are kept in memory only');
          return false;
        }
      }
      try {
        const written = writeSync(fd!, bytes);
        offset += written;
        if (written === bytes.length) {
          lastWritten = { segment, offset };
          isDirty = true;
          return true;
        }
        // A short write leaves a torn line: start a new segment, so the reader can tell it is torn.
        alarm(null, 'the scan journal could not write a whole line (disk full?)');
      } catch (error) {
        alarm(error, 'writing the scan journal failed (disk full?); scans are answered but kept in memory only');
      }
      openNext();
      return false;
    },
    position: () => ({ ...lastWritten }),
    durablePosition: () => ({ ...durable }),
    close() {
      if (fd === null) return;
      // A shutdown waits for the disk: what it journaled must survive a power cut right after.
      try {
        fsyncSync(fd);
        durable = { ...lastWritten };
      } catch (error) {
        logger.error({ err: error }, 'syncing the scan journal failed; a power cut may lose its last scans');
      }
      const pending = syncing.get(fd);
      // A sync still in the thread pool closes the descriptor when it is done; closing it now could let a new file
      // take its number under that sync.
      if (pending) pending.closeAfter = true;
      else closeSync(fd);
      fd = null;
      isDirty = false;
      segment++;
      offset = 0;
    },
  };
}

const isAfter = (a: JournalPosition, b: JournalPosition) =>
  a.segment > b.segment || (a.segment === b.segment && a.offset > b.offset);

export type JournalBatch = { lines: string[]; end: JournalPosition };

export type JournalReader = {
  /** Up to `maxLines` whole lines after the checkpoint (or after the last batch read and not yet committed). */
  read(maxLines: number): JournalBatch;
  /** Everything before `position` is in the database: remember that and delete finished segments. */
  commit(position: JournalPosition): void;
  /** Forget what was read since the last commit (its write failed): the next read starts at the checkpoint. */
  rewind(): void;
  /** How far the database has the journal. */
  checkpoint(): JournalPosition;
  /** Whether everything up to `position` (an appender's) is committed. */
  hasCommitted(position: JournalPosition): boolean;
};

const READ_CHUNK_BYTES = 1024 * 1024;

export function openJournalReader(dir: string, { logger }: { logger: Logger }): JournalReader {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let committed: JournalPosition = loadCheckpoint();
  let cursor: JournalPosition = { ...committed };
  const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);

  function loadCheckpoint(): JournalPosition {
    try {
      const saved = JSON.parse(readFileSync(path.join(dir, CHECKPOINT), 'utf8')) as Partial<JournalPosition>;
      if (Number.isSafeInteger(saved.segment) && Number.isSafeInteger(saved.offset)) {
        return { segment: saved.segment!, offset: saved.offset! };
      }
      logger.warn({ saved }, 'the scan journal checkpoint is unreadable; reading the journal from its start');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        logger.warn({ err: error }, 'the scan journal checkpoint is unreadable; reading the journal from its start');
      }
    }
    // Replaying from the start is safe: every line carries its id, and the database ignores an id it has.
    return { segment: 0, offset: 0 };
  }

  function read(maxLines: number): JournalBatch {
    const lines: string[] = [];
    // The listing comes first: a segment with a later one beside it was finished before that one was begun.
    const segments = listSegments(dir).filter((segment) => segment >= cursor.segment);
    for (let index = 0; index < segments.length && lines.length < maxLines; index++) {
      const segment = segments[index]!;
      const isLast = index === segments.length - 1;
      if (segment > cursor.segment) cursor = { segment, offset: 0 };
      let fd: number;
      try {
        fd = openSync(path.join(dir, segmentName(segment)), 'r');
      } catch {
        continue; // deleted meanwhile
      }
      try {
        let carry = '';
        while (lines.length < maxLines) {
          const size = readSync(fd, buffer, 0, buffer.length, cursor.offset + Buffer.byteLength(carry));
          if (size === 0) break;
          const text = carry + buffer.toString('utf8', 0, size);
          let start = 0;
          let newline = text.indexOf('\n', start);
          while (newline !== -1 && lines.length < maxLines) {
            const line = text.slice(start, newline);
            if (line.length > 0) lines.push(line);
            cursor = { segment, offset: cursor.offset + Buffer.byteLength(line) + 1 };
            start = newline + 1;
            newline = text.indexOf('\n', start);
          }
          carry = text.slice(start);
          if (lines.length >= maxLines) carry = '';
        }
        if (carry.length > 0 && !isLast) {
          // Only a crash or a full disk ends a finished segment without a newline: that line was never whole.
          logger.warn(
            { segment, bytes: Buffer.byteLength(carry) },
            'skipping a torn line at the end of a journal segment',
          );
          cursor = { segment, offset: cursor.offset + Buffer.byteLength(carry) };
        }
      } finally {
        closeSync(fd);
      }
    }
    return { lines, end: { ...cursor } };
  }

  return {
    read,
    commit(position) {
      committed = { ...position };
      const file = path.join(dir, CHECKPOINT);
      writeFileSync(`${file}.tmp`, JSON.stringify(committed), { mode: 0o600 });
      renameSync(`${file}.tmp`, file);
      for (const segment of listSegments(dir)) {
        if (segment >= committed.segment) break;
        try {
          unlinkSync(path.join(dir, segmentName(segment)));
        } catch {
          // Already gone.
        }
      }
    },
    rewind() {
      cursor = { ...committed };
    },
    checkpoint: () => ({ ...committed }),
    hasCommitted: (position) =>
      committed.segment > position.segment ||
      (committed.segment === position.segment && committed.offset >= position.offset),
  };
}

/**
 * A copy of the journal for a backup (backups/backup-archive.ts): the checkpoint first, then every segment up to
 * its last whole line. Taken before the database's snapshot, so whatever the writer deletes meanwhile is in the
 * database by then; lines that the database also has are harmless, the writer skips ids it has.
 */
export async function copyJournal(dir: string, into: string): Promise<{ segments: number; bytes: number }> {
  // Asynchronous: the thread answering scans keeps answering while a long backlog copies.
  await mkdir(into, { recursive: true, mode: 0o700 });
  const copied = { segments: 0, bytes: 0 };
  try {
    await writeFile(path.join(into, CHECKPOINT), await readFile(path.join(dir, CHECKPOINT)), { mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  for (const segment of listSegments(dir)) {
    let content: Buffer;
    try {
      content = await readFile(path.join(dir, segmentName(segment)));
    } catch {
      continue; // written to the database and deleted meanwhile
    }
    const whole = content.subarray(0, content.lastIndexOf(0x0a) + 1);
    await writeFile(path.join(into, segmentName(segment)), whole, { mode: 0o600 });
    copied.segments++;
    copied.bytes += whole.length;
  }
  return copied;
}

/**
 * Each whole line after the checkpoint (the scans not in the database yet), oldest first, for a caller that only
 * looks: the verified taps' counters on start (verified-taps/verifier.ts), before the writer moves anything on.
 */
export function forEachUnwrittenLine(dir: string, logger: Logger, visit: (line: string) => void): void {
  const reader = openJournalReader(dir, { logger });
  for (;;) {
    const { lines } = reader.read(10_000);
    if (lines.length === 0) return;
    for (const line of lines) visit(line);
  }
}
