import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/spinner';

/** The fallback while a lazily loaded page arrives, so the shell stays on screen. */
export function PageSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingState label={t('common.loading')} />}>{children}</Suspense>;
}
