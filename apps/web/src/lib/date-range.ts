import { z } from 'zod';
import { getLocale } from './format';

/** The range choices of the analytics pages, in days. */
export const analyticsRangeDays = [7, 30, 90] as const;
export type AnalyticsRangeDays = (typeof analyticsRangeDays)[number];
export const defaultRangeDays: AnalyticsRangeDays = 30;
/** The longest range the server answers, both ends counted. */
export const MAX_RANGE_DAYS = 366;

/** A preset, or a custom range the user typed in. */
export type RangeChoice = AnalyticsRangeDays | 'custom';
/** UTC days as YYYY-MM-DD, both inclusive. */
export type DayRange = { from: string; to: string };

const DAY_MS = 86_400_000;

export function parseRangeDays(value: string | null): AnalyticsRangeDays {
  const days = Number(value);
  return (analyticsRangeDays as readonly number[]).includes(days) ? (days as AnalyticsRangeDays) : defaultRangeDays;
}

/** The last `days` UTC days up to and including today, as the server counts them (YYYY-MM-DD, both inclusive). */
export function getDateRange(days: number, now: Date = new Date()): DayRange {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** True for a day that exists, written YYYY-MM-DD (2025-02-30 does not). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** How many days a range covers, both ends counted. */
export function countRangeDays({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A custom range as the server accepts it: two real days, the start not after the end, at most 366 days. */
export const customRangeSchema = z
  .object({
    from: z.string().refine(isIsoDay, { error: 'dateRange.errors.date' }),
    to: z.string().refine(isIsoDay, { error: 'dateRange.errors.date' }),
  })
  .superRefine((range, context) => {
    if (!isIsoDay(range.from) || !isIsoDay(range.to)) return;
    if (range.from > range.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'dateRange.errors.order' });
    } else if (countRangeDays(range) > MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'dateRange.errors.tooLong' });
    }
  });

/** The range a page's address asks for: a valid custom `?from&to`, else the `?days` preset (30 by default). */
export function readRangeSearch(params: URLSearchParams, now: Date = new Date()): DayRange & { choice: RangeChoice } {
  const custom = customRangeSchema.safeParse({ from: params.get('from'), to: params.get('to') });
  if (custom.success) return { choice: 'custom', ...custom.data };
  const days = parseRangeDays(params.get('days'));
  return { choice: days, ...getDateRange(days, now) };
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
