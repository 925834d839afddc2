import { useTranslation } from 'react-i18next';
import { PlannedPage } from '../../../components/planned-page';

export default function ProductsPage() {
  const { t } = useTranslation();
  return <PlannedPage title={t('products.title')} description={t('products.planned')} />;
}
