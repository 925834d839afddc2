import type { SsoSettings } from '@nfc/contract/identity';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { focusRing } from '../../../components/styles';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateEnforcement } from '../api/update-enforcement';
import { Section } from './section';

/** Requiring single sign-on for the verified domains: a switch, closed until there is a connection to require. */
export function EnforcementSection({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslation(['identity', 'translation']);
  const update = useUpdateEnforcement();
  const labelId = useId();
  const explanationId = useId();
  const hasConnection = settings.connection !== null;
  const isOn = settings.enforced;

  const toggle = () => {
    update.mutate(
      { enforced: !isOn },
      {
        onSuccess: ({ enforced }) =>
          toast.success(enforced ? t('identity:enforcement.enabled') : t('identity:enforcement.disabled')),
      },
    );
  };

  return (
    <Section title={t('identity:enforcement.title')} description={t('identity:enforcement.description')}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <p id={labelId} className="text-sm font-medium text-slate-900 dark:text-white">
            {t('identity:enforcement.label')}
          </p>
          <p id={explanationId} className="text-sm text-slate-700 dark:text-slate-300">
            {hasConnection ? t('identity:enforcement.breakGlass') : t('identity:enforcement.needsConnection')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby={labelId}
          aria-describedby={explanationId}
          aria-busy={update.isPending || undefined}
          disabled={!hasConnection || update.isPending}
          onClick={toggle}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focusRing} ${
            isOn ? 'bg-indigo-600 dark:bg-indigo-500' : 'bg-slate-400 dark:bg-slate-600'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-flex size-5 items-center justify-center rounded-full bg-white text-indigo-600 shadow transition-transform motion-reduce:transition-none ${
              isOn ? 'translate-x-6' : 'translate-x-1'
            }`}
          >
            {update.isPending && <Spinner size="sm" />}
          </span>
        </button>
      </div>
      <p className="text-sm font-medium text-slate-900 dark:text-white" aria-live="polite">
        {isOn ? t('identity:enforcement.stateOn') : t('identity:enforcement.stateOff')}
      </p>
      {update.isError && <Alert tone="error">{getErrorMessage(update.error, 'identity:enforcement.failed')}</Alert>}
    </Section>
  );
}
