import { zodResolver } from '@hookform/resolvers/zod';
import type { Tag } from '@nfc/contract/tags';
import { bindChipBodySchema, type TagChip } from '@nfc/contract/verified-taps';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { type BindChipBody, useBindChip } from '../api/bind-chip';
import { useUnbindChip } from '../api/unbind-chip';

type BindChipInput = z.input<typeof bindChipBodySchema>;

/** The UID as the chip reports it, before the first tap binds one; the server answers 409 if either is taken. */
function BindChipForm({ tagId }: { tagId: string }) {
  // Fallback mode: the contract's `validation.*` messages live in the default namespace.
  const { t } = useTranslation(['tags', 'translation'], { nsMode: 'fallback' });
  const bindChip = useBindChip();
  const [serverError, setServerError] = useState<string | null>(null);
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BindChipInput, unknown, BindChipBody>({
    resolver: zodResolver(bindChipBodySchema),
    defaultValues: { uid: '' },
  });
  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (body: BindChipBody) => {
    setServerError(null);
    try {
      const tag = await bindChip.mutateAsync({ id: tagId, body });
      toast.success(t('tags:chip.bound', { uid: tag.chip?.uid ?? body.uid }));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['uid'])) {
        setServerError(getErrorMessage(error, 'tags:chip.bindFailed'));
      }
      focusErrors();
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onSubmit, focusErrors)}
      className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('tags:chip.bindTitle')}
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('tags:chip.bindHint')}</p>
      </div>
      {serverError && (
        <Alert tone="error" title={t('tags:chip.bindFailed')}>
          {serverError}
        </Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('tags:chip.uid')}
            hint={t('tags:chip.uidHint')}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            className="font-mono uppercase"
            error={translateMessage(t, errors.uid?.message)}
            {...register('uid')}
          />
        </div>
        <Button type="submit" className="sm:mt-6" isLoading={isSubmitting}>
          {t('tags:chip.bind')}
        </Button>
      </div>
    </form>
  );
}

function ChipDetails({ chip }: { chip: TagChip }) {
  const { t, i18n } = useTranslation('tags');
  const rows = [
    { label: t('tags:chip.uid'), value: <span className="font-mono break-all">{chip.uid}</span> },
    {
      label: t('tags:chip.lastCounter'),
      value: chip.lastCounter === null ? t('tags:chip.none') : formatNumber(chip.lastCounter, i18n.language),
    },
    {
      label: t('tags:chip.lastVerifiedAt'),
      value: chip.lastVerifiedAt ? (
        <time dateTime={chip.lastVerifiedAt}>{formatDateTime(chip.lastVerifiedAt, i18n.language)}</time>
      ) : (
        t('tags:chip.none')
      ),
    },
    {
      label: t('tags:chip.boundAt'),
      value: <time dateTime={chip.boundAt}>{formatDateTime(chip.boundAt, i18n.language)}</time>,
    },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{row.label}</dt>
          <dd className="mt-0.5 text-slate-900 tabular-nums dark:text-white">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The NTAG 424 DNA chip of a tag that checks its scans: its details and unbinding, or binding one. */
export function ChipPanel({ tag }: { tag: Tag }) {
  const { t } = useTranslation('tags');
  const headingId = useId();
  const unbindChip = useUnbindChip();
  const [isConfirming, setIsConfirming] = useState(false);
  const [unbindError, setUnbindError] = useState<string | null>(null);
  const chip = tag.chip;

  const closeConfirm = () => {
    setIsConfirming(false);
    setUnbindError(null);
  };

  const confirmUnbind = async () => {
    setUnbindError(null);
    try {
      await unbindChip.mutateAsync(tag.id);
      toast.success(t('tags:chip.unbound'));
      closeConfirm();
    } catch (error) {
      setUnbindError(getErrorMessage(error, 'tags:chip.unbindFailed'));
    }
  };

  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('tags:chip.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('tags:chip.description')}</p>
        </div>
        {chip ? (
          <>
            <ChipDetails chip={chip} />
            <Button variant="danger" onClick={() => setIsConfirming(true)}>
              {t('tags:chip.unbind')}
            </Button>
            <ConfirmDialog
              isOpen={isConfirming}
              title={t('tags:chip.unbindTitle')}
              message={t('tags:chip.unbindMessage', { uid: chip.uid })}
              confirmLabel={t('tags:chip.unbindConfirm')}
              cancelLabel={t('tags:chip.cancel')}
              onConfirm={() => void confirmUnbind()}
              onCancel={closeConfirm}
              isLoading={unbindChip.isPending}
              error={unbindError}
            />
          </>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('tags:chip.notBound')}</p>
            <BindChipForm tagId={tag.id} />
          </>
        )}
      </section>
    </Card>
  );
}
