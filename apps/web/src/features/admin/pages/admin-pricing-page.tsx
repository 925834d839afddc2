import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function AdminPricingPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('admin.pricing.title')} description={t('admin.pricing.planned')} />;
}
