import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function PasswordGatePage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('passwordGate.title')} description={t('passwordGate.planned')} />;
}
