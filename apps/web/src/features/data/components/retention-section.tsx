import { LEAD_RETENTION_MONTHS } from '@nfc/contract/retention';
import { managesTeam } from '@nfc/contract/team-roles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/field';
import { Spinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { getLocale } from '../../../lib/format';
import { getTeamRole } from '../../../lib/team-role';
import { toast } from '../../../lib/toast';
import { useRetention } from '../api/get-retention';
import { useUpdateRetention } from '../api/update-retention';

/** The choices offered for lead retention; a stored value outside them is offered too. */
const leadChoices = [3, 6, 12, 24, 36, 60, LEAD_RETENTION_MONTHS.max];
const UNTIL_DELETED = 'off';

/**
 * How long we keep data: the lead retention the owner and admins choose (members read it) and the scan retention
 * of the plan (read-only). Shortening the lead retention deletes older leads within a day, so it asks first.
 */
export function RetentionSection() {
  const { t, i18n } = useTranslation('data');
  const { user } = useAuth();
  const canEdit = managesTeam(getTeamRole(user));
  const retention = useRetention();
  const update = useUpdateRetention();
  const [choice, setChoice] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const number = new Intl.NumberFormat(getLocale(i18n.language));
  const months = (count: number) => t('data:retention.months', { count, months: number.format(count) });

  const body = () => {
    if (retention.isPending) {
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner size="sm" /> {t('data:retention.loading')}
        </p>
      );
    }
    if (retention.isError) {
      return (
        <div className="space-y-2">
          <Alert tone="error">{t('data:retention.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void retention.refetch()}>
            {t('data:retention.retry')}
          </Button>
        </div>
      );
    }
    const { leadRetentionMonths: stored, scanRetentionMonths } = retention.data;
    const current = stored === null ? UNTIL_DELETED : String(stored);
    const selected = choice ?? current;
    const next = selected === UNTIL_DELETED ? null : Number(selected);
    const isShorter = next !== null && (stored === null || next < stored);
    const options = [...new Set([...leadChoices, ...(stored === null ? [] : [stored])])].sort((a, b) => a - b);

    const save = async () => {
      setError(null);
      try {
        await update.mutateAsync({ leadRetentionMonths: next });
        setConfirming(false);
        setChoice(null);
        toast.success(t('data:retention.leads.saved'));
      } catch (failure) {
        setError(getErrorMessage(failure, 'data:retention.leads.saveFailed'));
      }
    };
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isShorter) setConfirming(true);
      else void save();
    };
    const scanText =
      scanRetentionMonths === null
        ? t('data:retention.scans.unlimited')
        : t('data:retention.scans.limited', { count: scanRetentionMonths, months: months(scanRetentionMonths) });

    return (
      <div className="space-y-6">
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t('data:retention.leads.title')}</h3>
          {canEdit ? (
            <form onSubmit={submit} className="space-y-3">
              <SelectField
                label={t('data:retention.leads.label')}
                hint={t('data:retention.leads.hint')}
                value={selected}
                onChange={(event) => setChoice(event.target.value)}
                error={isConfirming ? undefined : (error ?? undefined)}
              >
                <option value={UNTIL_DELETED}>{t('data:retention.leads.untilDeleted')}</option>
                {options.map((count) => (
                  <option key={count} value={String(count)}>
                    {months(count)}
                  </option>
                ))}
              </SelectField>
              <Button type="submit" isLoading={update.isPending && !isConfirming} disabled={selected === current}>
                {t('data:retention.leads.save')}
              </Button>
            </form>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {stored === null
                ? t('data:retention.leads.keptUntilDeleted')
                : t('data:retention.leads.keptFor', { count: stored, months: months(stored) })}{' '}
              {t('data:retention.leads.managersOnly')}
            </p>
          )}
        </div>
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t('data:retention.scans.title')}</h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{scanText}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('data:retention.scans.hint')}</p>
        </div>
        <ConfirmDialog
          isOpen={isConfirming}
          title={t('data:retention.leads.confirmTitle')}
          message={t('data:retention.leads.confirmText', { months: next === null ? '' : months(next) })}
          confirmLabel={t('data:retention.leads.confirm')}
          cancelLabel={t('data:retention.leads.cancel')}
          onConfirm={() => void save()}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
          isLoading={update.isPending}
          error={error}
        />
      </div>
    );
  };

  return (
    <section aria-labelledby="retention-title">
      <Card className="space-y-4">
        <div>
          <h2 id="retention-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('data:retention.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('data:retention.intro')}</p>
        </div>
        {body()}
      </Card>
    </section>
  );
}
