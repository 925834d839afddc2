import { LINK_DOMAIN_GRACE_DAYS } from '@nfc/contract/link-domains';
import { useTranslation } from 'react-i18next';
import { HelpDetails, ListPage } from '../../../components/list-page';
import { PageMeta } from '../../../components/page-meta';
import { useAuth } from '../../../lib/auth';
import { hasLinkDomainPlan } from '../../../lib/link-domains';
import { LinkDomainsSection } from '../components/link-domains-section';
import { UpgradeNotice } from '../components/upgrade-notice';

/** Settings > Link domains: the organisation's own hosts for scan links and card pages (issue 33). */
export default function LinkDomainsPage() {
  const { t } = useTranslation('domains');
  const { user } = useAuth();
  return (
    <ListPage width="narrow" title={t('domains:page.title')} subtitle={t('domains:page.subtitle')}>
      <PageMeta title={t('domains:page.title')} description={t('domains:page.subtitle')} />
      <HelpDetails title={t('domains:help.title')}>
        <p>{t('domains:help.steps')}</p>
        <p>{t('domains:help.using')}</p>
        <p>{t('domains:help.grace', { days: LINK_DOMAIN_GRACE_DAYS })}</p>
      </HelpDetails>
      {hasLinkDomainPlan(user) ? <LinkDomainsSection /> : <UpgradeNotice />}
    </ListPage>
  );
}
