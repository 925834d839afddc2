import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { LinkButton } from '../../../components/button';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { redirectDelays } from '../../../config/timing';
import { useAuth } from '../../../lib/auth';
import { useDelayedRedirect } from '../../../lib/use-delayed-redirect';
import { usePlans } from '../api/get-plans';
import { useVerifySession } from '../api/verify-session';

type Phase = 'verifying' | 'success' | 'error';

/** The provider's return address after a payment: ?session_id=... */
export default function SubscribeSuccessPage() {
  const { t } = useTranslation('billing');
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim();

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <PageMeta title={t('billing:success.title')} description={t('billing:success.verifying')} />
      <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('billing:success.title')}
      </h1>
      <div className="mt-6">{sessionId ? <SessionVerification sessionId={sessionId} /> : <MissingSession />}</div>
    </div>
  );
}

function MissingSession() {
  const { t } = useTranslation('billing');
  useDelayedRedirect(paths.billing, redirectDelays.afterMissingSession, true);
  return <Alert tone="error">{t('billing:success.missingSession')}</Alert>;
}

function SessionVerification({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('billing');
  const { login, refetchProfile, user } = useAuth();
  // The plan's name in the interface's language, from the plan list; the profile's until it loads.
  const plans = usePlans();
  const queryClient = useQueryClient();
  const { mutateAsync: verifySession } = useVerifySession();
  const [phase, setPhase] = useState<Phase>('verifying');
  const startedFor = useRef<string | null>(null);

  useDelayedRedirect(paths.hub, redirectDelays.afterPayment, phase === 'success');

  useEffect(() => {
    // Once per session id, also when development mode runs effects twice (verifying twice is harmless anyway).
    if (startedFor.current === sessionId) return;
    startedFor.current = sessionId;
    const confirm = async () => {
      try {
        const result = await verifySession(sessionId);
        if (result.status !== 'complete') throw new Error(result.status);
        // The fresh token carries the new plan; the profile and every cached answer follow it.
        if (result.token && !login(result.token)) throw new Error('token');
        await refetchProfile();
        await queryClient.invalidateQueries();
        setPhase('success');
      } catch {
        setPhase('error');
      }
    };
    void confirm();
  }, [sessionId, verifySession, login, refetchProfile, queryClient]);

  if (phase === 'verifying') return <LoadingState label={t('billing:success.verifying')} />;
  if (phase === 'error') {
    return (
      <Alert tone="error">
        <p>{t('billing:success.error')}</p>
        <LinkButton to={paths.billing} variant="secondary" className="mt-3">
          {t('billing:success.backToBilling')}
        </LinkButton>
      </Alert>
    );
  }
  return (
    <Alert tone="success" title={t('billing:success.confirmedTitle')}>
      <p>
        {user?.plan
          ? t('billing:success.confirmedPlan', {
              plan: plans.data?.find((plan) => plan.id === user.plan?.id)?.name ?? user.plan.name,
            })
          : t('billing:success.confirmed')}
      </p>
      <p className="mt-1">{t('billing:success.redirecting')}</p>
    </Alert>
  );
}
