import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('admin.dashboard.title')} description={t('admin.dashboard.planned')} />;
}
