import type { LinkDomain } from '@nfc/contract/link-domains';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/field';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeleteLinkDomain } from '../api/delete-link-domain';
import { getMoveTargets } from '../lib/link-domain-view';

type DeleteLinkDomainDialogProps = {
  /** The domain asked about; null keeps the dialog closed. */
  domain: LinkDomain | null;
  /** Every domain of the organisation: the ones its tags and cards may move to. */
  domains: readonly LinkDomain[];
  onClose: () => void;
  appOrigin?: string;
};

/** First the plain question; once the server says tags or cards use the domain (409), where they should go. */
type Step = { kind: 'confirm' } | { kind: 'move'; reason: string };

function DeleteSteps({ domain, domains, onClose, appOrigin }: DeleteLinkDomainDialogProps & { domain: LinkDomain }) {
  const { t } = useTranslation('domains');
  const remove = useDeleteLinkDomain();
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const [error, setError] = useState<string | null>(null);
  const targets = getMoveTargets(domains, domain, appOrigin ?? window.location.origin);
  const [moveTo, setMoveTo] = useState(targets[0]?.value ?? 'default');
  const host = domain.hostname;

  const submit = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ id: domain.id, moveTo: step.kind === 'move' ? moveTo : undefined });
      toast.success(t('domains:delete.deleted', { host }));
      onClose();
    } catch (failure) {
      if (step.kind === 'confirm' && getErrorStatus(failure) === 409) {
        setStep({ kind: 'move', reason: getErrorMessage(failure, 'domains:delete.inUse') });
        return;
      }
      setError(getErrorMessage(failure, 'domains:delete.failed'));
    }
  };

  return (
    <>
      {step.kind === 'move' && (
        <>
          <Alert tone="warning">{step.reason}</Alert>
          <SelectField
            label={t('domains:delete.moveTo')}
            hint={t('domains:delete.moveHint')}
            value={moveTo}
            onChange={(event) => setMoveTo(event.currentTarget.value)}
          >
            {targets.map((target) => (
              <option key={target.value} value={target.value}>
                {target.isDefault ? t('domains:delete.moveToDefault', { host: target.host }) : target.host}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('domains:delete.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void submit()} isLoading={remove.isPending}>
          {step.kind === 'move' ? t('domains:delete.moveAndDelete') : t('domains:delete.confirm')}
        </Button>
      </div>
    </>
  );
}

/**
 * Deleting a link domain: links on it stop working, so it asks first; when tags or cards still use it the server
 * refuses (409), and the dialog offers to move them to another serving domain or the default, then deletes.
 */
export function DeleteLinkDomainDialog({ domain, domains, onClose, appOrigin }: DeleteLinkDomainDialogProps) {
  const { t } = useTranslation('domains');
  return (
    <Dialog
      isOpen={domain !== null}
      onClose={onClose}
      role="alertdialog"
      title={domain ? t('domains:delete.title', { host: domain.hostname }) : ''}
      description={domain ? t('domains:delete.message', { host: domain.hostname }) : undefined}
    >
      {/* Keyed by the domain: each question starts again at the first step. */}
      {domain && (
        <DeleteSteps key={domain.id} domain={domain} domains={domains} onClose={onClose} appOrigin={appOrigin} />
      )}
    </Dialog>
  );
}
