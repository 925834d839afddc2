import { fallbackLanguage, languages } from '@nfc/contract/constants';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

i18n.on('languageChanged', applyDocumentLanguage);

// The http backend flags 5xx and network failures as retryable and 4xx as final; i18next retries the former.
void i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...languages],
    fallbackLng: fallbackLanguage,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    debug: false,
    saveMissing: false,
    maxRetries: 5,
    retryTimeout: 500,
    interpolation: { escapeValue: false },
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      lookupSessionStorage: 'i18nextLng',
      caches: ['localStorage', 'cookie'],
    },
    react: { useSuspense: true },
  });

export { i18n };
