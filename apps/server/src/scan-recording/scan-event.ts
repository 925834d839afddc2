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
};

/** One line of the journal: the event as the request path saw it, with the id that makes a replay harmless. */
export type JournaledScan = Omit<ScanEvent, 'occurredAt'> & { id: string; at: number };
