import { getLocale } from '../../../lib/format';

/** Date and time to the second: deliveries and their retries happen seconds apart. */
export function formatDateTime(value: string, language: string | undefined): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(getLocale(language), { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
