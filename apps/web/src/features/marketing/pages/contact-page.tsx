import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { focusRing, textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { PageHeader } from '../components/page-header';
import { SectionHeading } from '../components/section-heading';
import { companyConfig } from '../config';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

const faqKeys = ['nfc', 'phones', 'app', 'change', 'order', 'delivery', 'plans', 'data'] as const;

export default function ContactPage() {
  const { t } = useTranslation('marketing');
  useScrollToHash();

  return (
    <>
      <PageMeta title={t('meta.contact.title')} description={t('meta.contact.description')} />
      <PageHeader eyebrow={t('contact.hero.eyebrow')} title={t('contact.hero.title')} intro={t('contact.hero.intro')} />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-20 lg:grid-cols-5">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 lg:self-start dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('contact.form.title')}
          </h2>
          <div className="mt-4">
            <ContactForm labelledBy="contact-form-title" />
          </div>
        </section>

        <section aria-labelledby="location-title" className="lg:col-span-2">
          <h2 id="location-title" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('contact.location.title')}
          </h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            {t('contact.location.text', { city: companyConfig.city })}
          </p>
          <ContactDetails className="mt-6" />
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
            <h3 className="font-semibold text-slate-900 dark:text-white">{t('contact.location.directionsTitle')}</h3>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('contact.location.directions')}</p>
          </div>
        </section>
      </div>

      <section
        id="faq"
        aria-labelledby="faq-title"
        className="scroll-mt-20 border-t border-slate-200 bg-white py-16 outline-none sm:py-20 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mx-auto max-w-3xl px-4">
          <SectionHeading id="faq-title" title={t('contact.faq.title')} intro={t('contact.faq.intro')} />
          <div className="mt-10 divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {faqKeys.map((key) => (
              <details key={key} className="group py-1">
                <summary
                  className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left font-semibold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden ${focusRing}`}
                >
                  <h3>{t(`contact.faq.items.${key}.question`)}</h3>
                  <Icon
                    name="arrowRight"
                    className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-90 motion-reduce:transition-none dark:text-slate-400"
                  />
                </summary>
                <p className="pb-5 text-slate-700 dark:text-slate-300">{t(`contact.faq.items.${key}.answer`)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="contact-legal-title" className="py-16">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="contact-legal-title" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('contact.legal.title')}
          </h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t('contact.legal.text')}</p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={paths.legal} className={textLink}>
                {t('contact.legal.legalLink')}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={textLink}>
                {t('contact.legal.privacyLink')}
              </Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
