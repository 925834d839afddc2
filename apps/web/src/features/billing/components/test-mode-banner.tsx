import { useTranslation } from 'react-i18next';
import { useBillingMode } from '../api/get-billing-mode';

/** On every page while payments are simulated, so nobody mistakes the test-mode provider for real billing. */
export function TestModeBanner() {
  const { t } = useTranslation();
  const { data } = useBillingMode();
  if (!data?.isTestMode) return null;
  return (
    <div
      data-testid="test-mode-banner"
      className="bg-amber-100 px-4 py-1.5 text-center text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <strong className="font-semibold uppercase tracking-wide">{t('billing.testMode.title')}</strong>{' '}
      <span>{t('billing.testMode.text')}</span>
    </div>
  );
}
