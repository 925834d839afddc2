import { type LinkDomain, MAX_LINK_DOMAINS } from '@nfc/contract/link-domains';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Card } from '../../../components/card';
import { ListLoadError, SectionEmptyState } from '../../../components/list-page';
import { LoadingState } from '../../../components/spinner';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { useLinkDomains } from '../../../lib/link-domains';
import { AddLinkDomainForm } from './add-link-domain-form';
import { DeleteLinkDomainDialog } from './delete-link-domain-dialog';
import { LinkDomainItem } from './link-domain-item';
import { UpgradeNotice } from './upgrade-notice';

/** The organisation's link domains: the add form, then each domain; a plan the server refuses shows the notice. */
export function LinkDomainsSection() {
  const { t } = useTranslation(['domains', 'translation']);
  const domainsQuery = useLinkDomains();
  const [deleting, setDeleting] = useState<LinkDomain | null>(null);
  const titleId = useId();

  if (domainsQuery.isError && getErrorStatus(domainsQuery.error) === 403) return <UpgradeNotice />;

  const domains = domainsQuery.data ?? [];
  const isAtLimit = domains.length >= MAX_LINK_DOMAINS;

  let content: ReactNode;
  if (domainsQuery.isPending) {
    content = <LoadingState label={t('domains:list.loading')} />;
  } else if (domainsQuery.isError) {
    content = (
      <ListLoadError
        title={t('domains:list.errorTitle')}
        message={getErrorMessage(domainsQuery.error, 'domains:list.errorFallback')}
        onRetry={() => void domainsQuery.refetch()}
      />
    );
  } else if (domains.length === 0) {
    content = <SectionEmptyState title={t('domains:list.emptyTitle')} text={t('domains:list.emptyText')} />;
  } else {
    content = (
      <ul className="space-y-3">
        {domains.map((domain) => (
          <LinkDomainItem key={domain.id} domain={domain} onDelete={setDeleting} />
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby={titleId} role="region" className="space-y-4">
      <div className="space-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('domains:list.title')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('domains:list.description')}</p>
      </div>
      <AddLinkDomainForm isAtLimit={isAtLimit} />
      {isAtLimit && <Alert tone="info">{t('domains:list.limitReached', { limit: MAX_LINK_DOMAINS })}</Alert>}
      {content}
      <DeleteLinkDomainDialog domain={deleting} domains={domains} onClose={() => setDeleting(null)} />
    </Card>
  );
}
