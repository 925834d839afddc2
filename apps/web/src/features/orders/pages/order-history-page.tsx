import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function OrderHistoryPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('orders.history.title')} description={t('orders.history.planned')} />;
}
