import type { AdminPlan } from '@nfc/contract/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { LoadingState } from '../../../components/spinner';
import { formatCurrency } from '../../../lib/format';
import { useAdminPlans } from '../api/get-admin-plans';
import { AdminPage } from '../components/admin-page';
import { AdminTable, EmptyRow, TableBody, TableHead, tdClass, thClass } from '../components/admin-table';
import { Badge } from '../components/badge';
import { LoadError, useLoadErrorToast } from '../components/load-error';
import { PlanFormDialog } from '../components/plan-form-dialog';
import { PLAN_CREATE_PARAM } from '../config';
import { localizeTexts } from '../lib/localized-texts';

const COLUMN_COUNT = 8;

type Editing = { plan: AdminPlan | null } | null;

export default function AdminPlansPage() {
  const { t, i18n } = useTranslation('admin');
  const plans = useAdminPlans();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(() => (searchParams.has(PLAN_CREATE_PARAM) ? { plan: null } : null));

  useLoadErrorToast(plans.error, 'admin:plans.loadFailed', 'admin-plans-load');

  const close = () => {
    setEditing(null);
    if (searchParams.has(PLAN_CREATE_PARAM)) setSearchParams({}, { replace: true });
  };
  // The open form follows the list, so a refetch never edits a stale copy.
  const editedPlan = editing?.plan ? (plans.data?.find((plan) => plan.id === editing.plan?.id) ?? editing.plan) : null;

  return (
    <AdminPage
      title={t('plans.title')}
      description={t('plans.description')}
      actions={<Button onClick={() => setEditing({ plan: null })}>{t('plans.create')}</Button>}
    >
      {plans.isPending ? (
        <LoadingState label={t('plans.loading')} />
      ) : plans.isError ? (
        <LoadError error={plans.error} fallbackKey="admin:plans.loadFailed" onRetry={() => void plans.refetch()} />
      ) : (
        <AdminTable caption={t('plans.caption')}>
          <TableHead>
            <th scope="col" className={thClass}>
              {t('plans.columns.name')}
            </th>
            <th scope="col" className={thClass}>
              {t('plans.columns.tagLimit')}
            </th>
            <th scope="col" className={thClass}>
              {t('plans.columns.seatLimit')}
            </th>
            <th scope="col" className={thClass}>
              {t('plans.columns.price')}
            </th>
            <th scope="col" className={thClass}>
              {t('plans.columns.subscribers')}
            </th>
            <th scope="col" className={thClass}>
              {t('plans.columns.status')}
            </th>
            <th scope="col" className={thClass}>
              {t('plans.columns.stripePriceId')}
            </th>
            <th scope="col" className={thClass}>
              <span className="sr-only">{t('plans.columns.actions')}</span>
            </th>
          </TableHead>
          <TableBody>
            {plans.data.length === 0 && <EmptyRow colSpan={COLUMN_COUNT}>{t('plans.empty')}</EmptyRow>}
            {plans.data.map((plan) => (
              <tr key={plan.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/60">
                <th scope="row" className={`${tdClass} min-w-56 text-left font-normal`}>
                  <PlanTexts plan={plan} language={i18n.resolvedLanguage} />
                  {plan.isRecommended && (
                    <span className="mt-1 block">
                      <Badge tone="info">{t('plans.recommended')}</Badge>
                    </span>
                  )}
                </th>
                <td className={`${tdClass} tabular-nums`}>{plan.tagLimit}</td>
                <td className={`${tdClass} tabular-nums`}>{plan.seatLimit ?? t('plans.unlimitedSeats')}</td>
                <td className={`${tdClass} whitespace-nowrap tabular-nums`}>
                  {t('plans.perMonth', { price: formatCurrency(plan.priceMonthly, plan.currency, i18n.language) })}
                </td>
                <td className={`${tdClass} tabular-nums`}>{plan.subscriberCount}</td>
                <td className={tdClass}>
                  <Badge tone={plan.isActive ? 'success' : 'neutral'}>
                    {plan.isActive ? t('plans.active') : t('plans.inactive')}
                  </Badge>
                </td>
                <td className={`${tdClass} font-mono text-xs`}>{plan.stripePriceId ?? t('plans.noStripePrice')}</td>
                <td className={tdClass}>
                  <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing({ plan })}>
                    {t('actions.edit')}
                    <span className="sr-only"> {plan.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </TableBody>
        </AdminTable>
      )}
      <PlanFormDialog isOpen={editing !== null} plan={editedPlan} onClose={close} />
    </AdminPage>
  );
}

/** The plan's texts in the interface's language: the German ones where the admin wrote them, else the English. */
function PlanTexts({ plan, language }: { plan: AdminPlan; language: string | undefined }) {
  const { name, description, features } = localizeTexts(plan, language);
  return (
    <>
      <span className="block font-medium text-slate-900 dark:text-white">{name}</span>
      {description && <span className="block text-slate-600 dark:text-slate-400">{description}</span>}
      {features.length > 0 && (
        <ul className="mt-1 list-disc pl-4 text-xs text-slate-600 dark:text-slate-400">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
    </>
  );
}
