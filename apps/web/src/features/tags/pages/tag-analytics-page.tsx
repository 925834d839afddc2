import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function TagAnalyticsPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('tags.analytics.title')} description={t('tags.analytics.planned')} />;
}
