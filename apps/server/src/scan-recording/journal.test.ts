import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimJournal, listSegments, openJournalAppender, openJournalReader } from './journal.ts';

/** A disk that fills up on demand: every write fails with ENOSPC, or writes only half its bytes. */
const disk = vi.hoisted(() => ({ full: false, shortWrite: false }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeSync = ((fd: number, data: Buffer) => {
    if (disk.full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    if (disk.shortWrite) return fs.writeSync(fd, data.subarray(0, Math.floor(data.length / 2)));
    return fs.writeSync(fd, data);
  }) as typeof fs.writeSync;
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

const quiet = () => ({ error: vi.fn(), warn: vi.fn() });
const line = (n: number) => JSON.stringify({ id: `scan-${n}`, at: n });

describe('scan journal', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'journal-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('appends whole lines that a reader gets back in order, once each, until a checkpoint says they are written', () => {
    const appender = openJournalAppender(dir, { logger: quiet() });
    for (let n = 1; n <= 5; n++) expect(appender.append(line(n))).toBe(true);
    const reader = openJournalReader(dir, { logger: quiet() });
    const first = reader.read(3);
    expect(first.lines).toEqual([line(1), line(2), line(3)]);
    // Read but not committed: the next read goes on, a new reader (after a crash) starts over.
    expect(reader.read(10).lines).toEqual([line(4), line(5)]);
    expect(openJournalReader(dir, { logger: quiet() }).read(10).lines).toHaveLength(5);
    reader.commit(first.end);
    expect(openJournalReader(dir, { logger: quiet() }).read(10).lines).toEqual([line(4), line(5)]);
    expect(reader.hasCommitted(appender.position())).toBe(false);
    reader.commit(reader.read(10).end);
    expect(reader.hasCommitted(appender.position())).toBe(true);
    // Lines appended after a read come with the next one.
    appender.append(line(6));
    expect(reader.read(10).lines).toEqual([line(6)]);
    appender.close();
  });

  it('reads the same lines again after a rewind (their write failed), and only then goes on', () => {
    const appender = openJournalAppender(dir, { logger: quiet() });
    for (let n = 1; n <= 3; n++) appender.append(line(n));
    const reader = openJournalReader(dir, { logger: quiet() });
    expect(reader.read(2).lines).toEqual([line(1), line(2)]);
    reader.rewind();
    const again = reader.read(2);
    expect(again.lines).toEqual([line(1), line(2)]);
    reader.commit(again.end);
    reader.rewind();
    expect(reader.read(10).lines).toEqual([line(3)]);
    appender.close();
  });

  it('rotates to a new segment past the size bound and deletes segments once committed', () => {
    const appender = openJournalAppender(dir, { logger: quiet(), maxSegmentBytes: 100 });
    for (let n = 1; n <= 20; n++) appender.append(line(n));
    expect(listSegments(dir).length).toBeGreaterThan(3);
    const reader = openJournalReader(dir, { logger: quiet() });
    const batch = reader.read(100);
    expect(batch.lines).toEqual(Array.from({ length: 20 }, (_, index) => line(index + 1)));
    reader.commit(batch.end);
    // Only the segment being appended to is left.
    expect(listSegments(dir)).toEqual([appender.position().segment]);
    expect(JSON.parse(readFileSync(path.join(dir, 'checkpoint.json'), 'utf8'))).toEqual(batch.end);
    appender.close();
  });

  it('starts a new segment on every start, so a restart never appends to a line a crash tore', () => {
    const first = openJournalAppender(dir, { logger: quiet() });
    first.append(line(1));
    first.close();
    const second = openJournalAppender(dir, { logger: quiet() });
    second.append(line(2));
    expect(listSegments(dir)).toEqual([1, 2]);
    expect(openJournalReader(dir, { logger: quiet() }).read(10).lines).toEqual([line(1), line(2)]);
    second.close();
  });

  it('replays from the checkpoint after a crash, and a replay of lines already written is harmless to read again', () => {
    const appender = openJournalAppender(dir, { logger: quiet() });
    for (let n = 1; n <= 4; n++) appender.append(line(n));
    const reader = openJournalReader(dir, { logger: quiet() });
    const batch = reader.read(2);
    // The crash came after the rows were written but before the checkpoint: the next start reads them again
    // (the writer's insert skips ids it has).
    const afterCrash = openJournalReader(dir, { logger: quiet() });
    expect(afterCrash.read(10).lines).toEqual([line(1), line(2), line(3), line(4)]);
    reader.commit(batch.end);
    expect(openJournalReader(dir, { logger: quiet() }).read(10).lines).toEqual([line(3), line(4)]);
    appender.close();
  });

  it('skips a torn last line of a finished segment and reads on in the next', () => {
    const appender = openJournalAppender(dir, { logger: quiet() });
    appender.append(line(1));
    appender.close();
    // The process died in the middle of a line: no newline at the end of its segment.
    const [segment] = readdirSync(dir).filter((name) => name.endsWith('.jsonl'));
    appendFileSync(path.join(dir, segment!), '{"id":"torn","at');
    const next = openJournalAppender(dir, { logger: quiet() });
    next.append(line(2));
    const logger = quiet();
    const reader = openJournalReader(dir, { logger });
    expect(reader.read(10).lines).toEqual([line(1), line(2)]);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ bytes: 16 }), expect.stringContaining('torn'));
    next.close();
  });

  it('waits for the rest of a line still being written in the newest segment', () => {
    const appender = openJournalAppender(dir, { logger: quiet() });
    appender.append(line(1));
    const file = path.join(dir, `${String(appender.position().segment).padStart(12, '0')}.jsonl`);
    appendFileSync(file, '{"id":"half');
    const reader = openJournalReader(dir, { logger: quiet() });
    const batch = reader.read(10);
    expect(batch.lines).toEqual([line(1)]);
    reader.commit(batch.end);
    appendFileSync(file, '"}\n');
    expect(reader.read(10).lines).toEqual(['{"id":"half"}']);
    appender.close();
  });

  it('answers false and logs loudly when the disk is full or the journal at its bound, and goes on afterwards', () => {
    const logger = quiet();
    const appender = openJournalAppender(dir, { logger, maxJournalBytes: 60 });
    expect(appender.append(line(1))).toBe(true);
    expect(appender.append(line(2))).toBe(true);
    expect(appender.append(line(3))).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('full'));
    // Once the writer has caught up and the segments are gone, there is room again.
    const reader = openJournalReader(dir, { logger: quiet() });
    appender.close();
    const next = openJournalAppender(dir, { logger, maxJournalBytes: 60 });
    reader.commit(reader.read(10).end);
    expect(next.append(line(4))).toBe(true);
    next.close();
  });

  it('answers false on a full disk without throwing, keeps the torn line apart, and journals again once there is room', () => {
    const logger = quiet();
    const appender = openJournalAppender(dir, { logger });
    appender.append(line(1));
    disk.full = true;
    expect(appender.append(line(2))).toBe(false);
    expect(appender.append(line(3))).toBe(false);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.objectContaining({ code: 'ENOSPC' }) }),
      expect.stringContaining('disk full'),
    );
    disk.full = false;
    // A short write (the disk filled up in the middle of a line) tears it: the appender moves to a new segment.
    disk.shortWrite = true;
    expect(appender.append(line(4))).toBe(false);
    disk.shortWrite = false;
    expect(appender.append(line(5))).toBe(true);
    expect(openJournalReader(dir, { logger: quiet() }).read(10).lines).toEqual([line(1), line(5)]);
    appender.close();
  });

  it('syncs what it wrote to the disk within the interval, off the request path, and at a shutdown at once', async () => {
    const appender = openJournalAppender(dir, { logger: quiet(), syncIntervalMs: 50 });
    const started = appender.durablePosition();
    for (let n = 1; n <= 3; n++) appender.append(line(n));
    // The append did not wait for the disk: nothing is known synced yet.
    expect(appender.durablePosition()).toEqual(started);
    await vi.waitFor(() => expect(appender.durablePosition()).toEqual(appender.position()), { timeout: 2_000 });
    appender.append(line(4));
    appender.close();
    expect(appender.durablePosition()).toEqual(appender.position());
  });

  it('syncs and closes a finished segment in the background, leaving no descriptor open', async () => {
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    const appender = openJournalAppender(dir, { logger: quiet(), maxSegmentBytes: 64, syncIntervalMs: 10_000 });
    for (let n = 1; n <= 20; n++) expect(appender.append(line(n))).toBe(true);
    expect(listSegments(dir).length).toBeGreaterThan(5);
    // Every finished segment is synced before it is closed: all but the open one's lines are durable.
    await vi.waitFor(() => expect(openFiles()).toBe(before + 1), { timeout: 2_000 });
    const durable = appender.durablePosition();
    expect(durable.segment).toBe(appender.position().segment - 1);
    appender.close();
    expect(openFiles()).toBe(before);
    expect(appender.durablePosition()).toEqual(appender.position());
    expect(openJournalReader(dir, { logger: quiet() }).read(100).lines).toHaveLength(20);
  });

  it('belongs to one running server: another live process is refused, one that has ended is taken over', () => {
    claimJournal(dir);
    // The same process (an app built again in it) keeps its claim.
    expect(() => claimJournal(dir)).not.toThrow();
    writeFileSync(path.join(dir, 'owner.pid'), String(process.ppid));
    expect(() => claimJournal(dir)).toThrow(/another running server \(process \d+\)/);
    // A process id nobody has (the kernel's limit is far below it).
    writeFileSync(path.join(dir, 'owner.pid'), '2147483646');
    claimJournal(dir);
    expect(readFileSync(path.join(dir, 'owner.pid'), 'utf8')).toBe(String(process.pid));
  });
});
