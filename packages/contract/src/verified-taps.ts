import { z } from 'zod';

/**
 * Verified taps (issue 31, decision 037): NTAG 424 DNA chips write an encrypted UID and tap counter and a MAC into
 * the scan link on every tap (NXP's Secure Unique NFC messages), so a scan can prove that the chip was touched.
 */

/** off: the parameters are ignored; record: every scan is stored with its outcome; require: only verified taps redirect. */
export const tagVerificationModes = ['off', 'record', 'require'] as const;
export type TagVerificationMode = (typeof tagVerificationModes)[number];

/**
 * verified: a genuine message with a counter above the last one seen; replayed: genuine, but its counter is not
 * above the last (a copied link); invalid: a bad MAC, another key, another chip's UID on a bound tag, malformed
 * parameters; plain: no SUN parameters at all (a typed or QR-scanned link).
 */
export const verificationOutcomes = ['verified', 'replayed', 'invalid', 'plain'] as const;
export type VerificationOutcome = (typeof verificationOutcomes)[number];

/** NXP's parameter names (AN12196): 16 bytes of encrypted PICC data and the 8-byte truncated MAC, in hex. */
export const SUN_PICC_PARAMETER = 'picc_data';
export const SUN_MAC_PARAMETER = 'cmac';

/** A chip UID as 7 bytes of hex, upper case: how NXP prints them. */
export const chipUidSchema = z
  .string({ error: 'validation.chipUid' })
  .trim()
  .regex(/^[0-9a-fA-F]{14}$/, { error: 'validation.chipUid' })
  .transform((value) => value.toUpperCase());

/** The chip a tag is bound to: its UID, the last tap counter seen and when, and when it was bound. */
export const tagChipSchema = z.object({
  uid: z.string().describe('The chip UID, 14 hex digits'),
  lastCounter: z.number().int().nullable().describe('The highest tap counter verified so far'),
  lastVerifiedAt: z.string().nullable().describe('When the last verified tap happened'),
  boundAt: z.string(),
});
export type TagChip = z.infer<typeof tagChipSchema>;

/** PUT /api/tags/{id}/chip: bind a tag to its chip's UID at encoding (otherwise the first verified tap binds it). */
export const bindChipBodySchema = z.object({ uid: chipUidSchema });

export const verificationCountsSchema = z.object({
  verified: z.number().int(),
  replayed: z.number().int(),
  invalid: z.number().int(),
  plain: z.number().int(),
});
export type VerificationCounts = z.infer<typeof verificationCountsSchema>;

/** GET /api/tags/{id}/scans: the tag's latest scans, newest first. */
export const RECENT_TAG_SCANS = 20;
export const recentTagScanSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  /** link: redirected; refused: answered with a page instead (ended, or an unverified scan of a tag that requires it). */
  kind: z.enum(['link', 'refused']),
  source: z.enum(['nfc', 'qr', 'other']).nullable(),
  platform: z.string().nullable(),
  browser: z.string().nullable(),
  country: z.string().nullable(),
  /** Flagged as a bot or a flood: stored, left out of analytics. */
  isBot: z.boolean(),
  /** Null for scans of a tag that did not check them (verification off). */
  verification: z.enum(verificationOutcomes).nullable(),
  /** The chip's tap counter, for verified and replayed scans. */
  chipCounter: z.number().int().nullable(),
});
export type RecentTagScan = z.infer<typeof recentTagScanSchema>;
