import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from './styles';

/** `compact` hides the name on phones, leaving the mark (the link keeps its accessible name). */
export function Logo({ to, compact = false }: { to: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 rounded-md font-bold text-slate-900 dark:text-white ${focusRing}`}
    >
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
        <svg
          aria-hidden="true"
          viewBox="0 0 32 32"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path d="M10 22V10l12 12V10" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{t('common.appName')}</span>
    </Link>
  );
}
