import type { ApiKey } from '@nfc/contract/api-keys';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatDate, getLocale } from '../../../lib/format';

const formatDateTime = (value: string, language: string) =>
  new Intl.DateTimeFormat(getLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

type ApiKeyItemProps = { apiKey: ApiKey; onRevoke: (apiKey: ApiKey) => void };

/** One key: its name and prefix, what it may reach, who made it, when it was last used and when it ends. */
export function ApiKeyItem({ apiKey, onRevoke }: ApiKeyItemProps) {
  const { t, i18n } = useTranslation('apikeys');
  const titleId = useId();
  const isExpired = apiKey.expiresAt !== null && new Date(apiKey.expiresAt) <= new Date();
  const details: Array<[string, string]> = [
    [t('apikeys:item.createdBy'), apiKey.createdBy ? apiKey.createdBy.name : t('apikeys:item.formerMember')],
    [t('apikeys:item.created'), formatDate(apiKey.createdAt, i18n.language)],
    [
      t('apikeys:item.lastUsed'),
      apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt, i18n.language) : t('apikeys:item.neverUsed'),
    ],
    [
      t('apikeys:item.expires'),
      apiKey.expiresAt ? formatDate(apiKey.expiresAt, i18n.language) : t('apikeys:item.never'),
    ],
  ];
  return (
    <li
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-slate-900 wrap-anywhere dark:text-white">
            {apiKey.name}
          </h2>
          <p className="mt-1 font-mono text-sm text-slate-700 dark:text-slate-300">{apiKey.prefix}…</p>
        </div>
        {isExpired && (
          <span className="inline-flex items-center rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700">
            {t('apikeys:item.expired')}
          </span>
        )}
        <Button
          variant="danger"
          className="px-3 py-1.5"
          aria-label={t('apikeys:item.revokeNamed', { name: apiKey.name })}
          onClick={() => onRevoke(apiKey)}
        >
          {t('apikeys:item.revoke')}
        </Button>
      </div>
      <div>
        <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('apikeys:item.scopes')}</p>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {apiKey.scopes.map((scope) => (
            <li
              key={scope}
              className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            >
              {scope}
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-slate-900 wrap-anywhere dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
