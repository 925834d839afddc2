import type { LinkDomain } from '@nfc/contract/link-domains';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/copy-value';
import { toast } from '../../../lib/toast';
import { formatTarget } from '../lib/link-domain-view';

type RecordValueProps = { label: string; value: string; copyLabel: string };

/** A value to type exactly as shown at the DNS provider: its label, the value and a copy button. */
function RecordValue({ label, value, copyLabel }: RecordValueProps) {
  const { t } = useTranslation('domains');
  return (
    <CopyValue
      label={label}
      value={value}
      copyLabel={copyLabel}
      copiedLabel={t('domains:records.copied')}
      onCopyFailed={() => toast.error(t('domains:records.copyFailed'))}
    />
  );
}

/** The two records a host needs at its DNS provider: one pointing it at us, one TXT record proving it is theirs. */
export function DnsRecords({ domain }: { domain: LinkDomain }) {
  const { t } = useTranslation('domains');
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t('domains:records.pointTitle')}</h4>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {domain.target.type === 'CNAME'
            ? t('domains:records.pointCname', { host: domain.hostname })
            : t('domains:records.pointA', { host: domain.hostname })}
        </p>
        <p className="font-mono text-xs text-slate-900 wrap-anywhere dark:text-slate-100">{formatTarget(domain)}</p>
        <RecordValue
          label={t('domains:records.target', { type: domain.target.type })}
          value={domain.target.value}
          copyLabel={t('domains:records.copyTarget')}
        />
      </div>
      <div className="space-y-2">
        <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t('domains:records.proveTitle')}</h4>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('domains:records.prove', { type: domain.verificationRecord.type })}
        </p>
        <RecordValue
          label={t('domains:records.name')}
          value={domain.verificationRecord.name}
          copyLabel={t('domains:records.copyName')}
        />
        <RecordValue
          label={t('domains:records.value')}
          value={domain.verificationRecord.value}
          copyLabel={t('domains:records.copyValue')}
        />
      </div>
    </div>
  );
}
