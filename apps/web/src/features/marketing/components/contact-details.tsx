import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { textLink } from '../../../components/styles';
import { companyConfig, getPhoneHref } from '../config';
import { CompanyAddress } from './company-address';

function DetailRow({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold text-slate-900 dark:text-white">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
          <Icon name={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 pl-12 text-sm break-words text-slate-700 dark:text-slate-300">{children}</dd>
    </div>
  );
}

/** Address, e-mail, phone and office hours of the operator. */
export function ContactDetails({ className = '' }: { className?: string }) {
  const { t } = useTranslation('marketing');
  return (
    <dl className={`space-y-5 ${className}`}>
      <DetailRow icon="mapPin" label={t('contactDetails.address')}>
        <CompanyAddress />
      </DetailRow>
      <DetailRow icon="mail" label={t('contactDetails.email')}>
        <a href={`mailto:${companyConfig.email}`} className={textLink}>
          {companyConfig.email}
        </a>
      </DetailRow>
      <DetailRow icon="phone" label={t('contactDetails.phone')}>
        <a href={getPhoneHref(companyConfig.phone)} className={textLink}>
          {companyConfig.phone}
        </a>
      </DetailRow>
      <DetailRow icon="clock" label={t('contactDetails.hours')}>
        {t('contactDetails.hoursValue')}
      </DetailRow>
    </dl>
  );
}
