/** A date as the public pages write it: "1 September 2025" / "1. September 2025", on Berlin's calendar. */
export function formatLongDate(date: Date, language: string | undefined): string {
  const locale = language?.startsWith('de') ? 'de-DE' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(date);
}
