import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function OrderFobsPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('orders.fobs.title')} description={t('orders.fobs.planned')} />;
}
