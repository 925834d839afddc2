import type { LinkDomain } from '@nfc/contract/link-domains';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { focusRing } from '../../../components/styles';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useUpdateLinkDomain } from '../api/update-link-domain';
import { useVerifyLinkDomain } from '../api/verify-link-domain';
import { getServingNote } from '../lib/link-domain-view';
import { DnsRecords } from './dns-records';
import { DefaultBadge, LinkDomainStatusBadge } from './link-domain-badges';
import { RootUrlForm } from './root-url-form';

const smallButton = 'px-3 py-1.5';

/** Whether it serves, since when it was checked and what uses it: the lines under the host name. */
function DomainFacts({ domain }: { domain: LinkDomain }) {
  const { t, i18n } = useTranslation('domains');
  const note = getServingNote(domain);
  const tags = t('domains:item.tags', { count: domain.usage.tags });
  const cards = t('domains:item.cards', { count: domain.usage.cards });
  return (
    <div className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
      {note?.kind === 'servesUntil' && (
        <p className="font-medium text-red-800 dark:text-red-300">
          {t('domains:item.servesUntil', { date: formatDate(note.date, i18n.language) })}
        </p>
      )}
      {note?.kind === 'stopped' && (
        <p className="font-medium text-red-800 dark:text-red-300">{t('domains:item.stopped')}</p>
      )}
      <p>
        {domain.checkedAt
          ? t('domains:item.lastChecked', { time: formatDateTime(domain.checkedAt, i18n.language) })
          : t('domains:item.neverChecked')}
      </p>
      <p>
        {domain.usage.tags + domain.usage.cards > 0
          ? t('domains:item.usage', { tags, cards })
          : t('domains:item.unused')}
      </p>
    </div>
  );
}

/** Where `/` on the host leads, and the form to change it. */
function RootUrl({ domain }: { domain: LinkDomain }) {
  const { t } = useTranslation('domains');
  const [isEditing, setEditing] = useState(false);
  if (isEditing) return <RootUrlForm domain={domain} onDone={() => setEditing(false)} />;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      <p className="min-w-0 wrap-anywhere">
        {domain.rootUrl
          ? t('domains:rootUrl.current', { host: domain.hostname, url: domain.rootUrl })
          : t('domains:rootUrl.none', { host: domain.hostname })}
      </p>
      <Button
        variant="ghost"
        className="px-2 py-1"
        aria-label={t('domains:rootUrl.editNamed', { host: domain.hostname })}
        onClick={() => setEditing(true)}
      >
        {t('domains:rootUrl.edit')}
      </Button>
    </div>
  );
}

type LinkDomainItemProps = { domain: LinkDomain; onDelete: (domain: LinkDomain) => void };

/** One link domain: its state, the DNS records to set, verify, default, root address and delete. */
export function LinkDomainItem({ domain, onDelete }: LinkDomainItemProps) {
  const { t } = useTranslation('domains');
  const verify = useVerifyLinkDomain();
  const update = useUpdateLinkDomain();
  const titleId = useId();
  const host = domain.hostname;
  const isVerified = domain.status === 'verified';

  const setDefault = (isDefault: boolean) =>
    update.mutate(
      { id: domain.id, isDefault },
      {
        onSuccess: () =>
          toast.success(
            isDefault ? t('domains:item.madeDefault', { host }) : t('domains:item.defaultStopped', { host }),
          ),
      },
    );

  return (
    <li aria-labelledby={titleId} className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56 space-y-2">
          <h3 id={titleId} className="font-semibold text-slate-900 wrap-anywhere dark:text-white">
            {host}
          </h3>
          <p className="flex flex-wrap items-center gap-2">
            <LinkDomainStatusBadge status={domain.status} />
            {domain.isDefault && <DefaultBadge />}
          </p>
          <DomainFacts domain={domain} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={isVerified ? 'secondary' : 'primary'}
            className={smallButton}
            isLoading={verify.isPending}
            aria-label={t(isVerified ? 'domains:verify.againNamed' : 'domains:verify.named', { host })}
            onClick={() => verify.mutate(domain.id)}
          >
            {isVerified ? t('domains:verify.again') : t('domains:verify.button')}
          </Button>
          {domain.isDefault ? (
            <Button
              variant="secondary"
              className={smallButton}
              isLoading={update.isPending}
              aria-label={t('domains:item.stopDefaultNamed', { host })}
              onClick={() => setDefault(false)}
            >
              {t('domains:item.stopDefault')}
            </Button>
          ) : (
            domain.isServing && (
              <Button
                variant="secondary"
                className={smallButton}
                isLoading={update.isPending}
                aria-label={t('domains:item.makeDefaultNamed', { host })}
                onClick={() => setDefault(true)}
              >
                {t('domains:item.makeDefault')}
              </Button>
            )
          )}
          <Button
            variant="danger"
            className={smallButton}
            aria-haspopup="dialog"
            aria-label={t('domains:delete.named', { host })}
            onClick={() => onDelete(domain)}
          >
            {t('domains:delete.button')}
          </Button>
        </div>
      </div>

      <p role="status" className="sr-only">
        {verify.isPending ? t('domains:verify.checking', { host }) : ''}
      </p>
      {verify.isError && (
        <Alert tone="error" title={t('domains:verify.failedTitle')}>
          {getErrorMessage(verify.error, 'domains:verify.failed')}
        </Alert>
      )}
      {verify.isSuccess && verify.data.status === 'verified' && (
        <Alert tone="success">{t('domains:verify.success', { host })}</Alert>
      )}
      {update.isError && <Alert tone="error">{getErrorMessage(update.error, 'domains:item.defaultFailed')}</Alert>}

      <RootUrl domain={domain} />

      {isVerified ? (
        <details className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <summary
            className={`cursor-pointer rounded-sm text-sm font-medium text-slate-900 dark:text-white ${focusRing}`}
          >
            {t('domains:records.title')}
          </summary>
          <div className="mt-3">
            <DnsRecords domain={domain} />
          </div>
        </details>
      ) : (
        <DnsRecords domain={domain} />
      )}
    </li>
  );
}
