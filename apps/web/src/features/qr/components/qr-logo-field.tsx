import { qrLogoTypes } from '@nfc/contract/qr';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { focusRing } from '../../../components/styles';
import { getApiError, getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteQrLogo } from '../api/delete-qr-logo';
import { useUploadQrLogo } from '../api/upload-qr-logo';
import { checkLogoFile } from '../lib/qr-style-rules';

/** Upload (saved at once), replace or remove the logo in the centre of every code. */
export function QrLogoField({ hasLogo }: { hasLogo: boolean }) {
  const { t } = useTranslation('qr');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const upload = useUploadQrLogo();
  const remove = useDeleteQrLogo();
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const problem = checkLogoFile(file);
    if (problem) {
      setError(problem === 'size' ? t('qr:logo.tooLarge') : t('qr:logo.wrongType'));
      setInputKey((key) => key + 1);
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(t('qr:logo.uploaded'));
    } catch (failure) {
      setError(getApiError(failure)?.errors?.logo ?? getErrorMessage(failure, 'qr:logo.uploadFailed'));
    } finally {
      setInputKey((key) => key + 1);
    }
  };

  const confirmRemove = async () => {
    setRemoveError(null);
    try {
      await remove.mutateAsync(undefined);
      setConfirming(false);
      toast.success(t('qr:logo.removed'));
    } catch (failure) {
      setRemoveError(getErrorMessage(failure, 'qr:logo.removeFailed'));
    }
  };

  return (
    <section aria-labelledby="qr-logo-title" className="space-y-3">
      <div>
        <h2 id="qr-logo-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('qr:logo.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('qr:logo.description')}</p>
      </div>
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {hasLogo ? t('qr:logo.current') : t('qr:logo.none')}
      </p>
      <div className="space-y-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {hasLogo ? t('qr:logo.replace') : t('qr:logo.choose')}
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept={qrLogoTypes.join(',')}
          disabled={upload.isPending}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
          className={`block w-full rounded-md text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-800 hover:file:bg-indigo-100 dark:text-slate-300 dark:file:bg-indigo-950 dark:file:text-indigo-200 ${focusRing}`}
        />
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {t('qr:logo.hint')}
        </p>
        {upload.isPending && (
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {t('qr:logo.uploading')}
          </p>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      {hasLogo && (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('qr:logo.remove')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title={t('qr:logo.removeTitle')}
        message={t('qr:logo.removeMessage')}
        confirmLabel={t('qr:logo.removeConfirm')}
        cancelLabel={t('qr:logo.cancel')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => {
          setConfirming(false);
          setRemoveError(null);
        }}
        isLoading={remove.isPending}
        error={removeError}
      />
    </section>
  );
}
