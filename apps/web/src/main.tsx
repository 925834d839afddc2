import './theme-init';
import './index.css';
import './lib/i18n';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppLoading } from './app/app-loading';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Suspense fallback={<AppLoading />}>
      <App />
    </Suspense>
  </StrictMode>,
);
