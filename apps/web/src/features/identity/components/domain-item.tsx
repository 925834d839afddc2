import type { VerifiedDomain } from '@nfc/contract/identity';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { getErrorMessage } from '../../../lib/api-client';
import { useVerifyDomain } from '../api/verify-domain';
import { formatDateTime } from '../lib/format-time';
import { CopyValue } from './copy-value';
import { StatusBadge } from './section';

type DomainItemProps = { domain: VerifiedDomain; onRemove: (domain: VerifiedDomain) => void };

/** One domain: whether it is verified and when it was last checked, the TXT record to publish, verify and remove. */
export function DomainItem({ domain, onRemove }: DomainItemProps) {
  const { t, i18n } = useTranslation('identity');
  const verify = useVerifyDomain();
  const titleId = useId();
  const isVerified = domain.verifiedAt !== null;
  return (
    <li aria-labelledby={titleId} className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56 space-y-1">
          <h3 id={titleId} className="font-semibold text-slate-900 wrap-anywhere dark:text-white">
            {domain.domain}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <StatusBadge tone={isVerified ? 'good' : 'warning'}>
              {isVerified ? t('identity:domains.verified') : t('identity:domains.notVerified')}
            </StatusBadge>
            <span>
              {domain.checkedAt
                ? t('identity:domains.lastChecked', { time: formatDateTime(domain.checkedAt, i18n.language) })
                : t('identity:domains.neverChecked')}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant={isVerified ? 'secondary' : 'primary'}
            className="px-3 py-1.5"
            isLoading={verify.isPending}
            aria-label={t(isVerified ? 'identity:domains.checkAgainNamed' : 'identity:domains.verifyNamed', {
              domain: domain.domain,
            })}
            onClick={() => verify.mutate(domain.id)}
          >
            {isVerified ? t('identity:domains.checkAgain') : t('identity:domains.verify')}
          </Button>
          <Button
            variant="danger"
            className="px-3 py-1.5"
            aria-label={t('identity:domains.removeNamed', { domain: domain.domain })}
            onClick={() => onRemove(domain)}
          >
            {t('identity:domains.remove')}
          </Button>
        </div>
      </div>
      {verify.isError && (
        <Alert tone="error" title={t('identity:domains.verifyFailedTitle')}>
          {getErrorMessage(verify.error, 'identity:domains.verifyFailed')}
        </Alert>
      )}
      {verify.isSuccess && verify.data.verifiedAt && (
        <Alert tone="success">{t('identity:domains.verifySuccess', { domain: domain.domain })}</Alert>
      )}
      {!isVerified && <p className="text-sm text-slate-700 dark:text-slate-300">{t('identity:domains.publish')}</p>}
      <div className="space-y-3">
        <p className="text-xs font-medium text-slate-600 dark:text-slate-400">
          {t('identity:domains.recordType', { type: domain.verificationRecord.type })}
        </p>
        <CopyValue label={t('identity:domains.recordName')} value={domain.verificationRecord.name} />
        <CopyValue label={t('identity:domains.recordValue')} value={domain.verificationRecord.value} />
      </div>
    </li>
  );
}
