import { createHmac } from 'node:crypto';
import { FREE_SCAN_RETENTION_MONTHS } from '@nfc/contract/retention';
import { sql } from 'drizzle-orm';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';
import type { Database, Executor } from '../db/client.ts';
import { enqueueScanEvents, type WrittenScan } from '../events/webhook-events.ts';
import { createTapChecker, type GenuineTap } from '../verified-taps/deferred-taps.ts';
import type { SunKeyMaterial } from '../verified-taps/keys.ts';
import type { SunMessage } from '../verified-taps/verifier.ts';
import type { CountryLookup } from './country-lookup.ts';
import { type JournalPosition, type JournalReader, openJournalReader } from './journal.ts';
import type { JournaledScan } from './scan-event.ts';

type Logger = {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
};

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
 * A row of the scans table by column name: what the writer inserts and what webhooks hear of. Fields without a
 * column (the insert ignores them): `sun_*`, a recorded tap's SUN message for the writer to check and settle
 * (decision 044), and `chip_claim`, a tap verified by the scan link of an earlier version whose counter the writer
 * settles (journals written before decision 044).
 */
export type ScanRow = WrittenScan & {
  id: string;
  chip_claim?: true;
  sun_picc?: string;
  sun_mac?: string;
  sun_mac_input?: string;
  sun_key_version?: number;
};

/** The work the request path left for later: agent parsing, bot detection, the visitor hash and the country. */
export function toScanRow(
  scan: JournaledScan,
  { secret, countries }: { secret: string; countries: CountryLookup },
): ScanRow {
  const agent = describeAgent(scan.userAgent);
  const occurredAt = new Date(scan.at).toISOString();
  return {
    id: scan.id,
    owner_id: scan.ownerId,
    tag_id: scan.tagId,
    vcf_config_id: scan.vcfConfigId,
    kind: scan.kind,
    // Journal lines written before link rules have no matchedRule.
    matched_rule: scan.matchedRule ?? null,
    source: scan.source,
    via_tag_id: scan.viaTagId,
    occurred_at: occurredAt,
    user_agent: scan.userAgent,
    language: scan.language,
    referrer: scan.referrer,
    platform: scan.platform ?? agent.platform,
    browser: agent.browser,
    screen_resolution: scan.screenResolution ?? null,
    timezone: scan.timezone ?? null,
    latitude: scan.latitude ?? null,
    longitude: scan.longitude ?? null,
    // A trusted proxy's header wins; otherwise the shipped IP database. The IP itself is never stored.
    country: scan.country ?? countries.countryOf(scan.ip),
    is_bot: scan.isBot === true || agent.isBot,
    verification: scan.verification ?? null,
    chip_uid: scan.chipUid ?? null,
    chip_counter: scan.chipCounter ?? null,
    ...(scan.chipClaim ? { chip_claim: true as const } : {}),
    ...(scan.sunPicc !== undefined
      ? {
          sun_picc: scan.sunPicc,
          sun_mac: scan.sunMac ?? '',
          sun_mac_input: scan.sunMacInput ?? '',
          sun_key_version: scan.sunKeyVersion ?? 1,
        }
      : {}),
    visitor_hash: visitorHash(secret, scan.ip, scan.userAgent, occurredAt.slice(0, 10)),
  };
}

/** Integrity (23xxx) and data (22xxx) errors will not go away on a retry; connection errors may. */
function isDataError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Inserts rows, skipping ids the table already has (a replayed journal), and queues their webhook events in the
 * same transaction, so a scan and its 'scan.created' exist together or not at all. One JSON parameter carries
 * the whole batch, on PGlite and PostgreSQL alike.
 */
/** The public code of each tag id, read inside the writer's transaction (PGlite has one connection). */
export type FindTagCodesIn = (db: Executor, tagIds: string[]) => Promise<Map<string, string>>;

/** What a write stored: how many scans, and the organisations they belong to (their cached reads are stale now). */
type Written = { count: number; organisations: Set<string> };

async function insertScans(
  db: Database,
  rows: ScanRow[],
  findTagCodes: FindTagCodesIn,
  checkTap: TapChecker,
  { mayRepeat = false } = {},
): Promise<Written> {
  return db.transaction(async (tx) => {
    if (rows.some((row) => row.sun_picc !== undefined || row.chip_claim)) {
      await settleChipTaps(tx as unknown as Executor, rows, checkTap);
    }
    // Each scan is stamped with its organisation's retention tier (months, 0 unlimited) in the same statement, so
    // its partition is chosen without a query per scan (decision 025). The primary key holds the tier, so a batch
    // that may have been written before (a replay) also skips ids stored under another tier.
    const result = await tx.execute(sql`
      insert into scans (id, owner_id, tag_id, vcf_config_id, kind, matched_rule, source, via_tag_id, occurred_at,
        user_agent, language, referrer, platform, browser, screen_resolution, timezone, latitude, longitude, country,
        is_bot, verification, chip_uid, chip_counter, visitor_hash, retention_months)
      select r.id, r.owner_id, r.tag_id, r.vcf_config_id, r.kind, r.matched_rule, r.source, r.via_tag_id,
        r.occurred_at, r.user_agent, r.language, r.referrer, r.platform, r.browser, r.screen_resolution, r.timezone,
        r.latitude, r.longitude, r.country, r.is_bot, r.verification, r.chip_uid, r.chip_counter, r.visitor_hash,
        coalesce(case when o.plan_id is null then ${FREE_SCAN_RETENTION_MONTHS} else p.scan_retention_months end, 0)
      from json_populate_recordset(null::scans, ${JSON.stringify(rows)}::json) r
      left join organisations o on o.id = r.owner_id
      left join plans p on p.id = o.plan_id
      ${
        mayRepeat
          ? sql`where not exists (select 1 from scans s where s.id = r.id and s.occurred_at = r.occurred_at)`
          : sql``
      }
      on conflict do nothing
      returning id`);
    const inserted = new Set((result as unknown as { rows: Array<{ id: string }> }).rows.map((row) => row.id));
    // A refused scan (an expired or used-up tag) is no visit: 'scan.created' announces links, views and saves.
    const announced = rows.filter((row) => inserted.has(row.id) && row.kind !== 'refused');
    if (announced.length > 0) {
      await enqueueScanEvents(tx as unknown as Database, announced, (tagIds) => findTagCodes(tx, tagIds));
    }
    // On one copy the scan link compares counters in memory: the chips' rows learn them here (decision 037).
    const verified = rows.filter((row) => inserted.has(row.id) && row.verification === 'verified' && row.chip_uid);
    if (verified.length > 0) await recordChipCounters(tx as unknown as Executor, verified);
    const organisations = new Set<string>();
    for (const row of rows)
      if (inserted.has(row.id) && typeof row.owner_id === 'string') organisations.add(row.owner_id);
    return { count: inserted.size, organisations };
  });
}

/** The scan writer's check of a SUN message (verified-taps/deferred-taps.ts): the chip and counter, or null. */
export type TapChecker = (organisationId: string, message: SunMessage) => GenuineTap | null;

type ChipRow = { organisation_id: string; uid: string; tag_id: string | null; last_counter: number | null };

/**
 * A tag that records (decision 044): its taps were redirected whatever they prove, and are checked here, before the
 * insert, so the scan, its webhook and its counts carry the outcome. Each message is checked (invalid unless
 * genuine); then, with the chips' rows locked in key order (so the writers of several copies, and the scan link's
 * own claims for tags that require verified taps, never deadlock), each genuine tap is settled in journal order:
 * invalid if the tag is bound to another chip or the chip to another tag (a copied or moved message), replayed
 * unless its counter is above the chip's stored one and those before it, verified otherwise; a chip of no tag is
 * bound to the first tag it is verified on. Decided afresh on every try: a batch that failed is written again (or
 * row by row) after a rollback, and a replayed journal settles again harmlessly (rows already stored are skipped).
 */
async function settleChipTaps(db: Executor, rows: ScanRow[], checkTap: TapChecker) {
  const taps: ScanRow[] = [];
  for (const row of rows) {
    if (row.sun_picc !== undefined) {
      const genuine = checkTap(String(row.owner_id), {
        picc: row.sun_picc,
        mac: row.sun_mac ?? '',
        macInput: row.sun_mac_input ?? '',
        keyVersion: row.sun_key_version ?? 1,
      });
      row.verification = genuine ? 'verified' : 'invalid';
      row.chip_uid = genuine?.uid ?? null;
      row.chip_counter = genuine?.counter ?? null;
      if (genuine) taps.push(row);
    } else if (row.chip_claim) taps.push(row);
  }
  if (taps.length === 0) return;
  // Another copy may bind one of these chips, or another chip to one of these tags, between the read and the
  // insert: its row then wins (the insert does nothing) and the taps are settled again against it.
  for (let attempt = 1; ; attempt++) {
    const chips = await lockChips(db, taps);
    const byChip = new Map(chips.map((chip) => [`${chip.organisation_id}:${chip.uid}`, chip]));
    const byTag = new Map(chips.filter((chip) => chip.tag_id !== null).map((chip) => [chip.tag_id!, chip]));
    const bindings: ChipRow[] = [];
    for (const row of taps) {
      const tagId = String(row.tag_id);
      const counter = Number(row.chip_counter);
      const chip = byChip.get(`${row.owner_id}:${row.chip_uid}`);
      const tagsChip = byTag.get(tagId);
      if ((tagsChip !== undefined && tagsChip !== chip) || (chip !== undefined && chip.tag_id !== tagId)) {
        // A chip of no tag yet (unbound, keeping its counter) is bound by its first verified tap on a free tag.
        const isFreeChip = chip !== undefined && chip.tag_id === null && tagsChip === undefined && !row.chip_claim;
        if (!isFreeChip) {
          row.verification = 'invalid';
          continue;
        }
      }
      if (chip === undefined) {
        // A claim of an earlier version names a chip that was bound then; gone since, it is no longer this tag's.
        if (row.chip_claim) {
          row.verification = 'invalid';
          continue;
        }
        const bound: ChipRow = {
          organisation_id: String(row.owner_id),
          uid: String(row.chip_uid),
          tag_id: tagId,
          last_counter: counter,
        };
        bindings.push(bound);
        byChip.set(`${bound.organisation_id}:${bound.uid}`, bound);
        byTag.set(tagId, bound);
        row.verification = 'verified';
      } else if (chip.last_counter !== null && counter <= chip.last_counter) {
        row.verification = 'replayed';
      } else {
        if (chip.tag_id === null) {
          chip.tag_id = tagId;
          byTag.set(tagId, chip);
          bindings.push(chip);
        }
        row.verification = 'verified';
        chip.last_counter = counter;
      }
    }
    if (bindings.length === 0 || (await bindChips(db, bindings))) break;
    // Retried with the batch after a pause, like any failed write.
    if (attempt === 3) throw new Error('binding chips raced another copy three times');
  }
  // Only a verified or replayed scan carries its chip as evidence, as when the scan link decides (a message's chip
  // is read from it again on every try; an earlier version's claim keeps what it was journaled with, as before).
  for (const row of taps) {
    if (row.verification !== 'invalid' || row.sun_picc === undefined) continue;
    row.chip_uid = null;
    row.chip_counter = null;
  }
}

/** The chips these taps name, and the chips bound to their tags, locked in key order. */
async function lockChips(db: Executor, taps: ScanRow[]): Promise<ChipRow[]> {
  const named = [...new Map(taps.map((row) => [`${row.owner_id}:${row.chip_uid}`, row])).values()];
  const tagIds = [...new Set(taps.map((row) => String(row.tag_id)))];
  const result = await db.execute(sql`
    select organisation_id::text as organisation_id, uid, tag_id::text as tag_id, last_counter from sun_chips
    where (organisation_id, uid) in (
        select * from unnest(${`{${named.map((row) => row.owner_id).join(',')}}`}::uuid[],
          ${`{${named.map((row) => row.chip_uid).join(',')}}`}::text[]))
      or tag_id = any(${`{${tagIds.join(',')}}`}::uuid[])
    order by organisation_id, uid for update`);
  return (result as unknown as { rows: ChipRow[] }).rows;
}

/**
 * Binds chips to the tags of their first verified taps: new chips are inserted, chips of no tag are given theirs.
 * False when another copy bound one of them, or another chip to one of the tags, first (nothing then changed here
 * for that chip: the caller settles again against what the other copy stored).
 */
async function bindChips(db: Executor, bindings: ChipRow[]): Promise<boolean> {
  // Elements are uuids, hex UIDs and integers: nothing an array literal must quote.
  const array = (values: Array<string | number | null>) => `{${values.join(',')}}`;
  const result = await db.execute(sql`
    with given as (
      select * from unnest(${array(bindings.map((chip) => chip.organisation_id))}::uuid[],
        ${array(bindings.map((chip) => chip.uid))}::text[], ${array(bindings.map((chip) => chip.tag_id))}::uuid[],
        ${array(bindings.map((chip) => chip.last_counter))}::int[]) as g(organisation_id, uid, tag_id, last_counter)
    ),
    freed as (
      update sun_chips c set tag_id = g.tag_id, bound_at = now()
      from given g
      where c.organisation_id = g.organisation_id and c.uid = g.uid and c.tag_id is null
        and not exists (select 1 from sun_chips t where t.tag_id = g.tag_id)
      returning c.uid
    ),
    added as (
      insert into sun_chips (organisation_id, uid, tag_id, last_counter, last_verified_at, bound_at)
      select g.organisation_id, g.uid, g.tag_id, g.last_counter, now(), now() from given g
      where not exists (select 1 from sun_chips c where c.organisation_id = g.organisation_id and c.uid = g.uid)
      on conflict do nothing
      returning uid
    )
    select (select count(*) from freed) + (select count(*) from added) as bound`);
  const [row] = (result as unknown as { rows: Array<{ bound: number | string }> }).rows;
  return Number(row?.bound) === bindings.length;
}

/**
 * Raises each chip's last counter and last verified tap to its verified scans' (never lowers them: several copies
 * and a replayed journal may write in any order). Rows already that far (on PostgreSQL the scan link's own claim
 * wrote them) are left alone, so no lock is taken that a tap's claim would wait for.
 */
async function recordChipCounters(db: Executor, rows: ScanRow[]) {
  // One entry a chip, its highest counter and latest tap, as arrays: a busy batch names each chip a few times, and
  // unnest of four arrays costs PGlite a third of parsing the rows as JSON (bench: 1,000 chips, 2,000 scans).
  const chips = new Map<string, { organisationId: string; uid: string; counter: number; at: string }>();
  for (const row of rows) {
    const key = `${row.owner_id}:${row.chip_uid}`;
    const counter = Number(row.chip_counter);
    const at = String(row.occurred_at);
    const held = chips.get(key);
    if (!held) chips.set(key, { organisationId: String(row.owner_id), uid: String(row.chip_uid), counter, at });
    else {
      if (counter > held.counter) held.counter = counter;
      if (at > held.at) held.at = at;
    }
  }
  const list = [...chips.values()];
  // Elements are uuids, hex UIDs, integers and ISO times: nothing an array literal must quote.
  const array = (values: Array<string | number>) => `{${values.join(',')}}`;
  await db.execute(sql`
    update sun_chips c
    set last_counter = v.last_counter,
      last_verified_at = greatest(coalesce(c.last_verified_at, v.last_verified_at), v.last_verified_at)
    from unnest(${array(list.map((chip) => chip.organisationId))}::uuid[], ${array(list.map((chip) => chip.uid))}::text[],
      ${array(list.map((chip) => chip.counter))}::int[], ${array(list.map((chip) => chip.at))}::timestamptz[])
      as v(organisation_id, uid, last_counter, last_verified_at)
    where c.organisation_id = v.organisation_id and c.uid = v.uid
      and (c.last_counter is null or c.last_counter < v.last_counter)`);
}

export type ScanWriter = {
  /** Reads and writes until stop(); returns when stopped. */
  run(): Promise<void>;
  /**
   * Resolves once everything the journal held up to `position` is in the database; rejects when a write fails
   * meanwhile (the database is away), so nobody waits on an outage.
   */
  waitFor(position: JournalPosition): Promise<void>;
  /** Scans that could not be journaled (full disk): written with the next batch, kept only in memory. */
  takeUnjournaled(lines: string[]): void;
  /** Finishes the batch under way, writes what the journal holds (bounded by `deadline`) and returns. */
  stop(deadline?: number): Promise<void>;
};

const BATCH_LINES = 2_000;
const IDLE_MS = 100;
/** Above this many scans a second the scan link is busy, and the writer gives it most of the machine. */
const BUSY_SCANS_PER_SECOND = 200;
/** While the link is busy, the writer rests this many times as long as its last batch took (a quarter duty). */
const BUSY_REST_FACTOR = 3;
/**
 * While the thread answering scans is saturated as well (its event loop busy this share of the time), the writer
 * holds (decision 046): on a machine of few cores its batches, and the database's work for them, come out of the
 * scans answered, and even at a tenth's duty that thread cost more a request the more the database worked beside it.
 * The journal holds the backlog and it drains once the rush is over.
 */
const SATURATED_UTILISATION = 0.9;
/**
 * A hold lasts until the link is less busy than this (or scans come slowly): a saturated link's utilisation swings
 * around 0.9 from one reading to the next, and a hold that ended at each dip let more batches through than a tenth.
 */
const RELEASE_UTILISATION = 0.7;
/** The rest factor that means: hold until the link is no longer saturated. */
export const HOLD = Number.POSITIVE_INFINITY;
/** A holding writer looks again this often whether the link is still saturated (it learns every 250 ms). */
const HOLD_LOOK_MS = 100;
/** Even a rush that never ends lets one batch through this often, so analytics move (a few per cent of a core). */
const HOLD_MAX_MS = 5_000;

/**
 * The writer's rest after a batch, in multiples of the batch's time, by how fast scans come and how busy the link
 * is: none while they come slowly, a quarter duty in a rush, HOLD while the link is saturated.
 */
export function restFactorOf(scansPerSecond: number, linkUtilisation: number): number {
  if (scansPerSecond <= BUSY_SCANS_PER_SECOND) return 0;
  return linkUtilisation >= SATURATED_UTILISATION ? HOLD : BUSY_REST_FACTOR;
}

/** Whether a hold goes on: scans still come fast and the link is still at least RELEASE_UTILISATION busy. */
export const isStillSaturated = (scansPerSecond: number, linkUtilisation: number) =>
  scansPerSecond > BUSY_SCANS_PER_SECOND && linkUtilisation >= RELEASE_UTILISATION;

const RETRY_MS = [200, 500, 1_000, 2_000, 5_000];

/**
 * Moves the journal into the database in batches: read after the checkpoint, enrich, insert, commit the
 * checkpoint. Answering scans comes first: while they arrive fast and the writer is behind, it rests three times
 * as long as each batch took, and while the thread answering them is saturated it holds (a batch at most every
 * HOLD_MAX_MS); the journal holds the backlog until the rush is over. A failed insert is retried with growing pauses
 * (the database may be restarting); the journal keeps the scans meanwhile, on disk. Lines it cannot parse, and rows
 * the database refuses for good (their tag was deleted), are dropped with a warning rather than blocking the journal.
 */
export function createScanWriter(options: {
  db: Database;
  journalDir: string;
  secret: string;
  countries: CountryLookup;
  findTagCodes: FindTagCodesIn;
  /** The keys recorded taps are checked with (decision 044). */
  sunKeys: SunKeyMaterial;
  logger: Logger;
  onWritten?: (written: number, processed: number, organisations: string[]) => void;
  /** How many scans the request path has recorded so far (a counter shared with it); paces the writer. */
  scansRecorded?: () => number;
  /** How busy the thread answering scans is, 0 to 1 (its recent event-loop utilisation). */
  linkUtilisation?: () => number;
  batchLines?: number;
  /** The longest hold while the link is saturated (HOLD_MAX_MS); tests shorten it. */
  holdMaxMs?: number;
  idleMs?: number;
}): ScanWriter {
  const { db, logger, findTagCodes } = options;
  const checkTap = createTapChecker(options.sunKeys);
  const reader: JournalReader = openJournalReader(options.journalDir, { logger });
  const batchLines = options.batchLines ?? BATCH_LINES;
  let unjournaled: string[] = [];
  let stopping = false;
  let wake: (() => void) | null = null;
  const waiters: Array<{ position: JournalPosition; resolve: () => void; reject: (error: unknown) => void }> = [];

  function parse(lines: string[]): ScanRow[] {
    const rows: ScanRow[] = [];
    for (const line of lines) {
      try {
        rows.push(toScanRow(JSON.parse(line) as JournaledScan, options));
      } catch (error) {
        logger.warn({ err: error, line: line.slice(0, 200) }, 'skipping an unreadable scan journal line');
      }
    }
    return rows;
  }

  // The first batch after a start or a failure may have been committed before (its checkpoint was not).
  let mayRepeat = true;

  async function write(rows: ScanRow[]): Promise<Written> {
    const written: Written = { count: 0, organisations: new Set() };
    if (rows.length === 0) return written;
    try {
      return await insertScans(db, rows, findTagCodes, checkTap, { mayRepeat });
    } catch (error) {
      if (!isDataError(error)) throw error;
    }
    // One refused row spoils its batch: write one by one, dropping only those refused for good.
    for (const row of rows) {
      try {
        const one = await insertScans(db, [row], findTagCodes, checkTap, { mayRepeat });
        written.count += one.count;
        for (const organisation of one.organisations) written.organisations.add(organisation);
      } catch (error) {
        if (!isDataError(error)) throw error;
        logger.warn({ tagId: row.tag_id, vcfConfigId: row.vcf_config_id }, 'dropping a scan whose tag or card is gone');
      }
    }
    return written;
  }

  function settleWaiters() {
    for (let index = waiters.length - 1; index >= 0; index--) {
      if (reader.hasCommitted(waiters[index]!.position)) waiters.splice(index, 1)[0]!.resolve();
    }
  }

  /** One round: the unjournaled scans, then a batch of the journal. Answers whether there may be more. */
  async function round(): Promise<boolean> {
    if (unjournaled.length > 0) {
      const lines = unjournaled;
      unjournaled = [];
      try {
        const written = await write(parse(lines));
        options.onWritten?.(written.count, lines.length, [...written.organisations]);
      } catch (error) {
        unjournaled = lines.concat(unjournaled);
        throw error;
      }
    }
    const before = reader.checkpoint();
    const batch = reader.read(batchLines);
    if (batch.lines.length > 0) {
      let written: Written;
      try {
        written = await write(parse(batch.lines));
      } catch (error) {
        // Not written: the next round reads these lines again.
        reader.rewind();
        throw error;
      }
      options.onWritten?.(written.count, batch.lines.length, [...written.organisations]);
    }
    if (batch.end.segment !== before.segment || batch.end.offset !== before.offset) reader.commit(batch.end);
    settleWaiters();
    return batch.lines.length === batchLines;
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  let running: Promise<void> | null = null;
  let failures = 0;

  let seen = { scans: options.scansRecorded?.() ?? 0, at: performance.now() };
  /** How fast scans came since the last look, a second, and how busy the thread answering them is. */
  function linkLoad(): { rate: number; utilisation: number } {
    if (!options.scansRecorded) return { rate: 0, utilisation: 0 };
    const now = { scans: options.scansRecorded(), at: performance.now() };
    const rate = ((now.scans - seen.scans) * 1000) / Math.max(1, now.at - seen.at);
    seen = now;
    return { rate, utilisation: options.linkUtilisation?.() ?? 0 };
  }
  /**
   * How long to rest after a batch, in multiples of its time: none while scans come slowly; a quarter duty while
   * they arrive fast; HOLD while the thread answering them is saturated too. A backlog waits in the journal.
   */
  function restFactor(): number {
    const { rate, utilisation } = linkLoad();
    return restFactorOf(rate, utilisation);
  }

  /** Whether something waits on the writer: a flush, or scans the journal could not take (kept only in memory). */
  const isAwaited = () => waiters.length > 0 || unjournaled.length > 0;

  /**
   * Holds while the link stays saturated (isStillSaturated), looking again every HOLD_LOOK_MS, for at most
   * `holdMaxMs` since `since`; a flush, scans kept in memory or a stop end it at once.
   */
  async function hold(since: number) {
    const holdMaxMs = options.holdMaxMs ?? HOLD_MAX_MS;
    while (!stopping && !isAwaited()) {
      const left = since + holdMaxMs - performance.now();
      if (left <= 0) return;
      await pause(Math.min(HOLD_LOOK_MS, left));
      const { rate, utilisation } = linkLoad();
      if (!isStillSaturated(rate, utilisation)) return;
    }
  }

  async function loop() {
    while (!stopping) {
      let more = false;
      try {
        const started = performance.now();
        more = await round();
        failures = 0;
        mayRepeat = false;
        const rest = more && !isAwaited() ? restFactor() : 0;
        if (rest === HOLD) {
          await hold(started);
          continue;
        }
        if (rest > 0) {
          await pause((performance.now() - started) * rest);
          continue;
        }
      } catch (error) {
        failures++;
        mayRepeat = true;
        for (const waiter of waiters.splice(0)) waiter.reject(error);
        if (failures === 1 || failures % 20 === 0) {
          logger.error({ err: error, attempts: failures }, 'writing scans failed; the journal keeps them, will retry');
        }
        await pause(RETRY_MS[Math.min(failures, RETRY_MS.length) - 1]!);
        continue;
      }
      if (!more && !stopping) await pause(waiters.length > 0 ? 0 : (options.idleMs ?? IDLE_MS));
    }
  }

  return {
    run() {
      running ??= loop();
      return running;
    },
    waitFor(position) {
      if (reader.hasCommitted(position)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        waiters.push({ position, resolve, reject });
        wake?.();
      });
    },
    takeUnjournaled(lines) {
      unjournaled.push(...lines);
      wake?.();
    },
    async stop(deadline = Date.now() + 8_000) {
      stopping = true;
      wake?.();
      await running;
      // What is left is written now if the database answers; otherwise the journal keeps it for the next start.
      while (Date.now() < deadline) {
        try {
          if (!(await round()) && unjournaled.length === 0) break;
        } catch (error) {
          logger.error({ err: error }, 'writing scans on shutdown failed; the journal keeps them for the next start');
          break;
        }
      }
    },
  };
}
