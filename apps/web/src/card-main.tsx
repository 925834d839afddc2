// The public card page's own entry: what a stranger's phone loads after a scan, without the portal's
// router, query cache or HTTP client (the full app still renders the same view at /vcard/:token).
import './theme-init';
import './card.css';
import './lib/i18n';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppLoading } from './app/app-loading';
import { LanguageSwitch } from './components/language-switch';
import { ThemeToggle } from './components/theme-toggle';
import { PublicVcardView } from './features/public-vcard/pages/public-vcard-page';
import { ThemeProvider } from './lib/theme';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const match = window.location.pathname.match(/^\/vcard\/([^/]+)\/?$/);
const downloadToken = match?.[1] ? decodeURIComponent(match[1]) : '';

createRoot(container).render(
  <StrictMode>
    <Suspense fallback={<AppLoading />}>
      <ThemeProvider>
        <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
          <header className="mx-auto flex w-full max-w-md items-center justify-end gap-2 px-4 py-3">
            <LanguageSwitch />
            <ThemeToggle />
          </header>
          <main id="main" className="flex-1">
            <PublicVcardView downloadToken={downloadToken} />
          </main>
        </div>
      </ThemeProvider>
    </Suspense>
  </StrictMode>,
);
