import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { SkipLink } from '../../components/skip-link';
import { focusRing, textLink } from '../../components/styles';
import { ThemeToggle } from '../../components/theme-toggle';
import { paths } from '../../config/paths';
import { DeletionNotice } from '../../features/data/components/deletion-notice';
import { useAuth } from '../../lib/auth';
import { getPersonInitials, getPersonName } from '../../lib/person-initials';
import { hasTeamRole, teamAreas } from '../../lib/team-role';
import { PageSuspense } from './page-suspense';

const sidebarLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center rounded-md px-3 py-2 text-sm font-medium ${focusRing} ${
    isActive
      ? 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

export function PortalLayout() {
  const { t } = useTranslation();
  const { user, logout, refetchProfile } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // While the organisation waits to be erased the portal is the notice; Your data stays open for the export.
  const isDeletionPending = Boolean(user?.deletionScheduledAt) && pathname !== paths.yourData;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The stored user may be stale (activation, plan changes by an admin): refresh it once per portal visit.
  useEffect(() => {
    void refetchProfile();
  }, [refetchProfile]);

  const signOut = () => {
    logout();
    navigate(paths.login, { replace: true });
  };

  // Each link names the team roles that may use it (none: everyone); the routes are guarded the same way.
  const links = [
    { to: paths.hub, label: t('portal.nav.hub') },
    { to: paths.dashboard, label: t('portal.nav.tags'), roles: teamAreas.manage },
    { to: paths.vcards, label: t('portal.nav.vcards') },
    { to: paths.leads, label: t('portal.nav.leads') },
    { to: paths.orderFobs, label: t('portal.nav.orderFobs'), roles: teamAreas.manage },
    { to: paths.orderHistory, label: t('portal.nav.orderHistory'), roles: teamAreas.manage },
    { to: paths.billing, label: t('portal.nav.billing'), roles: teamAreas.billing },
    { to: paths.qrSettings, label: t('portal.nav.qrCodes'), roles: teamAreas.manage },
    { to: paths.webhooks, label: t('portal.nav.webhooks'), roles: teamAreas.manage },
    { to: paths.apiKeys, label: t('portal.nav.apiKeys'), roles: teamAreas.manage },
    { to: paths.team, label: t('portal.nav.team') },
    { to: paths.settings, label: t('portal.nav.settings') },
  ].filter((link) => hasTeamRole(user, link.roles));

  const navItems = links.map((link) => (
    <NavLink
      key={link.to}
      to={link.to}
      end={link.to === paths.settings}
      className={sidebarLinkClass}
      onClick={() => setMenuOpen(false)}
    >
      {link.label}
    </NavLink>
  ));

  const adminLink = user?.role === 'admin' && (
    <Link to={paths.adminDashboard} className={`${textLink} px-2 py-1 text-sm`}>
      {t('portal.topBar.admin')}
    </Link>
  );

  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 lg:flex dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <aside className="hidden border-r border-slate-200 bg-white lg:block lg:w-64 lg:shrink-0 dark:border-slate-800 dark:bg-slate-900">
        <div className="px-4 py-4">
          <Logo to={paths.hub} />
        </div>
        <nav aria-label={t('portal.nav.label')} className="flex flex-col gap-1 p-3">
          {navItems}
        </nav>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <div className="flex items-center gap-2 px-4 py-3">
            <button
              type="button"
              className={`inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                {isMenuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
            </button>
            <div className="lg:hidden">
              <Logo to={paths.hub} compact />
            </div>
            <div className="ml-auto flex items-center gap-2">
              <div className="hidden items-center gap-2 sm:flex">
                {adminLink}
                <LanguageSwitch />
                <ThemeToggle />
              </div>
              <span
                title={[getPersonName(user), user?.email].filter(Boolean).join(' · ')}
                data-testid="portal-avatar"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white"
              >
                <span aria-hidden="true">{getPersonInitials(user)}</span>
                <span className="sr-only">{t('portal.topBar.signedInAs', { email: user?.email ?? '' })}</span>
              </span>
              <Button variant="secondary" onClick={signOut} className="px-3">
                {t('portal.topBar.signOut')}
              </Button>
            </div>
          </div>
          <div
            id={menuId}
            hidden={!isMenuOpen}
            className="border-t border-slate-200 px-3 py-3 lg:hidden dark:border-slate-800"
          >
            <nav aria-label={t('portal.nav.label')} className="flex flex-col gap-1">
              {navItems}
            </nav>
            <div className="mt-3 flex flex-wrap items-center gap-2 px-1 sm:hidden">
              {adminLink}
              <LanguageSwitch />
              <ThemeToggle />
            </div>
          </div>
          {user && !user.isAccountActive && (
            <div
              role="status"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
            >
              <span>{t('portal.topBar.inactiveWarning')}</span>
              <Link
                to={paths.activation}
                className={`font-semibold underline underline-offset-2 rounded-sm ${focusRing}`}
              >
                {t('portal.topBar.activateNow')}
              </Link>
            </div>
          )}
        </header>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <PageSuspense>
            {isDeletionPending ? (
              <div className="mx-auto max-w-2xl px-4 py-8">
                <DeletionNotice isFullPage />
              </div>
            ) : (
              <Outlet />
            )}
          </PageSuspense>
        </main>
      </div>
    </div>
  );
}
