import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../../components/page-meta';
import { textLink } from '../../../components/styles';
import { CompanyAddress } from '../components/company-address';
import { PageHeader } from '../components/page-header';
import { companyConfig, getPhoneHref } from '../config';

const disclaimers = ['content', 'links', 'copyright'] as const;

function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="border-b border-slate-200 py-8 first:pt-0 last:border-b-0 dark:border-slate-800"
    >
      <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-3">{children}</div>
    </section>
  );
}

export default function LegalPage() {
  const { t, i18n } = useTranslation('marketing');
  const representatives = new Intl.ListFormat(i18n.resolvedLanguage ?? 'en', {
    style: 'long',
    type: 'conjunction',
  }).format(companyConfig.representatives);
  const responsible = companyConfig.representatives[0] ?? companyConfig.name;

  return (
    <>
      <PageMeta title={t('meta.legal.title')} description={t('meta.legal.description')} />
      <PageHeader eyebrow={t('legal.eyebrow')} title={t('legal.title')} intro={t('legal.intro')} />

      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-700 sm:py-16 dark:text-slate-300">
        <LegalSection id="legal-provider" title={t('legal.provider.title')}>
          <CompanyAddress />
        </LegalSection>

        <LegalSection id="legal-contact" title={t('legal.contact.title')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-medium text-slate-900 dark:text-white">{t('legal.contact.phone')}</dt>
            <dd>
              <a href={getPhoneHref(companyConfig.phone)} className={textLink}>
                {companyConfig.phone}
              </a>
            </dd>
            <dt className="font-medium text-slate-900 dark:text-white">{t('legal.contact.email')}</dt>
            <dd className="break-all">
              <a href={`mailto:${companyConfig.email}`} className={textLink}>
                {companyConfig.email}
              </a>
            </dd>
          </dl>
        </LegalSection>

        <LegalSection id="legal-representatives" title={t('legal.representatives.title')}>
          <p>{t('legal.representatives.text', { names: representatives })}</p>
        </LegalSection>

        <LegalSection id="legal-register" title={t('legal.register.title')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-medium text-slate-900 dark:text-white">{t('legal.register.court')}</dt>
            <dd>{companyConfig.registerCourt}</dd>
            <dt className="font-medium text-slate-900 dark:text-white">{t('legal.register.number')}</dt>
            <dd>{companyConfig.registerNumber}</dd>
          </dl>
        </LegalSection>

        <LegalSection id="legal-vat" title={t('legal.vat.title')}>
          <p>
            {t('legal.vat.text')}{' '}
            <span className="font-medium text-slate-900 dark:text-white">{companyConfig.vatId}</span>
          </p>
        </LegalSection>

        <LegalSection id="legal-responsible" title={t('legal.responsible.title')}>
          <p>{t('legal.responsible.text', { name: responsible })}</p>
          <CompanyAddress />
        </LegalSection>

        <LegalSection id="legal-dispute" title={t('legal.dispute.title')}>
          <p>{t('legal.dispute.text')}</p>
        </LegalSection>

        <LegalSection id="legal-disclaimers" title={t('legal.disclaimers.title')}>
          {disclaimers.map((key) => (
            <div key={key} className="pt-2">
              <h3 className="font-semibold text-slate-900 dark:text-white">{t(`legal.disclaimers.${key}.title`)}</h3>
              <p className="mt-2">{t(`legal.disclaimers.${key}.p1`)}</p>
              <p className="mt-2">{t(`legal.disclaimers.${key}.p2`)}</p>
            </div>
          ))}
        </LegalSection>
      </div>
    </>
  );
}
