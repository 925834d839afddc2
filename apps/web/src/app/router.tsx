import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { teamAreas } from '../lib/team-role';
import { PublicOnly, RequireAdmin, RequireAuth, RequirePlatformAccess, RequireTeamRole } from './guards';
import { AdminLayout } from './layouts/admin-layout';
import { BareLayout } from './layouts/bare-layout';
import { MarketingLayout } from './layouts/marketing-layout';
import { PortalLayout } from './layouts/portal-layout';
import { RootLayout } from './layouts/root-layout';

/** Every page is its own chunk, so public pages never pull the portal or admin code. */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

const marketing = {
  launch: () => import('../features/marketing/pages/launch-page'),
  passwordGate: () => import('../features/marketing/pages/password-gate-page'),
  home: () => import('../features/marketing/pages/home-page'),
  about: () => import('../features/marketing/pages/about-page'),
  contact: () => import('../features/marketing/pages/contact-page'),
  products: () => import('../features/marketing/pages/products-page'),
  pricing: () => import('../features/marketing/pages/pricing-page'),
  privacy: () => import('../features/marketing/pages/privacy-page'),
  legal: () => import('../features/marketing/pages/legal-page'),
};

const tagEditor = () => import('../features/tags/pages/tag-editor-page');
const vcardEditor = () => import('../features/vcards/pages/vcard-editor-page');
const cardTemplateEditor = () => import('../features/vcards/pages/card-template-editor-page');
const tagsList = () => import('../features/tags/pages/tags-page');

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <BareLayout />,
        children: [
          { path: paths.launch, element: page(marketing.launch) },
          { path: paths.passwordGate, element: page(marketing.passwordGate) },
          { path: paths.publicVcard, element: page(() => import('../features/public-vcard/pages/public-vcard-route')) },
        ],
      },
      {
        element: <MarketingLayout />,
        children: [
          { path: paths.pricing, element: page(marketing.pricing) },
          { path: paths.privacy, element: page(marketing.privacy) },
          { path: paths.legal, element: page(marketing.legal) },
          // Not PublicOnly: whoever holds the link may join, and joining signs them in as the new member.
          { path: paths.join, element: page(() => import('../features/team/pages/join-page')) },
          // A test sign-in signs nobody in: the admin's tab shows the result whether or not it holds a session.
          {
            path: paths.ssoTestResult,
            element: page(() => import('../features/identity/pages/sso-test-result-page')),
          },
          {
            element: <RequirePlatformAccess />,
            children: [
              { path: paths.home, element: page(marketing.home) },
              { path: paths.about, element: page(marketing.about) },
              { path: paths.products, element: page(marketing.products) },
              { path: paths.contact, element: page(marketing.contact) },
            ],
          },
          {
            element: <PublicOnly />,
            children: [
              { path: paths.login, element: page(() => import('../features/auth/pages/login-page')) },
              { path: paths.register, element: page(() => import('../features/auth/pages/register-page')) },
              { path: paths.verifyEmail, element: page(() => import('../features/auth/pages/verify-email-page')) },
              {
                path: paths.requestPasswordReset,
                element: page(() => import('../features/auth/pages/request-password-reset-page')),
              },
              { path: paths.resetPassword, element: page(() => import('../features/auth/pages/reset-password-page')) },
              { path: paths.ssoComplete, element: page(() => import('../features/auth/pages/sso-complete-page')) },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <PortalLayout />,
            children: [
              { path: paths.hub, element: page(() => import('../features/hub/pages/hub-page')) },
              { path: paths.vcards, element: page(() => import('../features/vcards/pages/vcards-page')) },
              { path: paths.vcardNew, element: page(vcardEditor) },
              { path: paths.leads, element: page(() => import('../features/leads/pages/leads-page')) },
              { path: paths.vcardEdit, element: page(vcardEditor) },
              { path: paths.dashboardCreateVcf, element: page(vcardEditor) },
              { path: paths.dashboardEditVcf, element: page(vcardEditor) },
              { path: paths.settings, element: page(() => import('../features/settings/pages/settings-page')) },
              { path: paths.activation, element: page(() => import('../features/settings/pages/activation-page')) },
              // Every member reads the brand kit (their cards follow it); only owner and admins can save it.
              { path: paths.brand, element: page(() => import('../features/vcards/pages/brand-page')) },
              { path: paths.team, element: page(() => import('../features/team/pages/team-page')) },
              // Every member may delete their own account here; the organisation's sections are the owner's.
              { path: paths.yourData, element: page(() => import('../features/data/pages/your-data-page')) },
              // Open to members too: they see their own figures only (the server filters).
              {
                path: paths.teamAnalytics,
                element: page(() => import('../features/team/pages/team-analytics-page')),
              },
              {
                element: <RequireTeamRole roles={teamAreas.manage} />,
                children: [
                  { path: paths.dashboard, element: page(() => import('./pages/dashboard-page')) },
                  { path: paths.tags, element: page(tagsList) },
                  { path: paths.tagNew, element: page(tagEditor) },
                  { path: paths.tagEdit, element: page(tagEditor) },
                  {
                    path: paths.tagAnalytics,
                    element: page(() => import('../features/tags/pages/tag-analytics-page')),
                  },
                  {
                    path: paths.orderHistory,
                    element: page(() => import('../features/orders/pages/order-history-page')),
                  },
                  { path: paths.orderFobs, element: page(() => import('../features/orders/pages/order-fobs-page')) },
                  { path: paths.qrSettings, element: page(() => import('../features/qr/pages/qr-settings-page')) },
                  { path: paths.webhooks, element: page(() => import('../features/webhooks/pages/webhooks-page')) },
                  { path: paths.apiKeys, element: page(() => import('../features/api-keys/pages/api-keys-page')) },
                  { path: paths.sso, element: page(() => import('../features/identity/pages/sso-settings-page')) },
                  {
                    path: paths.linkDomains,
                    element: page(() => import('../features/link-domains/pages/link-domains-page')),
                  },
                  {
                    path: paths.integrations,
                    element: page(() => import('../features/integrations/pages/integrations-page')),
                  },
                  {
                    path: paths.teamTemplates,
                    element: page(() => import('../features/vcards/pages/card-templates-page')),
                  },
                  { path: paths.teamTemplateNew, element: page(cardTemplateEditor) },
                  { path: paths.teamTemplateEdit, element: page(cardTemplateEditor) },
                ],
              },
              {
                element: <RequireTeamRole roles={teamAreas.billing} />,
                children: [
                  { path: paths.billing, element: page(() => import('../features/billing/pages/billing-page')) },
                  {
                    path: paths.subscribeSuccess,
                    element: page(() => import('../features/billing/pages/subscribe-success-page')),
                  },
                  {
                    path: paths.subscribeCancel,
                    element: page(() => import('../features/billing/pages/subscribe-cancel-page')),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: paths.admin,
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <Navigate to={paths.adminDashboard} replace /> },
              {
                path: paths.adminDashboard,
                element: page(() => import('../features/admin/pages/admin-dashboard-page')),
              },
              { path: paths.adminUsers, element: page(() => import('../features/admin/pages/admin-users-page')) },
              { path: paths.adminPlans, element: page(() => import('../features/admin/pages/admin-plans-page')) },
              { path: paths.adminOrders, element: page(() => import('../features/admin/pages/admin-orders-page')) },
              { path: paths.adminPricing, element: page(() => import('../features/admin/pages/admin-pricing-page')) },
              { path: paths.adminMetrics, element: page(() => import('../features/admin/pages/admin-metrics-page')) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.launch} replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
