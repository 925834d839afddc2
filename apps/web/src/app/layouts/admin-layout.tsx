import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button, LinkButton } from '../../components/button';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { SkipLink } from '../../components/skip-link';
import { focusRing } from '../../components/styles';
import { ThemeToggle } from '../../components/theme-toggle';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { PageSuspense } from './page-suspense';

const adminLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${focusRing} ${
    isActive
      ? 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

export function AdminLayout() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();

  const signOut = () => {
    logout();
    navigate(paths.login, { replace: true });
  };

  const links = [
    { to: paths.adminDashboard, label: t('admin.nav.dashboard') },
    { to: paths.adminUsers, label: t('admin.nav.users') },
    { to: paths.adminPlans, label: t('admin.nav.plans') },
    { to: paths.adminOrders, label: t('admin.nav.orders') },
    { to: paths.adminPricing, label: t('admin.nav.pricing') },
    { to: paths.adminMetrics, label: t('admin.nav.metrics') },
  ];

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <Logo to={paths.adminDashboard} compact />
          <span className="rounded bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white uppercase dark:bg-slate-200 dark:text-slate-900">
            {t('admin.badge')}
          </span>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            <LanguageSwitch />
            <ThemeToggle />
            <LinkButton to={paths.hub} variant="secondary" className="px-3">
              {t('admin.userView')}
            </LinkButton>
            <Button variant="ghost" onClick={signOut} className="px-3">
              {t('admin.signOut')}
            </Button>
          </div>
        </div>
        <nav aria-label={t('admin.nav.label')} className="mx-auto max-w-7xl overflow-x-auto px-4 pb-2">
          <div className="flex gap-1">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={adminLinkClass}>
                {link.label}
              </NavLink>
            ))}
          </div>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 outline-none">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
    </div>
  );
}
