import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { DeleteAccountSection } from '../components/delete-account-section';
import { EraseLeadsSection } from '../components/erase-leads-section';
import { ExportSection } from '../components/export-section';
import { OrganisationDeletionSection } from '../components/organisation-deletion-section';
import { RetentionSection } from '../components/retention-section';

/**
 * Settings, Your data (issue 27): take the organisation's data out, keep it only as long as needed, erase it. Each
 * section shows itself to the roles that may use it; the server enforces the same.
 */
export default function YourDataPage() {
  const { t } = useTranslation('data');

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageMeta title={t('data:meta.title')} description={t('data:meta.description')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t('data:title')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {t('data:subtitle')}{' '}
          <Link to={paths.settings} className={textLink}>
            {t('data:settingsLink')}
          </Link>
        </p>
      </div>
      <ExportSection />
      <RetentionSection />
      <EraseLeadsSection />
      <DeleteAccountSection />
      <OrganisationDeletionSection />
    </div>
  );
}
