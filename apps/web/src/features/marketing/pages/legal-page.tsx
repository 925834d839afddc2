import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function LegalPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('legal.title')} description={t('legal.planned')} />;
}
