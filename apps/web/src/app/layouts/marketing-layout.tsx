import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LinkButton } from '../../components/button';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { SkipLink } from '../../components/skip-link';
import { focusRing, textLink } from '../../components/styles';
import { ThemeToggle } from '../../components/theme-toggle';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { PageSuspense } from './page-suspense';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${focusRing} ${
    isActive
      ? 'text-indigo-700 dark:text-indigo-300'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

function MarketingNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  // Features, About and Contact are sections of the home page: from elsewhere the link goes there first.
  const sections = [
    { to: `${paths.home}#features`, label: t('nav.features') },
    { to: `${paths.home}#about`, label: t('nav.about') },
    { to: `${paths.home}#contact`, label: t('nav.contact') },
  ];
  return (
    <>
      {sections.map((link) => (
        <Link key={link.to} to={link.to} className={navLinkClass({ isActive: false })} onClick={onNavigate}>
          {link.label}
        </Link>
      ))}
      <NavLink to={paths.pricing} className={navLinkClass} onClick={onNavigate} end>
        {t('nav.pricing')}
      </NavLink>
    </>
  );
}

export function MarketingLayout() {
  const { t } = useTranslation();
  // A signed-in visitor (an invitation opened, the pricing page) is offered their portal, not a second sign-in.
  const { isAuthenticated } = useAuth();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Logo to={paths.launch} />
          <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
            <MarketingNav />
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitch />
            <ThemeToggle />
            {isAuthenticated ? (
              <LinkButton to={paths.hub}>{t('nav.toPortal')}</LinkButton>
            ) : (
              <>
                <LinkButton to={paths.login} variant="ghost">
                  {t('nav.login')}
                </LinkButton>
                <LinkButton to={paths.register}>{t('nav.register')}</LinkButton>
              </>
            )}
          </div>
          <button
            type="button"
            className={`inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
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
        </div>
        <div
          id={menuId}
          hidden={!isMenuOpen}
          className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
        >
          <nav aria-label={t('nav.mobile')} className="flex flex-col gap-1">
            <MarketingNav onNavigate={closeMenu} />
            {isAuthenticated ? (
              <NavLink to={paths.hub} className={navLinkClass} onClick={closeMenu}>
                {t('nav.toPortal')}
              </NavLink>
            ) : (
              <>
                <NavLink to={paths.login} className={navLinkClass} onClick={closeMenu}>
                  {t('nav.login')}
                </NavLink>
                <NavLink to={paths.register} className={navLinkClass} onClick={closeMenu}>
                  {t('nav.register')}
                </NavLink>
              </>
            )}
          </nav>
          <div className="mt-3 flex items-center gap-2">
            <LanguageSwitch />
            <ThemeToggle />
          </div>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>

      <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-700 sm:flex-row dark:text-slate-300">
          <p>{t('footer.copyright', { year })}</p>
          <nav aria-label={t('footer.nav')} className="flex flex-wrap gap-4">
            <Link to={paths.legal} className={textLink}>
              {t('footer.legal')}
            </Link>
            <Link to={paths.privacy} className={textLink}>
              {t('footer.privacy')}
            </Link>
            <Link to={`${paths.contact}#faq`} className={textLink}>
              {t('footer.faq')}
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
