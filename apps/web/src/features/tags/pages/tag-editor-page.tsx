import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function TagEditorPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('tags.editor.title')} description={t('tags.editor.planned')} />;
}
