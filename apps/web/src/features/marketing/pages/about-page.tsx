import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function AboutPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('about.title')} description={t('about.planned')} />;
}
