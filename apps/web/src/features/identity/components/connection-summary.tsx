import type { SsoConnection } from '@nfc/contract/identity';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { StatusBadge } from './section';

/** A certificate this close to its end is flagged, so the new one is uploaded to the IdP and here in time. */
const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function CertificateExpiry({ expiresAt }: { expiresAt: string }) {
  const { t, i18n } = useTranslation('identity');
  const remainingMs = new Date(expiresAt).getTime() - Date.now();
  const date = formatDate(expiresAt, i18n.language);
  if (remainingMs <= 0) {
    return <StatusBadge tone="warning">{t('identity:connection.certificateExpired', { date })}</StatusBadge>;
  }
  if (remainingMs <= EXPIRY_WARNING_DAYS * DAY_MS) {
    return <StatusBadge tone="warning">{t('identity:connection.certificateExpiresSoon', { date })}</StatusBadge>;
  }
  return <span>{t('identity:connection.certificateExpires', { date })}</span>;
}

/** The connection as it is set up (never its secret). */
export function ConnectionSummary({ connection }: { connection: SsoConnection }) {
  const { t } = useTranslation('identity');
  const rows: Array<[string, string]> =
    connection.type === 'oidc'
      ? [
          [t('identity:connection.type'), t('identity:connection.oidc')],
          [t('identity:connection.issuer'), connection.issuer],
          [t('identity:connection.clientId'), connection.clientId],
        ]
      : [
          [t('identity:connection.type'), t('identity:connection.saml')],
          [t('identity:connection.idpEntityId'), connection.idpEntityId],
          [t('identity:connection.ssoUrl'), connection.ssoUrl],
          [t('identity:connection.metadataUrl'), connection.metadataUrl ?? t('identity:connection.metadataPasted')],
        ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700 dark:text-slate-300">{label}</dt>
          <dd className="text-slate-900 wrap-anywhere dark:text-slate-100">{value}</dd>
        </div>
      ))}
      {connection.type === 'saml' && (
        <div className="contents">
          <dt className="font-medium text-slate-700 dark:text-slate-300">{t('identity:connection.certificates')}</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {connection.certificatesExpireAt.length === 0 ? (
              t('identity:connection.noCertificates')
            ) : (
              <ul className="space-y-1">
                {connection.certificatesExpireAt.map((expiresAt, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the server, never reordered here
                  <li key={`${expiresAt}-${index}`}>
                    <CertificateExpiry expiresAt={expiresAt} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
