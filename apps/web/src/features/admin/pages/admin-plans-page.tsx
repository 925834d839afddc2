import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function AdminPlansPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('admin.plans.title')} description={t('admin.plans.planned')} />;
}
