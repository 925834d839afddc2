import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function SubscribeCancelPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('billing.cancel.title')} description={t('billing.cancel.planned')} />;
}
