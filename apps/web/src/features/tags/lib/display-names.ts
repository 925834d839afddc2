import { getLocale } from '../../../lib/format';

/** The name of a language code ('de') or region code ('DE') in the UI language, or the code itself. */
export function getDisplayName(code: string, type: 'language' | 'region', language: string | undefined): string {
  try {
    return new Intl.DisplayNames([getLocale(language)], { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
