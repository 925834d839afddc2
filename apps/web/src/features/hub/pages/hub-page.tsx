import type { ActivityKind, UserActivity } from '@nfc/contract/activity';
import type { TeamRole } from '@nfc/contract/team-roles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { LoadingState } from '../../../components/spinner';
import { focusRing } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { getLocale } from '../../../lib/format';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';
import { useUserActivity } from '../api/get-user-activity';
import { CreateCardAction } from '../components/create-card-action';
import { FirstRunChecklist } from '../components/first-run-checklist';
import { UnscannedTagsAlert } from '../components/unscanned-tags-alert';
import { getDisplayName } from '../display-name';
import { formatRelativeTime } from '../relative-time';

/** `roles`: who sees the figure; a member cannot open tags or orders, so is not shown their counts. */
const allFigures: { key: keyof UserActivity['counts']; icon: IconName; roles?: readonly TeamRole[] }[] = [
  { key: 'tags', icon: 'tag', roles: teamAreas.manage },
  { key: 'vcards', icon: 'card' },
  { key: 'orders', icon: 'box', roles: teamAreas.manage },
  { key: 'scans30d', icon: 'scan' },
];

/** `roles`: the team roles that may open the target (none: everyone); a member does not manage tags or orders. */
type HubLink = { key: string; to: string; icon: IconName; roles?: readonly TeamRole[] };

const allQuickActions: HubLink[] = [
  { key: 'tags', to: paths.dashboard, icon: 'tag', roles: teamAreas.manage },
  { key: 'orderFobs', to: paths.orderFobs, icon: 'box', roles: teamAreas.manage },
  { key: 'settings', to: paths.settings, icon: 'settings' },
];

const allQuickLinks: HubLink[] = [
  { key: 'viewCards', to: paths.vcards, icon: 'card' },
  { key: 'orderFobs', to: paths.orderFobs, icon: 'box', roles: teamAreas.manage },
  { key: 'printExport', to: paths.dashboard, icon: 'printer', roles: teamAreas.manage },
];

const activityIcons: Record<ActivityKind, IconName> = {
  tag_created: 'tag',
  vcard_created: 'card',
  order_placed: 'box',
  scan: 'scan',
};

const panelClass = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900';
const headingClass = 'text-lg font-semibold text-slate-900 dark:text-white';

function RecentActivity() {
  const { t, i18n } = useTranslation('hub');
  const { t: tShared } = useTranslation();
  const { user } = useAuth();
  const activity = useUserActivity();
  const locale = getLocale(i18n.resolvedLanguage);

  if (activity.isPending) return <LoadingState label={t('activity.loading')} />;
  if (activity.isError) {
    return (
      <Alert tone="error" title={t('activity.error')}>
        <Button variant="secondary" className="mt-3" onClick={() => void activity.refetch()}>
          {tShared('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (activity.data.recent.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center dark:border-slate-600">
        <p className="font-semibold text-slate-900 dark:text-white">{t('activity.empty.title')}</p>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('activity.empty.text')}</p>
        <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          <CreateCardAction label={t('activity.empty.createCard')} className="items-center" />
          {hasTeamRole(user, teamAreas.manage) && (
            <LinkButton to={paths.dashboard} variant="secondary">
              {t('activity.empty.toTags')}
            </LinkButton>
          )}
        </div>
      </div>
    );
  }
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {activity.data.recent.map((item) => (
        <li key={`${item.kind}-${item.at}-${item.label}`} className="flex items-start gap-3 py-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
            <Icon name={activityIcons[item.kind]} className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm text-slate-900 dark:text-slate-100">
              <span className="font-medium">{t(`activity.kinds.${item.kind}`)}</span>
              {item.label && <span className="break-words">: {item.label}</span>}
            </p>
            <time
              dateTime={item.at}
              title={dateFormat.format(new Date(item.at))}
              className="text-xs text-slate-600 dark:text-slate-400"
            >
              {formatRelativeTime(item.at, locale)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Figures() {
  const { t, i18n } = useTranslation('hub');
  const { user } = useAuth();
  const activity = useUserActivity();
  const figures = allFigures.filter((figure) => hasTeamRole(user, figure.roles));
  const numberFormat = new Intl.NumberFormat(getLocale(i18n.resolvedLanguage));
  return (
    <dl
      className={`grid grid-cols-2 gap-4 ${figures.length === 4 ? 'lg:grid-cols-4' : ''}`}
      aria-busy={activity.isPending || undefined}
    >
      {figures.map(({ key, icon }) => (
        <div key={key} className={`${panelClass} flex flex-col-reverse justify-end p-4 sm:p-5`}>
          <dt className="mt-1 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Icon name={icon} className="size-4 shrink-0 text-indigo-700 dark:text-indigo-300" />
            {t(`figures.${key}`)}
          </dt>
          <dd className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
            {activity.data ? numberFormat.format(activity.data.counts[key]) : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function HubPage() {
  const { t } = useTranslation('hub');
  const { user } = useAuth();
  const name = user ? getDisplayName(user) : '';
  const quickActions = allQuickActions.filter((link) => hasTeamRole(user, link.roles));
  const quickLinks = allQuickLinks.filter((link) => hasTeamRole(user, link.roles));

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-10">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white">
          {t('welcome', { name })}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('subtitle')}</p>
      </div>

      {user && !user.isEmailVerified && (
        <Alert tone="warning" title={t('unverified.title')}>
          <p>{t('unverified.text')}</p>
          <Link
            to={paths.login}
            className={`mt-2 inline-block font-semibold underline underline-offset-2 rounded-sm ${focusRing}`}
          >
            {t('unverified.link')}
          </Link>
        </Alert>
      )}

      <FirstRunChecklist />

      {hasTeamRole(user, teamAreas.manage) && <UnscannedTagsAlert />}

      <section aria-labelledby="hub-figures-title">
        <h2 id="hub-figures-title" className="sr-only">
          {t('figures.title')}
        </h2>
        <Figures />
      </section>

      <section aria-labelledby="hub-actions-title">
        <h2 id="hub-actions-title" className={headingClass}>
          {t('quickActions.title')}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {quickActions.map(({ key, to, icon }) => (
            <li key={key}>
              <Link
                to={to}
                className={`group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-indigo-500 dark:hover:bg-slate-800 ${focusRing}`}
              >
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white">
                  <Icon name={icon} />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    {t(`quickActions.${key}.title`)}
                  </span>
                  <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                    {t(`quickActions.${key}.text`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="hub-activity-title" className={`${panelClass} lg:col-span-2`}>
          <h2 id="hub-activity-title" className={headingClass}>
            {t('activity.title')}
          </h2>
          <div className="mt-3">
            <RecentActivity />
          </div>
        </section>

        <section aria-labelledby="hub-links-title" className={panelClass}>
          <h2 id="hub-links-title" className={headingClass}>
            {t('quickLinks.title')}
          </h2>
          <ul className="mt-3 space-y-1">
            {quickLinks.map(({ key, to, icon }) => (
              <li key={key}>
                <Link
                  to={to}
                  className={`flex items-center gap-3 rounded-md px-2 py-2 text-sm font-medium text-indigo-700 hover:bg-slate-100 dark:text-indigo-300 dark:hover:bg-slate-800 ${focusRing}`}
                >
                  <Icon name={icon} className="size-5 shrink-0" />
                  {t(`quickLinks.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
