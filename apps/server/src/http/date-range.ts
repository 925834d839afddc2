import type { AnalyticsQuery } from '@nfc/contract/tags';
import { AppError } from '../errors.ts';
import { msg } from '../i18n/messages.ts';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;

/** The UTC day range of a query: both ends inclusive, 30 days up to today by default. */
export function resolveRange(
  query: AnalyticsQuery,
  now = new Date(),
): { from: string; to: string; start: Date; end: Date } {
  const today = now.toISOString().slice(0, 10);
  const to = query.to ?? today;
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const isRealDay = (day: string) =>
    !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
  if (!isRealDay(from) || !isRealDay(to)) {
    throw new AppError('VALIDATION', 'scans.invalidDate', { fields: { from: 'scans.invalidDate' } });
  }
  if (start >= end)
    throw new AppError('VALIDATION', 'scans.startAfterEnd', {
      fields: { from: 'scans.startAfterEnd' },
    });
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    const tooLong = msg('scans.rangeTooLong', { days: MAX_RANGE_DAYS });
    throw new AppError('VALIDATION', tooLong, { fields: { from: tooLong } });
  }
  return { from, to, start, end };
}
