/** Intl locale of a UI language (spec: de -> de-DE, en -> en-US). */
export function getLocale(language: string | undefined): string {
  return language?.startsWith('de') ? 'de-DE' : 'en-US';
}

export function formatCurrency(amount: number, currency: string, language: string | undefined): string {
  return new Intl.NumberFormat(getLocale(language), { style: 'currency', currency }).format(amount);
}

export function formatDate(value: string | Date, language: string | undefined): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(getLocale(language), { dateStyle: 'medium' }).format(date);
}

/** A moment with its time of day, in the UI language and the browser's time zone. */
export function formatDateTime(value: string | Date, language: string | undefined): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(getLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatNumber(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(getLocale(language)).format(value);
}

/** The upper-case first character of an e-mail address, for the avatar circle. */
export function getInitial(email: string | null | undefined): string {
  const first = email?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}
