import type { AdminStats } from '@nfc/contract/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Icon, type IconName } from '../../../components/icon';
import { saveFile } from '../../../components/save-file';
import { LoadingState } from '../../../components/spinner';
import { focusRing } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { formatCurrency } from '../../../lib/format';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useAdminPlans } from '../api/get-admin-plans';
import { useAdminStats } from '../api/get-admin-stats';
import { readinessQueryKey } from '../api/get-readiness';
import { AdminPage } from '../components/admin-page';
import { AuditList } from '../components/audit-list';
import { LoadError, useLoadErrorToast } from '../components/load-error';
import { StatCard } from '../components/stat-card';
import { SystemStatus } from '../components/system-status';
import { PLAN_CREATE_PARAM } from '../config';
import { toCsvBlob } from '../lib/csv';
import { type FigureKey, getFigure, getFiguresCsvRows, getFiguresFileName, moneyFigureKeys } from '../lib/figures-csv';
import { formatDateTime, formatNumber } from '../lib/format';

type FigureCard = {
  key: 'users' | 'orders' | 'revenue' | 'vcards' | 'tags' | 'plans' | 'mrr' | 'pendingOrders';
  to: string;
  icon: IconName;
};

/** The six figures and where each leads (spec: billing and admin section 2, /admin/dashboard). */
const cards: FigureCard[] = [
  { key: 'users', to: paths.adminUsers, icon: 'users' },
  { key: 'orders', to: paths.adminOrders, icon: 'box' },
  { key: 'revenue', to: paths.adminMetrics, icon: 'chart' },
  { key: 'vcards', to: paths.adminUsers, icon: 'card' },
  { key: 'tags', to: paths.adminUsers, icon: 'nfc' },
  { key: 'plans', to: paths.adminPlans, icon: 'tag' },
  // Beside the spec's six: recurring revenue, and orders not yet paid (never counted as revenue).
  { key: 'mrr', to: paths.adminUsers, icon: 'chart' },
  { key: 'pendingOrders', to: paths.adminOrders, icon: 'box' },
];

const quickActions: { key: string; to: string; icon: IconName }[] = [
  { key: 'users', to: paths.adminUsers, icon: 'users' },
  { key: 'createPlan', to: `${paths.adminPlans}?${PLAN_CREATE_PARAM}=1`, icon: 'tag' },
  { key: 'orders', to: paths.adminOrders, icon: 'box' },
  { key: 'pricing', to: paths.adminPricing, icon: 'settings' },
  { key: 'metrics', to: paths.adminMetrics, icon: 'chart' },
];

export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const stats = useAdminStats();
  const plans = useAdminPlans();
  const planNames = useMemo(() => new Map((plans.data ?? []).map((plan) => [plan.id, plan.name])), [plans.data]);

  useLoadErrorToast(stats.error, 'admin:dashboard.loadFailed', 'admin-stats-load');

  const formatFigure = (data: AdminStats, key: FigureKey) =>
    moneyFigureKeys.includes(key)
      ? formatCurrency(getFigure(data, key), 'EUR', i18n.language)
      : formatNumber(getFigure(data, key), i18n.language);
  const detailOf = (data: AdminStats, key: FigureCard['key']) => {
    if (key === 'revenue') {
      return t('dashboard.details.revenue', {
        orders: formatFigure(data, 'orderRevenue'),
        subscriptions: formatFigure(data, 'subscriptionRevenue'),
      });
    }
    if (key === 'mrr') return t('dashboard.details.mrr', { count: data.activeSubscriptions });
    if (key === 'pendingOrders')
      return t('dashboard.details.pendingOrders', { amount: formatFigure(data, 'pendingAmount') });
    return undefined;
  };

  const refresh = () => Promise.all([stats.refetch(), queryClient.invalidateQueries({ queryKey: readinessQueryKey })]);

  const exportFigures = () => {
    if (!stats.data) return;
    const now = new Date();
    const rows = getFiguresCsvRows(
      stats.data,
      {
        figure: t('dashboard.export.figure'),
        value: t('dashboard.export.value'),
        generatedAt: t('dashboard.export.generatedAt'),
        of: (key) => t(`dashboard.figures.${key}`),
      },
      now,
    );
    saveFile(toCsvBlob(rows), getFiguresFileName(now));
    toast.success(t('dashboard.export.done'), adminToastOptions);
  };

  return (
    <AdminPage
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      actions={
        <>
          <Button variant="secondary" onClick={() => void refresh()} isLoading={stats.isFetching}>
            {!stats.isFetching && <Icon name="refresh" className="size-4" />}
            {stats.isFetching ? t('dashboard.refreshing') : t('dashboard.refresh')}
          </Button>
          <Button variant="secondary" onClick={exportFigures} disabled={!stats.data}>
            {t('dashboard.export.button')}
          </Button>
        </>
      }
    >
      {stats.isPending ? (
        <LoadingState label={t('dashboard.loading')} />
      ) : stats.isError ? (
        <LoadError error={stats.error} fallbackKey="admin:dashboard.loadFailed" onRetry={() => void stats.refetch()} />
      ) : (
        <section aria-labelledby="figures-title" className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="figures-title" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('dashboard.figuresTitle')}
            </h2>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t('dashboard.updatedAt', { time: formatDateTime(new Date(stats.dataUpdatedAt), i18n.language) })}
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.key}>
                <StatCard
                  label={t(`dashboard.figures.${card.key}`)}
                  value={formatFigure(stats.data, card.key)}
                  detail={detailOf(stats.data, card.key)}
                  hint={t(`dashboard.cardLinks.${card.key}`)}
                  to={card.to}
                  icon={card.icon}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <Card className="space-y-4 lg:col-span-2">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t('dashboard.activity.title')}</h2>
          {stats.data ? (
            <AuditList
              entries={stats.data.recentActivity}
              planNames={planNames}
              emptyText={t('dashboard.activity.empty')}
            />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('dashboard.activity.unavailable')}</p>
          )}
        </Card>
        <div className="space-y-6">
          <Card className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('dashboard.quickActions.title')}
            </h2>
            <ul className="space-y-1">
              {quickActions.map((action) => (
                <li key={action.key}>
                  <Link
                    to={action.to}
                    className={`flex items-center gap-3 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
                  >
                    <Icon name={action.icon} className="size-5 text-indigo-700 dark:text-indigo-300" />
                    {t(`dashboard.quickActions.${action.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
          <SystemStatus stats={stats.data} />
        </div>
      </div>
    </AdminPage>
  );
}
