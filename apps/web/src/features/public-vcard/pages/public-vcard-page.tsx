import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function PublicVcardPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('publicVcard.title')} description={t('publicVcard.planned')} />;
}
