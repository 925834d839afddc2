import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { PageHeader } from '../components/page-header';
import { SectionHeading } from '../components/section-heading';

const statements: { key: 'mission' | 'vision'; icon: IconName }[] = [
  { key: 'mission', icon: 'target' },
  { key: 'vision', icon: 'compass' },
];

const values: { key: string; icon: IconName }[] = [
  { key: 'simplicity', icon: 'bolt' },
  { key: 'privacy', icon: 'lock' },
  { key: 'reliability', icon: 'shield' },
  { key: 'sustainability', icon: 'leaf' },
];

const purposeParagraphs = ['p1', 'p2', 'p3'] as const;

export default function AboutPage() {
  const { t } = useTranslation('marketing');

  return (
    <>
      <PageMeta title={t('meta.about.title')} description={t('meta.about.description')} />
      <PageHeader eyebrow={t('about.hero.eyebrow')} title={t('about.hero.title')} intro={t('about.hero.intro')} />

      <section aria-labelledby="mission-vision-title" className="py-16 sm:py-20">
        <h2 id="mission-vision-title" className="sr-only">
          {t('about.missionVisionTitle')}
        </h2>
        <div className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-2">
          {statements.map(({ key, icon }) => (
            <article
              key={key}
              aria-labelledby={`about-${key}`}
              className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <Icon name={icon} />
              </span>
              <h3 id={`about-${key}`} className="mt-5 text-xl font-semibold text-slate-900 dark:text-white">
                {t(`about.${key}.title`)}
              </h3>
              <p className="mt-3 text-lg font-medium text-slate-900 dark:text-slate-100">{t(`about.${key}.lead`)}</p>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{t(`about.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="values-title"
        className="border-y border-slate-200 bg-white py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mx-auto max-w-6xl px-4">
          <SectionHeading id="values-title" title={t('about.values.title')} intro={t('about.values.intro')} isCentred />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ key, icon }) => (
              <li key={key} className="rounded-xl bg-slate-50 p-6 dark:bg-slate-800">
                <Icon name={icon} className="size-7 text-indigo-700 dark:text-indigo-300" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                  {t(`about.values.items.${key}.title`)}
                </h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(`about.values.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="purpose-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4">
          <SectionHeading id="purpose-title" title={t('about.purpose.title')} />
          {purposeParagraphs.map((key) => (
            <p key={key} className="mt-5 text-lg text-slate-700 dark:text-slate-300">
              {t(`about.purpose.${key}`)}
            </p>
          ))}
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="px-4 pb-16 sm:pb-24">
        <div className="mx-auto max-w-6xl rounded-2xl border border-indigo-100 bg-indigo-50 px-6 py-12 text-center sm:px-12 dark:border-slate-700 dark:bg-slate-900">
          <h2
            id="about-cta-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {t('about.cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-slate-700 dark:text-slate-300">{t('about.cta.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={paths.products} className="px-6 py-3 text-base">
              {t('cta.products')}
            </LinkButton>
            <LinkButton to={paths.contact} variant="secondary" className="px-6 py-3 text-base">
              {t('cta.contact')}
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
