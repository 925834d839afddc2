import type { CreatedApiKey } from '@nfc/contract/api-keys';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { Dialog } from '../../../components/dialog';
import { inputClass } from '../../../components/styles';
import { toast } from '../../../lib/toast';

type CreatedKeyDialogProps = { created: CreatedApiKey | null; onClose: () => void };

/** The new key, this once: only its hash is kept, so closing the dialog is the last chance to copy it. */
export function CreatedKeyDialog({ created, onClose }: CreatedKeyDialogProps) {
  const { t } = useTranslation('apikeys');
  const inputId = useId();
  return (
    <Dialog isOpen={created !== null} onClose={onClose} title={t('apikeys:created.title')} className="max-w-lg">
      {created && (
        <div className="space-y-4">
          <Alert tone="warning" title={t('apikeys:created.onceTitle')}>
            <p>{t('apikeys:created.onceText')}</p>
          </Alert>
          <div className="space-y-1">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('apikeys:created.keyLabel', { name: created.name })}
            </label>
            <input
              id={inputId}
              readOnly
              value={created.key}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClass} font-mono`}
            />
          </div>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('apikeys:created.usage')}{' '}
            <code className="font-mono text-xs wrap-anywhere">Authorization: Bearer {created.prefix}…</code>
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <CopyButton
              value={created.key}
              label={t('apikeys:created.copy')}
              copiedLabel={t('apikeys:created.copied')}
              onError={() => toast.error(t('apikeys:created.copyFailed'))}
            />
            <Button onClick={onClose}>{t('apikeys:created.done')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
