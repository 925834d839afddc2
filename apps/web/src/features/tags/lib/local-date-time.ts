/** `YYYY-MM-DDTHH:mm`, optionally with seconds and milliseconds: what a `datetime-local` input holds. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The epoch milliseconds of a `datetime-local` value read in the browser's time zone, or null if it is none. */
export function parseLocalDateTime(value: string): number | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const seconds = Number(match[6] ?? 0);
  const millis = Number((match[7] ?? '0').padEnd(3, '0'));
  const date = new Date(year, month - 1, day, hours, minutes, seconds, millis);
  // new Date() rolls 2025-02-30 over into March and 24:00 into the next day: such a value is no date-time.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return date.getTime();
}

/**
 * A `datetime-local` value as an ISO date-time (UTC) for the API: '' is null (cleared), and a value that is no
 * date stays as typed, so the contract's schema reports it under its field.
 */
export function localDateTimeToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const time = parseLocalDateTime(value);
  return time === null ? value : new Date(time).toISOString();
}

/** An ISO date-time (or epoch milliseconds) as a `datetime-local` value in the browser's time zone; '' for none. */
export function toLocalDateTimeInput(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The browser's time zone by name ('Europe/Berlin'), in which every `datetime-local` value is read. */
export function getBrowserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
