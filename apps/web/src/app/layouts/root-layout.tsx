import { Outlet, ScrollRestoration } from 'react-router';
import { TestModeBanner } from '../../features/billing/components/test-mode-banner';

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <TestModeBanner />
      <Outlet />
    </>
  );
}
