import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { PageHeader } from '../components/page-header';
import { SectionHeading } from '../components/section-heading';

const figures = ['cards', 'businesses', 'uptime'] as const;

const products: { key: string; icon: IconName; features: string[]; useCases: string[] }[] = [
  {
    key: 'businessCards',
    icon: 'card',
    features: ['tap', 'update', 'contactFile', 'analytics'],
    useCases: ['sales', 'events', 'teams'],
  },
  {
    key: 'foodCounters',
    icon: 'utensils',
    features: ['menu', 'allergens', 'languages', 'feedback'],
    useCases: ['canteens', 'bakeries', 'hotels'],
  },
  {
    key: 'petTags',
    icon: 'paw',
    features: ['profile', 'noApp', 'privacy', 'durable'],
    useCases: ['owners', 'vets', 'shelters'],
  },
];

const steps = ['choose', 'configure', 'tap'] as const;

export default function ProductsPage() {
  const { t } = useTranslation('marketing');

  return (
    <>
      <PageMeta title={t('meta.products.title')} description={t('meta.products.description')} />
      <PageHeader
        eyebrow={t('products.hero.eyebrow')}
        title={t('products.hero.title')}
        intro={t('products.hero.intro')}
      >
        <dl className="grid max-w-2xl grid-cols-3 gap-3 sm:gap-6">
          {figures.map((key) => (
            <div
              key={key}
              className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white p-3 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
            >
              <dt className="mt-1 text-xs text-slate-700 sm:text-sm dark:text-slate-300">
                {t(`products.hero.figures.${key}.label`)}
              </dt>
              <dd className="text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
                {t(`products.hero.figures.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </PageHeader>

      <div className="mx-auto max-w-6xl space-y-10 px-4 py-16 sm:py-20">
        {products.map(({ key, icon, features, useCases }) => {
          const name = t(`products.items.${key}.name`);
          return (
            <section
              key={key}
              aria-labelledby={`product-${key}`}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-700 dark:bg-slate-900"
            >
              <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
                <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                  <Icon name={icon} className="size-8" />
                </span>
                <div>
                  <h2
                    id={`product-${key}`}
                    className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
                  >
                    {name}
                  </h2>
                  <p className="mt-1 font-medium text-indigo-700 dark:text-indigo-300">
                    {t(`products.items.${key}.tagline`)}
                  </p>
                  <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t(`products.items.${key}.text`)}</p>
                </div>
              </div>

              <div className="mt-8 grid gap-8 md:grid-cols-2">
                <div>
                  <h3 className="font-semibold text-slate-900 dark:text-white">{t('products.featuresTitle')}</h3>
                  <ul className="mt-3 space-y-2">
                    {features.map((feature) => (
                      <li key={feature} className="flex gap-3 text-slate-700 dark:text-slate-300">
                        <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                        <span>{t(`products.items.${key}.features.${feature}`)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="font-semibold text-slate-900 dark:text-white">{t('products.useCasesTitle')}</h3>
                  <ul className="mt-3 space-y-3">
                    {useCases.map((useCase) => (
                      <li key={useCase} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
                        <p className="font-medium text-slate-900 dark:text-white">
                          {t(`products.items.${key}.useCases.${useCase}.title`)}
                        </p>
                        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                          {t(`products.items.${key}.useCases.${useCase}.text`)}
                        </p>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>

              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <LinkButton to={paths.register}>
                  {t('products.getStarted')}
                  <span className="sr-only">{` ${t('products.withProduct', { product: name })}`}</span>
                </LinkButton>
                <LinkButton to={paths.contact} variant="secondary">
                  {t('products.learnMore')}
                  <span className="sr-only">{` ${t('products.aboutProduct', { product: name })}`}</span>
                </LinkButton>
              </div>
            </section>
          );
        })}
      </div>

      <section
        aria-labelledby="how-title"
        className="border-t border-slate-200 bg-white py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mx-auto max-w-6xl px-4">
          <SectionHeading
            id="how-title"
            eyebrow={t('products.how.eyebrow')}
            title={t('products.how.title')}
            intro={t('products.how.intro')}
            isCentred
          />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step} className="relative rounded-xl bg-slate-50 p-6 dark:bg-slate-800">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-indigo-600 text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                  <span className="sr-only">{`${t('products.how.stepLabel', { number: index + 1 })} `}</span>
                  {t(`products.how.steps.${step}.title`)}
                </h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`products.how.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
