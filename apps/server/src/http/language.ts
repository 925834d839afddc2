import type { Language } from '@nfc/contract/constants';

/** The language a request asks its answer in: German when Accept-Language starts with `de`, English otherwise. */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** The visitor's first language tag as sent (`de-DE`), recorded with scans and leads; null when none. */
export function firstLanguageTag(acceptLanguage: string | undefined): string | null {
  return acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().slice(0, 35) || null;
}
