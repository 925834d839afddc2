import { useTranslation } from 'react-i18next';
import { Outlet, useMatch } from 'react-router';
import { LinkButton } from '../../components/button';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { SkipLink } from '../../components/skip-link';
import { ThemeToggle } from '../../components/theme-toggle';
import { paths } from '../../config/paths';
import { PageSuspense } from './page-suspense';

/** A minimal frame for stand-alone pages: launch countdown, password gate, shared vCard. */
export function BareLayout() {
  const { t } = useTranslation();
  // The launch page is where a returning customer arrives: it offers the way to sign in.
  const isLaunch = useMatch(paths.launch) !== null;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4">
        <Logo to={paths.launch} />
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <ThemeToggle />
          {isLaunch && (
            <LinkButton to={paths.login} variant="ghost">
              {t('nav.login')}
            </LinkButton>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
    </div>
  );
}
