import { getLocale } from '../../../lib/format';

/** A date and time in the interface language, e.g. "12 Mar 2026, 14:05" or "12.03.2026, 14:05". */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(getLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
