import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function VcardsPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('vcards.list.title')} description={t('vcards.list.planned')} />;
}
