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
