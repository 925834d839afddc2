import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function ContactPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('contact.title')} description={t('contact.planned')} />;
}
