import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('privacy.title')} description={t('privacy.planned')} />;
}
