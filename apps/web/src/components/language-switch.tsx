import { languages } from '@nfc/contract/constants';
import { useTranslation } from 'react-i18next';
import { focusRing } from './styles';

/** EN/DE toggle; the choice is cached by the language detector (localStorage and cookie). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <fieldset className="inline-flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600">
      <legend className="sr-only">{t('common.language.label')}</legend>
      {languages.map((language) => {
        const isActive = current === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={isActive}
            title={t(`common.language.${language}`)}
            onClick={() => void i18n.changeLanguage(language)}
            className={`rounded px-2 py-1 text-xs font-semibold uppercase ${focusRing} ${
              isActive
                ? 'bg-indigo-600 text-white'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700'
            }`}
          >
            {language.toUpperCase()}
          </button>
        );
      })}
    </fieldset>
  );
}
