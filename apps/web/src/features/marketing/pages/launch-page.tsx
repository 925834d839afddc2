import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { launchConfig } from '../config';
import { getCountdown, getLaunchProgress } from '../countdown';
import { formatLongDate } from '../format';
import { useNow } from '../hooks/use-now';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

const highlights: { key: string; icon: IconName }[] = [
  { key: 'tags', icon: 'nfc' },
  { key: 'cards', icon: 'card' },
  { key: 'analytics', icon: 'chart' },
];

export default function LaunchPage() {
  const { t, i18n } = useTranslation('marketing');
  const { launchAt, countdownStartAt } = launchConfig;
  const now = useNow(1000, launchAt);
  const countdown = getCountdown(now, launchAt);
  const progress = getLaunchProgress(now, countdownStartAt, launchAt);
  const date = formatLongDate(launchAt, i18n.resolvedLanguage);
  const state = countdown.isLaunched ? 'after' : 'before';

  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-12 sm:pt-12">
      <PageMeta title={t(`meta.launch.${state}.title`)} description={t('meta.launch.description')} />
      <section aria-labelledby="launch-title" className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
          <Icon name={countdown.isLaunched ? 'rocket' : 'clock'} className="size-4" />
          {t(`launch.${state}.eyebrow`)}
        </p>
        <h1
          id="launch-title"
          className="mt-5 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white"
        >
          {t(`launch.${state}.title`)}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {t(`launch.${state}.intro`, { date })}
        </p>

        <div role="timer" aria-label={t('launch.timerLabel', { date })} className="mt-10">
          <dl className="grid grid-cols-4 gap-2 sm:gap-4">
            {units.map((unit) => (
              <div
                key={unit}
                className="flex flex-col-reverse justify-end rounded-xl border border-slate-200 bg-white px-1 py-4 shadow-sm sm:py-6 dark:border-slate-700 dark:bg-slate-900"
              >
                <dt className="mt-1 text-xs font-medium text-slate-700 sm:text-sm dark:text-slate-300">
                  {t(`launch.units.${unit}`)}
                </dt>
                <dd
                  data-testid={`countdown-${unit}`}
                  className="text-3xl font-bold text-slate-900 tabular-nums sm:text-5xl dark:text-white"
                >
                  {String(countdown[unit]).padStart(2, '0')}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="mx-auto mt-8 max-w-xl text-left">
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span id="launch-progress-label" className="font-medium text-slate-800 dark:text-slate-200">
              {t('launch.progressLabel')}
            </span>
            <span className="text-slate-700 tabular-nums dark:text-slate-300">
              {t('launch.progressValue', { percent: progress })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="launch-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={t('launch.progressValue', { percent: progress })}
            className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full rounded-full bg-indigo-600 transition-[width] duration-700 motion-reduce:transition-none dark:bg-indigo-400"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>

        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <LinkButton to={paths.passwordGate} className="px-6 py-3 text-base">
            {t('launch.enter')}
            <Icon name="arrowRight" className="size-5" />
          </LinkButton>
          <LinkButton to={paths.contact} variant="secondary" className="px-6 py-3 text-base">
            {t('launch.contact')}
          </LinkButton>
        </div>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t('launch.accessNote')}</p>
      </section>

      <section aria-labelledby="launch-highlights-title" className="mt-16">
        <h2 id="launch-highlights-title" className="sr-only">
          {t('launch.highlightsTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {highlights.map(({ key, icon }) => (
            <li
              key={key}
              className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <Icon name={icon} />
              </span>
              <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">
                {t(`launch.highlights.${key}.title`)}
              </h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(`launch.highlights.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <nav
        aria-label={t('launch.linksLabel')}
        className="mt-16 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-slate-200 pt-6 text-sm dark:border-slate-800"
      >
        <Link to={paths.passwordGate} className={textLink}>
          {t('launch.links.platform')}
        </Link>
        <Link to={paths.contact} className={textLink}>
          {t('launch.links.contact')}
        </Link>
        <Link to={paths.privacy} className={textLink}>
          {t('launch.links.privacy')}
        </Link>
        <Link to={paths.legal} className={textLink}>
          {t('launch.links.legal')}
        </Link>
      </nav>
    </div>
  );
}
