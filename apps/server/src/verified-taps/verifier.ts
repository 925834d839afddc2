import { SUN_MAC_PARAMETER, SUN_PICC_PARAMETER, type VerificationOutcome } from '@nfc/contract/verified-taps';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { TargetVerification } from '../platform/cache/scan-target-cache.ts';
import { type PreparedSunKeys, preparedChipFileRead, preparedSunKeysCache, type SunKeyMaterial } from './keys.ts';
import { type BlockCipher, isHex, isTapMac, readPicc } from './sun.ts';

/**
 * What a scan's SUN parameters proved; a genuine message (verified or replayed) names its chip and counter. `bound`:
 * this tap bound the chip to the tag.
 */
export type TapCheck =
  | { outcome: VerificationOutcome; uid?: string; counter?: number; bound?: true }
  /** A tap of a tag that records: its message, well formed, for the scan writer to check (decision 044). */
  | { outcome: 'deferred'; message: SunMessage };

/** A SUN message as the scan writer checks it: its hex, the text its MAC may cover, the tag's key version. */
export type SunMessage = { picc: string; mac: string; macInput: string; keyVersion: number };

/** Longer than any chip writes between the two values: such a text is not kept (the empty input is still tried). */
const MAX_MAC_INPUT = 256;

/**
 * Where the last counter of each chip is compared and set (decision 037). memory: one copy (the embedded database):
 * compared in this process, written through the scan journal, read back from the journal's unwritten part and the
 * database on start. database: several copies may answer: for a tag that requires verified taps one conditional
 * UPDATE compares and sets atomically and commits before the answer, so there is no window; for a tag that records
 * them the scan writer compares and sets when it stores the scan, so the stored outcome has no window either and
 * the answer (a redirect either way) never waits for the database.
 */
export type CounterMode = 'memory' | 'database';

export type SunVerifier = {
  /**
   * The outcome of the scan's SUN message for a tag that checks them. On one copy it answers at once, except for
   * a chip's first tap (binding it is a database write); on several it asks the database for every genuine tap.
   */
  check(
    target: { tagId: string; ownerId: string; verification: TargetVerification },
    url: string,
  ): TapCheck | Promise<TapCheck>;
  /** A counter that is already spent (from the journal's unwritten scans at start). */
  remember(organisationId: string, uid: string, counter: number): void;
  readonly mode: CounterMode;
};

/**
 * Groups a copy writes at once: a few, so a slow commit does not hold every tap; they lock chips in key order, so
 * they never deadlock each other.
 */
const CLAIM_WRITERS = 4;
/**
 * Kept with the target: the organisation's keys of the tag's version, prepared (shared by its tags), and the bound
 * chip's file-read key, prepared.
 */
type TargetKeys = { organisation: PreparedSunKeys; chip?: { uid: string; fileRead: BlockCipher } };

type Claim = {
  organisationId: string;
  tagId: string;
  uid: string;
  counter: number;
  resolve: (check: TapCheck) => void;
  reject: (error: unknown) => void;
};

type SunParameters = { picc: string; mac: string; piccStart: number; macStart: number };

/**
 * The SUN parameters of a scan link's query, with where their values start in `url` (the MAC may cover the text
 * from the PICC data's value to the MAC's). null: neither is there (a plain scan); 'malformed': one is missing.
 */
export function sunParametersOf(url: string): SunParameters | null | 'malformed' {
  const query = url.indexOf('?');
  if (query === -1) return null;
  let picc: { value: string; start: number } | null = null;
  let mac: { value: string; start: number } | null = null;
  let start = query + 1;
  while (start <= url.length) {
    let end = url.indexOf('&', start);
    if (end === -1) end = url.length;
    const equals = url.indexOf('=', start);
    if (equals !== -1 && equals < end) {
      const name = url.slice(start, equals);
      const value = { value: url.slice(equals + 1, end), start: equals + 1 };
      if (name === SUN_PICC_PARAMETER && !picc) picc = value;
      else if (name === SUN_MAC_PARAMETER && !mac) mac = value;
    }
    start = end + 1;
  }
  if (!picc && !mac) return null;
  if (!picc || !mac) return 'malformed';
  return { picc: picc.value, mac: mac.value, piccStart: picc.start, macStart: mac.start };
}

export function createSunVerifier({
  db,
  material,
  mode,
  logger,
}: {
  db: Database;
  material: SunKeyMaterial;
  mode: CounterMode;
  logger?: { error(object: object, message: string): void };
}): SunVerifier {
  /**
   * The highest counter known spent, per organisation and chip UID: in memory mode the authority (with the journal's
   * unwritten scans and the chip's stored counter), in database mode a lower bound that spares the database replays.
   */
  const spent = new Map<string, Map<string, number>>();
  const spentOf = (organisationId: string, uid: string) => spent.get(organisationId)?.get(uid) ?? -1;
  const organisationKeys = preparedSunKeysCache(material);
  /** Database mode: bound chips' claims waiting for the group being written. */
  let queued: Claim[] = [];
  let writing = 0;
  let lastAlarm = 0;
  /** Loud, but at most once a minute: during an outage every verified tap fails over to memory. */
  const alarm = (error: unknown) => {
    if (Date.now() - lastAlarm < 60_000) return;
    lastAlarm = Date.now();
    logger?.error({ err: error }, 'checking a chip counter in the database failed; this copy compares in memory');
  };

  const keysOf = (target: { ownerId: string; verification: TargetVerification }): TargetKeys => {
    const cached = target.verification.keys as TargetKeys | undefined;
    if (cached) return cached;
    const keys: TargetKeys = { organisation: organisationKeys(target.ownerId, target.verification.keyVersion) };
    target.verification.keys = keys;
    return keys;
  };

  const fileReadOf = (keys: TargetKeys, uid: string, isBound: boolean) => {
    if (keys.chip?.uid === uid) return keys.chip.fileRead;
    const fileRead = preparedChipFileRead(material, keys.organisation, uid);
    if (isBound) keys.chip = { uid, fileRead };
    return fileRead;
  };

  /**
   * Binds the chip to the tag if neither is bound elsewhere, and takes the counter if it is above the chip's last,
   * in one statement: copies racing the same counter get one row back between them.
   */
  async function claimInDatabase(
    organisationId: string,
    tagId: string,
    uid: string,
    counter: number,
  ): Promise<'verified' | 'replayed' | 'invalid'> {
    try {
      const result = await db.execute(sql`
        insert into sun_chips (organisation_id, uid, tag_id, last_counter, last_verified_at, bound_at)
        values (${organisationId}, ${uid}, ${tagId}, ${counter}, now(), now())
        on conflict (organisation_id, uid) do update
          set tag_id = excluded.tag_id, last_counter = excluded.last_counter,
            last_verified_at = excluded.last_verified_at,
            bound_at = case when sun_chips.tag_id is null then now() else sun_chips.bound_at end
          where (sun_chips.tag_id = excluded.tag_id or sun_chips.tag_id is null)
            and (sun_chips.last_counter is null or sun_chips.last_counter < excluded.last_counter)
        returning 1`);
      if ((result as unknown as { rows: unknown[] }).rows.length > 0) return 'verified';
    } catch (error) {
      // The tag is bound to another chip (its unique index): this one is a copy.
      if (isUniqueViolation(error)) return 'invalid';
      throw error;
    }
    const found = await db.execute(sql`
      select tag_id::text as tag_id from sun_chips where organisation_id = ${organisationId} and uid = ${uid}`);
    const row = (found as unknown as { rows: Array<{ tag_id: string | null }> }).rows[0];
    // Bound to another tag: a message moved to this tag's link.
    return row && row.tag_id !== null && row.tag_id !== tagId ? 'invalid' : 'replayed';
  }

  async function firstTap(
    target: { tagId: string; ownerId: string; verification: TargetVerification },
    uid: string,
    counter: number,
  ): Promise<TapCheck> {
    const outcome = await claimInDatabase(target.ownerId, target.tagId, uid, counter);
    if (outcome === 'invalid') return { outcome };
    if (outcome === 'verified') {
      remember(target.ownerId, uid, counter);
      // This copy knows at once; the route drops the cached target on the others.
      target.verification.chip = { uid, lastCounter: counter };
      return { outcome, uid, counter, bound: true };
    }
    return { outcome, uid, counter };
  }

  function remember(organisationId: string, uid: string, counter: number) {
    let chips = spent.get(organisationId);
    if (chips === undefined) {
      chips = new Map();
      spent.set(organisationId, chips);
    }
    if ((chips.get(uid) ?? -1) < counter) chips.set(uid, counter);
  }

  return {
    mode,
    remember,
    check(target, url) {
      const parameters = sunParametersOf(url);
      if (parameters === null) return { outcome: 'plain' };
      // The MAC's form is checked before any key is used; the PICC data's, as it is read.
      if (parameters === 'malformed' || !isHex(parameters.mac, 16)) return { outcome: 'invalid' };
      // A tag that records answers the same redirect whatever the tap proves: its message is checked by the scan
      // writer, in journal order, against the chips' stored counters (decision 044), so the scan link pays only for
      // reading it. On one copy or several alike.
      if (target.verification.mode === 'record') {
        if (!isHex(parameters.picc, 32)) return { outcome: 'invalid' };
        const { piccStart, macStart } = parameters;
        const covered = piccStart < macStart && macStart - piccStart <= MAX_MAC_INPUT;
        return {
          outcome: 'deferred',
          message: {
            picc: parameters.picc,
            mac: parameters.mac,
            macInput: covered ? url.slice(piccStart, macStart) : '',
            keyVersion: target.verification.keyVersion,
          },
        };
      }
      const keys = keysOf(target);
      const picc = readPicc(keys.organisation.metaRead, parameters.picc);
      if (!picc) return { outcome: 'invalid' };
      const uid = picc.uid;
      const chip = target.verification.chip;
      // Another chip's message on a bound tag is a copy, whatever its MAC.
      if (chip && chip.uid !== uid) return { outcome: 'invalid' };
      const fileRead = fileReadOf(keys, uid, chip !== null);
      if (!isTapMac(fileRead, picc, parameters.mac, url, parameters.piccStart, parameters.macStart)) {
        return { outcome: 'invalid' };
      }
      const { counter } = picc;
      // Counters only rise: one this copy knows to be spent (or the tag's chip had when loaded) is a replay on any
      // copy, so a flood of one copied message never reaches the database.
      if (counter <= Math.max(spentOf(target.ownerId, uid), chip?.lastCounter ?? -1)) {
        return { outcome: 'replayed', uid, counter };
      }
      if (mode === 'memory' && chip) {
        remember(target.ownerId, uid, counter);
        return { outcome: 'verified', uid, counter };
      }
      // Several copies, a tag that requires verified taps: its answer depends on the outcome, so the database
      // compares and sets before it.
      const claimed = chip ? claimCounter(target, uid, counter) : firstTap(target, uid, counter);
      // The database away: this copy's memory decides (the window: a copy does not see another's taps meanwhile).
      return claimed.catch((error): TapCheck => {
        alarm(error);
        if (counter <= spentOf(target.ownerId, uid)) return { outcome: 'replayed', uid, counter };
        remember(target.ownerId, uid, counter);
        return { outcome: 'verified', uid, counter };
      });
    },
  };

  /**
   * Database mode: the counters of bound chips go to the database in groups, a few at a time per copy, so taps
   * arriving while they are written share the next commit (on PostgreSQL a commit per tap held the link to a few
   * thousand taps a second). Within a group only the highest counter of a chip can be verified: a chip is tapped
   * once per touch, so two of its counters in the same few milliseconds are copies.
   */
  function claimCounter(target: { tagId: string; ownerId: string }, uid: string, counter: number): Promise<TapCheck> {
    return new Promise((resolve, reject) => {
      queued.push({ organisationId: target.ownerId, tagId: target.tagId, uid, counter, resolve, reject });
      if (writing < CLAIM_WRITERS && queued.length === 1) void writeClaims();
    });
  }

  async function writeClaims() {
    writing++;
    // Taps of this turn of the event loop join the group.
    await new Promise((resolve) => setImmediate(resolve));
    while (queued.length > 0) {
      const group = queued;
      queued = [];
      try {
        await settleClaims(group);
      } catch (error) {
        for (const claim of group) claim.reject(error);
      }
    }
    writing--;
  }

  async function settleClaims(group: Claim[]) {
    const best = new Map<string, Claim>();
    for (const claim of group) {
      const key = `${claim.organisationId}:${claim.uid}`;
      const held = best.get(key);
      if (!held || claim.counter > held.counter) best.set(key, claim);
    }
    const candidates = [...best.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, claim]) => claim);
    const won = await db.transaction(async (tx) => {
      const organisations = candidates.map((claim) => claim.organisationId);
      const uids = candidates.map((claim) => claim.uid);
      // Rows locked in key order, so groups of several copies never deadlock.
      await tx.execute(sql`
        select 1 from sun_chips
        where (organisation_id, uid) in (
          select * from unnest(${`{${organisations.join(',')}}`}::uuid[], ${`{${uids.join(',')}}`}::text[]))
        order by organisation_id, uid for update`);
      const result = await tx.execute(sql`
        update sun_chips c set last_counter = i.counter, last_verified_at = now()
        from unnest(${`{${organisations.join(',')}}`}::uuid[], ${`{${uids.join(',')}}`}::text[],
          ${`{${candidates.map((claim) => claim.tagId).join(',')}}`}::uuid[],
          ${`{${candidates.map((claim) => claim.counter).join(',')}}`}::int[]) as i(organisation_id, uid, tag_id, counter)
        where c.organisation_id = i.organisation_id and c.uid = i.uid and c.tag_id = i.tag_id
          and (c.last_counter is null or c.last_counter < i.counter)
        returning c.organisation_id::text as organisation_id, c.uid`);
      return new Set(
        (result as unknown as { rows: Array<{ organisation_id: string; uid: string }> }).rows.map(
          (row) => `${row.organisation_id}:${row.uid}`,
        ),
      );
    });
    for (const claim of group) {
      const key = `${claim.organisationId}:${claim.uid}`;
      if (best.get(key) === claim && won.has(key)) {
        remember(claim.organisationId, claim.uid, claim.counter);
        claim.resolve({ outcome: 'verified', uid: claim.uid, counter: claim.counter });
      } else {
        claim.resolve({ outcome: 'replayed', uid: claim.uid, counter: claim.counter });
      }
    }
  }
}
