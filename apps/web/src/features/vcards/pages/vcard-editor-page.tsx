import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function VcardEditorPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('vcards.editor.title')} description={t('vcards.editor.planned')} />;
}
