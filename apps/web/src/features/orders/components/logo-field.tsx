import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/styles';
import { getLocale } from '../../../lib/format';
import { getLogoProblem, type LogoProblem, logoAccept, logoMaxMegabytes } from '../lib/logo-file';

type LogoFieldProps = {
  logo: File | null;
  onChange: (logo: File | null) => void;
};

function formatFileSize(bytes: number, language: string | undefined): string {
  const isLarge = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(getLocale(language), {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(isLarge ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}

/** Optional logo upload; a file of the wrong type or size is refused at once and never kept. */
export function LogoField({ logo, onChange }: LogoFieldProps) {
  const { t, i18n } = useTranslation('orders');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [problem, setProblem] = useState<LogoProblem | null>(null);

  // The browser keeps the chosen file in the input; clear it whenever the logo is dropped elsewhere (reset, core).
  useEffect(() => {
    if (!logo && inputRef.current) inputRef.current.value = '';
  }, [logo]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const found = getLogoProblem(file);
    setProblem(found);
    if (found) {
      if (inputRef.current) inputRef.current.value = '';
      onChange(null);
      return;
    }
    onChange(file);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('orders:fobs.logo.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={logoAccept}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => choose(event.target.files?.[0])}
        className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-indigo-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-indigo-800 dark:file:bg-indigo-950 dark:file:text-indigo-200`}
      />
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {t('orders:fobs.logo.hint', { size: logoMaxMegabytes })}
      </p>
      {problem && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(`orders:fobs.logo.errors.${problem}`, { size: logoMaxMegabytes })}
        </p>
      )}
      {logo && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-900">
          <span className="min-w-0 wrap-anywhere text-slate-800 dark:text-slate-200">
            {t('orders:fobs.logo.chosen', { name: logo.name, size: formatFileSize(logo.size, i18n.resolvedLanguage) })}
          </span>
          <Button variant="ghost" className="px-2 py-1" onClick={() => onChange(null)}>
            {t('orders:fobs.logo.remove')}
          </Button>
        </div>
      )}
    </div>
  );
}
