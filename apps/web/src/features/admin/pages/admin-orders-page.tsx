import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function AdminOrdersPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('admin.orders.title')} description={t('admin.orders.planned')} />;
}
