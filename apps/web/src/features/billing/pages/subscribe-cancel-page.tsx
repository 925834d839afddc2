import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';

/** Where the provider sends the user who left the checkout without paying. */
export default function SubscribeCancelPage() {
  const { t } = useTranslation('billing');
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <PageMeta title={t('billing:cancel.title')} description={t('billing:cancel.text')} />
      <Card className="space-y-4 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9 9l6 6m0-6-6 6" />
          </svg>
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('billing:cancel.title')}
        </h1>
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {t('billing:cancel.text')}
        </p>
        <LinkButton to={paths.billing}>{t('billing:cancel.back')}</LinkButton>
      </Card>
    </div>
  );
}
