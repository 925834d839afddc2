import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getLocale } from '../../../lib/format';

/** Country names from ISO codes in the interface language (Intl.DisplayNames; the code when unknown). */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([getLocale(language)], { type: 'region' });
    } catch {
      return null;
    }
  }, [language]);
  return useCallback((code: string) => names?.of(code) ?? code, [names]);
}
