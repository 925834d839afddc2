import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function HubPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('hub.title')} description={t('hub.planned')} />;
}
