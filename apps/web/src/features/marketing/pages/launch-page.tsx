import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function LaunchPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('launch.title')} description={t('launch.planned')} />;
}
