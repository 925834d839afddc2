import type { ChecklistStepKey } from '@nfc/contract/checklist';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { focusRing } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { useChecklist } from '../api/get-checklist';
import { CreateCardAction } from './create-card-action';

/** Where each step is done. */
const stepLinks: Record<Exclude<ChecklistStepKey, 'createCard'>, string> = {
  choosePlan: paths.billing,
  shareCard: paths.vcards,
  orderFobs: paths.orderFobs,
};

const linkClass = `inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300 ${focusRing}`;

/** The first-run steps, shown on the hub until every step the caller's role can do is done (the server decides). */
export function FirstRunChecklist() {
  const { t } = useTranslation('hub');
  const { t: tShared } = useTranslation();
  const checklist = useChecklist();

  if (checklist.isPending || checklist.data?.isComplete) return null;
  if (checklist.isError) {
    return (
      <Alert tone="error" title={t('checklist.error')}>
        <Button variant="secondary" className="mt-3" onClick={() => void checklist.refetch()}>
          {tShared('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const { steps } = checklist.data;
  const doneCount = steps.filter((step) => step.isDone).length;
  return (
    <section
      aria-labelledby="hub-checklist-title"
      className="rounded-xl border border-indigo-200 bg-indigo-50/60 p-5 shadow-sm sm:p-6 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="hub-checklist-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('checklist.title')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('checklist.progress', { done: doneCount, total: steps.length })}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('checklist.intro')}</p>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => (
          <li
            key={step.key}
            className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                step.isDone
                  ? 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-slate-950'
                  : 'border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300'
              }`}
            >
              {step.isDone ? <Icon name="check" className="size-4" /> : index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-slate-900 dark:text-white">
                {t(`checklist.steps.${step.key}.title`)}
                <span className="sr-only"> ({step.isDone ? t('checklist.done') : t('checklist.open')})</span>
              </h3>
              {step.isDone ? (
                <p className="mt-1 text-sm text-emerald-800 dark:text-emerald-300">{t('checklist.done')}</p>
              ) : (
                <>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    {t(`checklist.steps.${step.key}.text`)}
                  </p>
                  <div className="mt-2">
                    {step.key === 'createCard' ? (
                      <CreateCardAction label={t('checklist.steps.createCard.action')} variant="secondary" />
                    ) : (
                      <Link to={stepLinks[step.key]} className={linkClass}>
                        {t(`checklist.steps.${step.key}.action`)}
                        <Icon name="arrowRight" className="size-4" />
                      </Link>
                    )}
                  </div>
                </>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
