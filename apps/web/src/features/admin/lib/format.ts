import { getLocale } from '../../../lib/format';

export function formatDateTime(value: string | Date, language: string | undefined): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(getLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatNumber(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(getLocale(language)).format(value);
}

export function formatPercent(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(getLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** A calendar day (YYYY-MM-DD, UTC) as a short day and month, for chart axes. */
export function formatDay(isoDay: string, language: string | undefined): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return new Intl.DateTimeFormat(getLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A country code (DE) as the reader's language names it, or the code itself. */
export function formatCountry(code: string, language: string | undefined): string {
  try {
    return new Intl.DisplayNames([getLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
