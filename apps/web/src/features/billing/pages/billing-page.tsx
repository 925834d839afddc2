import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function BillingPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('billing.overview.title')} description={t('billing.overview.planned')} />;
}
