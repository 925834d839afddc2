import { getLocale } from '../../../lib/format';

/** The range choices of the analytics page, in days. */
export const analyticsRangeDays = [7, 30, 90] as const;
export type AnalyticsRangeDays = (typeof analyticsRangeDays)[number];
export const defaultRangeDays: AnalyticsRangeDays = 30;

const DAY_MS = 86_400_000;

export function parseRangeDays(value: string | null): AnalyticsRangeDays {
  const days = Number(value);
  return (analyticsRangeDays as readonly number[]).includes(days) ? (days as AnalyticsRangeDays) : defaultRangeDays;
}

/** The last `days` UTC days up to and including today, as the server counts them (YYYY-MM-DD, both inclusive). */
export function getDateRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** A UTC day (YYYY-MM-DD) in the UI language: 05.03.2025 (short 05.03.) in German, Mar 5, 2025 (Mar 5) in English. */
export function formatDay(day: string, language: string | undefined, style: 'short' | 'long' = 'long'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const locale = getLocale(language);
  const shortOptions: Intl.DateTimeFormatOptions =
    locale === 'de-DE' ? { day: '2-digit', month: '2-digit' } : { month: 'short', day: 'numeric' };
  const options: Intl.DateTimeFormatOptions = style === 'short' ? shortOptions : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}
