export type Countdown = { days: number; hours: number; minutes: number; seconds: number; isLaunched: boolean };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds left until `launchAt`; all zero once it has passed. */
export function getCountdown(now: Date, launchAt: Date): Countdown {
  const left = Math.max(0, launchAt.getTime() - now.getTime());
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    isLaunched: left === 0,
  };
}

/** How far the way from `startAt` to `launchAt` has gone, as a whole percentage from 0 to 100. */
export function getLaunchProgress(now: Date, startAt: Date, launchAt: Date): number {
  const total = launchAt.getTime() - startAt.getTime();
  if (total <= 0) return now >= launchAt ? 100 : 0;
  const done = (now.getTime() - startAt.getTime()) / total;
  return Math.min(100, Math.max(0, Math.floor(done * 100)));
}
