import { randomUUID } from 'node:crypto';
import type { scans } from '../src/db/schema.ts';

/** What the analytics tests seed scans with: days around today, a reproducible random source, awkward keys. */

export const DAY_MS = 86_400_000;
export const today = new Date().toISOString().slice(0, 10);
/** The UTC day `offset` days from today. */
export const day = (offset: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

/** A small seeded generator (mulberry32), so a failing data set can be reproduced from its seed. */
export function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T };
}

/** More platforms than a top list holds, differing only in case too, so the cut and the tie-break order matter. */
export const platforms = [
  'iOS',
  'ios',
  'Android',
  'Windows',
  'macOS',
  'Linux',
  'ChromeOS',
  'HarmonyOS',
  'KaiOS',
  'Tizen',
];
export const allPlatforms = [...platforms, 'watchOS', 'tvOS', 'BlackBerry', '', null] as const;
export const countries = ['DE', 'AT', 'CH', 'US', 'FR', '', null] as const;

type Random = ReturnType<typeof randomFrom>;

/**
 * A random scan of the day `date`: mostly links of `tagId` (some of `otherTagId`, which must never count for it), with
 * and without a matched rule, refused scans, bots, card views and saves reached through the tag; one of `visitors`
 * visitor hashes of that day, as the recorder's daily salt makes them.
 */
export function randomScan(
  random: Random,
  options: {
    organisationId: string;
    tagId: string;
    otherTagId: string;
    date: string;
    visitors: number;
    languages: readonly (string | null)[];
    browsers: readonly (string | null)[];
  },
): typeof scans.$inferInsert {
  const { tagId, otherTagId, date } = options;
  const kind = random.pick(['link', 'link', 'link', 'link', 'page', 'save', 'refused'] as const);
  const isTagScan = kind === 'link' || kind === 'refused';
  return {
    id: randomUUID(),
    organisationId: options.organisationId,
    tagId: isTagScan ? random.pick([tagId, tagId, tagId, otherTagId]) : null,
    viaTagId: isTagScan ? null : tagId,
    kind,
    matchedRule: kind === 'link' ? random.pick([null, null, null, 0, 1, 2, 9]) : null,
    source: random.pick(['nfc', 'qr', 'other'] as const),
    occurredAt: new Date(Date.parse(`${date}T00:00:00Z`) + Math.floor(random.next() * DAY_MS)),
    language: random.pick(options.languages),
    platform: random.pick(allPlatforms),
    browser: random.pick(options.browsers),
    country: random.pick(countries),
    isBot: random.next() < 0.1,
    visitorHash: `${date}:${Math.floor(random.next() * options.visitors)}`,
    // Drawn last, so the other fields stay what earlier seeds gave.
    verification: isTagScan ? random.pick([null, null, 'verified', 'replayed', 'invalid', 'plain'] as const) : null,
  };
}
