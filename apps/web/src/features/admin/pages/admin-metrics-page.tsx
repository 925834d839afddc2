import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function AdminMetricsPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('admin.metrics.title')} description={t('admin.metrics.planned')} />;
}
