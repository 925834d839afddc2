import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';
import { HeroIllustration } from '../components/hero-illustration';
import { SectionHeading } from '../components/section-heading';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';

const features: { key: string; icon: IconName }[] = [
  { key: 'tags', icon: 'nfc' },
  { key: 'vcards', icon: 'card' },
  { key: 'fobs', icon: 'box' },
  { key: 'analytics', icon: 'chart' },
  { key: 'updates', icon: 'refresh' },
  { key: 'privacy', icon: 'shield' },
];

const stats = ['cards', 'businesses', 'uptime', 'reply'] as const;
const aboutPoints = ['berlin', 'hardware', 'support'] as const;

/** Sections that the header navigation scrolls to; the offset keeps them clear of the sticky header. */
const sectionClass = 'scroll-mt-20 outline-none';

export default function HomePage() {
  const { t } = useTranslation('marketing');
  useScrollToHash();

  return (
    <>
      <PageMeta title={t('meta.home.title')} description={t('meta.home.description')} />

      <div className="border-b border-slate-200 bg-linear-to-b from-indigo-50 to-slate-50 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
              {t('home.hero.eyebrow')}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
              {t('home.hero.title')}
            </h1>
            <p className="mt-5 text-lg text-slate-700 dark:text-slate-300">{t('home.hero.intro')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <LinkButton to={paths.register} className="px-6 py-3 text-base">
                {t('cta.register')}
              </LinkButton>
              <LinkButton to={paths.orderFobs} variant="secondary" className="px-6 py-3 text-base">
                {t('cta.orderFobs')}
              </LinkButton>
            </div>
            <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t('home.hero.note')}</p>
          </div>
          <div className="flex justify-center">
            <HeroIllustration label={t('home.hero.imageAlt')} />
          </div>
        </div>
      </div>

      <section id="features" aria-labelledby="features-title" className={`${sectionClass} py-16 sm:py-24`}>
        <div className="mx-auto max-w-6xl px-4">
          <SectionHeading
            id="features-title"
            eyebrow={t('home.features.eyebrow')}
            title={t('home.features.title')}
            intro={t('home.features.intro')}
            isCentred
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ key, icon }) => (
              <li
                key={key}
                className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                  <Icon name={icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                  {t(`home.features.items.${key}.title`)}
                </h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`home.features.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="bg-indigo-700 py-14 text-white dark:bg-indigo-950">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="stats-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            {t('home.stats.title')}
          </h2>
          <dl className="mt-10 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
            {stats.map((key) => (
              <div key={key} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm text-indigo-100">{t(`home.stats.items.${key}.label`)}</dt>
                <dd className="text-4xl font-bold tracking-tight">{t(`home.stats.items.${key}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="about" aria-labelledby="about-title" className={`${sectionClass} py-16 sm:py-24`}>
        <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-2">
          <div>
            <SectionHeading id="about-title" eyebrow={t('home.about.eyebrow')} title={t('home.about.title')} />
            <p className="mt-5 text-slate-700 dark:text-slate-300">{t('home.about.text1')}</p>
            <p className="mt-4 text-slate-700 dark:text-slate-300">{t('home.about.text2')}</p>
            <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
              <Link to={paths.about} className={textLink}>
                {t('home.about.aboutLink')}
              </Link>
              <Link to={paths.products} className={textLink}>
                {t('home.about.productsLink')}
              </Link>
            </div>
          </div>
          <ul className="space-y-4">
            {aboutPoints.map((key) => (
              <li
                key={key}
                className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
              >
                <Icon name="check" className="mt-0.5 size-6 shrink-0 text-emerald-700 dark:text-emerald-400" />
                <div>
                  <h3 className="font-semibold text-slate-900 dark:text-white">
                    {t(`home.about.points.${key}.title`)}
                  </h3>
                  <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    {t(`home.about.points.${key}.text`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="px-4">
        <div className="mx-auto max-w-6xl rounded-2xl border border-indigo-100 bg-indigo-50 px-6 py-12 text-center sm:px-12 dark:border-slate-700 dark:bg-slate-900">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {t('home.cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-slate-700 dark:text-slate-300">{t('home.cta.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={paths.register} className="px-6 py-3 text-base">
              {t('cta.register')}
            </LinkButton>
            <LinkButton to={paths.orderFobs} variant="secondary" className="px-6 py-3 text-base">
              {t('cta.orderFobs')}
            </LinkButton>
          </div>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-title" className={`${sectionClass} py-16 sm:py-24`}>
        <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <SectionHeading
              id="contact-title"
              eyebrow={t('home.contact.eyebrow')}
              title={t('home.contact.title')}
              intro={t('home.contact.intro')}
            />
            <ContactDetails className="mt-8" />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 lg:self-start dark:border-slate-700 dark:bg-slate-900">
            <ContactForm labelledBy="contact-title" />
          </div>
        </div>
      </section>
    </>
  );
}
