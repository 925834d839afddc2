import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { Dialog } from '../../../components/dialog';
import { inputClass } from '../../../components/styles';
import { toast } from '../../../lib/toast';

type ScimTokenDialogProps = { token: string | null; onClose: () => void };

/** The new SCIM token, this once: only its hash is kept, so closing the dialog is the last chance to copy it. */
export function ScimTokenDialog({ token, onClose }: ScimTokenDialogProps) {
  const { t } = useTranslation('identity');
  const inputId = useId();
  return (
    <Dialog isOpen={token !== null} onClose={onClose} title={t('identity:scim.createdTitle')} className="max-w-lg">
      {token && (
        <div className="space-y-4">
          <Alert tone="warning" title={t('identity:scim.onceTitle')}>
            <p>{t('identity:scim.onceText')}</p>
          </Alert>
          <div className="space-y-1">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('identity:scim.tokenLabel')}
            </label>
            <input
              id={inputId}
              readOnly
              value={token}
              spellCheck={false}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClass} font-mono`}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <CopyButton
              value={token}
              label={t('identity:scim.copyToken')}
              copiedLabel={t('identity:copy.copied')}
              onError={() => toast.error(t('identity:copy.failed'))}
            />
            <Button onClick={onClose}>{t('identity:scim.done')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
