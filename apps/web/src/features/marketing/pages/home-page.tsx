import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function HomePage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('home.title')} description={t('home.planned')} />;
}
