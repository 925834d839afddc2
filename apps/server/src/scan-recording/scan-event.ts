import type { ScanSource } from '@nfc/contract/scans';
import type { VerificationOutcome } from '@nfc/contract/verified-taps';

/** What the request path hands over: cheap to build, no parsing or hashing yet. */
export type ScanEvent = {
  ownerId: string;
  tagId: string | null;
  vcfConfigId: string | null;
  /** refused: a scan of an expired or used-up tag, answered 410; stored, never counted as a visit. */
  kind: 'link' | 'page' | 'save' | 'refused';
  source: ScanSource;
  /** For link scans: the position (0-based) of the tag's rule that decided the redirect; absent or null: its own target. */
  matchedRule?: number | null;
  /** For card views and saves: the tag whose link led there, already checked to be the card owner's. */
  viaTagId: string | null;
  occurredAt: Date;
  ip: string;
  userAgent: string | null;
  language: string | null;
  referrer: string | null;
  /** From a trusted proxy's header; otherwise the writer looks the IP up. */
  country: string | null;
  platform?: string | null;
  screenResolution?: string | null;
  timezone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Set by the scan link past the flood guard: stored (a capped tag counts it), left out of analytics like a bot. */
  isBot?: true;
  /** For link scans of a tag that checks SUN messages: the outcome, and a genuine message's chip and counter. */
  verification?: VerificationOutcome;
  chipUid?: string;
  chipCounter?: number;
  /**
   * A verified tap on one of several copies of a tag that records: the writer settles it against the chip's stored
   * counter (verified, or replayed if another copy's scan took the counter first).
   */
  chipClaim?: true;
  /**
   * A tap of a tag that records (decision 044): its SUN message, checked by the scan writer, whose answer is the
   * same redirect whatever it proves. The PICC data (32 hex digits) and the MAC (16), both checked for form; the
   * text the MAC may cover (the URL from the PICC data's value to the MAC's, or '' for AN12196's empty input); the
   * tag's key version. The writer sets `verification`, `chipUid` and `chipCounter` from them.
   */
  sunPicc?: string;
  sunMac?: string;
  sunMacInput?: string;
  sunKeyVersion?: number;
};

/**
 * Where the recorder's counters, shared with the writer thread, live (Int32Array indices): the scans recorded, and
 * the recording thread's event-loop utilisation in permille. They pace the writer (scan-writer.ts).
 */
export const LINK_COUNTERS = { scansRecorded: 0, eventLoopPermille: 1, length: 2 } as const;

/** One line of the journal: the event as the request path saw it, with the id that makes a replay harmless. */
export type JournaledScan = Omit<ScanEvent, 'occurredAt'> & { id: string; at: number };

/** Every field of a journal line, so that a field added to ScanEvent fails to compile until toJournalLine writes it. */
const JOURNAL_FIELDS: Record<keyof JournaledScan, true> = {
  id: true,
  at: true,
  ownerId: true,
  tagId: true,
  vcfConfigId: true,
  kind: true,
  source: true,
  matchedRule: true,
  viaTagId: true,
  ip: true,
  userAgent: true,
  language: true,
  referrer: true,
  country: true,
  platform: true,
  screenResolution: true,
  timezone: true,
  latitude: true,
  longitude: true,
  isBot: true,
  verification: true,
  chipUid: true,
  chipCounter: true,
  chipClaim: true,
  sunPicc: true,
  sunMac: true,
  sunMacInput: true,
  sunKeyVersion: true,
};
export const JOURNAL_FIELD_NAMES = Object.keys(JOURNAL_FIELDS) as Array<keyof JournaledScan>;

/**
 * What JSON.stringify would escape in a string: quotes, backslashes and control characters, and surrogates (it
 * escapes a lone one; a pair goes the slow way too). One character class: no backtracking.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON escapes these control characters, so they are sought.
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** Text a visitor sent (or null), escaped as JSON: most needs none, and is quoted as it is. */
const text = (value: string | null | undefined) =>
  value == null ? 'null' : NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : `"${value}"`;
/** A value we made (a UUID, an enum name, hex) or null: nothing in it needs escaping. */
const ours = (value: string | null) => (value === null ? 'null' : `"${value}"`);
const numberOf = (value: number | null) => (value !== null && Number.isFinite(value) ? String(value) : 'null');

/**
 * A scan as one journal line, written field by field: the scan link writes one a request, and this is about twice as
 * fast as JSON.stringify of the object. JSON.parse gives back what JSON.stringify would (a test holds them equal);
 * optional fields left undefined are left out, as JSON.stringify leaves them.
 */
export function toJournalLine(scan: JournaledScan): string {
  let line =
    `{"id":"${scan.id}","at":${scan.at},"ownerId":"${scan.ownerId}","tagId":${ours(scan.tagId)},` +
    `"vcfConfigId":${ours(scan.vcfConfigId)},"kind":"${scan.kind}","source":"${scan.source}",` +
    `"viaTagId":${ours(scan.viaTagId)},"ip":${text(scan.ip)},"userAgent":${text(scan.userAgent)},` +
    `"language":${text(scan.language)},"referrer":${text(scan.referrer)},"country":${text(scan.country)}`;
  if (scan.matchedRule !== undefined) line += `,"matchedRule":${numberOf(scan.matchedRule)}`;
  if (scan.platform !== undefined) line += `,"platform":${text(scan.platform)}`;
  if (scan.screenResolution !== undefined) line += `,"screenResolution":${text(scan.screenResolution)}`;
  if (scan.timezone !== undefined) line += `,"timezone":${text(scan.timezone)}`;
  if (scan.latitude !== undefined) line += `,"latitude":${numberOf(scan.latitude)}`;
  if (scan.longitude !== undefined) line += `,"longitude":${numberOf(scan.longitude)}`;
  if (scan.isBot !== undefined) line += ',"isBot":true';
  if (scan.verification !== undefined) line += `,"verification":"${scan.verification}"`;
  if (scan.chipUid !== undefined) line += `,"chipUid":"${scan.chipUid}"`;
  if (scan.chipCounter !== undefined) line += `,"chipCounter":${numberOf(scan.chipCounter)}`;
  if (scan.chipClaim !== undefined) line += ',"chipClaim":true';
  if (scan.sunPicc !== undefined) {
    line += `,"sunPicc":"${scan.sunPicc}","sunMac":"${scan.sunMac}","sunMacInput":${text(scan.sunMacInput)}`;
    line += `,"sunKeyVersion":${numberOf(scan.sunKeyVersion ?? null)}`;
  }
  return `${line}}`;
}
