import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function TagsPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('tags.list.title')} description={t('tags.list.planned')} />;
}
