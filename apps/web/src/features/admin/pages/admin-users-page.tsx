import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function AdminUsersPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('admin.users.title')} description={t('admin.users.planned')} />;
}
