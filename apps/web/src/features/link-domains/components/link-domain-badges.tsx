import type { LinkDomainStatus } from '@nfc/contract/link-domains';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusTones } from '../lib/link-domain-view';

const badgeTones = {
  good: 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700',
  neutral: 'bg-indigo-50 text-indigo-900 ring-indigo-300 dark:bg-indigo-950 dark:text-indigo-100 dark:ring-indigo-700',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
  danger: 'bg-red-50 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-700',
} as const;

function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeTones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Pending (no record yet), verified (serving) or failed (the record went missing). */
export function LinkDomainStatusBadge({ status }: { status: LinkDomainStatus }) {
  const { t } = useTranslation('domains');
  return <Badge tone={statusTones[status]}>{t(`domains:status.${status}`)}</Badge>;
}

/** The organisation's default: tags and cards without a domain of their own are on it. */
export function DefaultBadge() {
  const { t } = useTranslation('domains');
  return <Badge tone="neutral">{t('domains:item.default')}</Badge>;
}
