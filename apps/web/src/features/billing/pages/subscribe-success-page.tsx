import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function SubscribeSuccessPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('billing.success.title')} description={t('billing.success.planned')} />;
}
