/** Every route of the SPA in one place (spec: customer portal section 2, billing and admin section 2). */
export const paths = {
  launch: '/',
  passwordGate: '/password-gate',
  home: '/home',
  about: '/about',
  contact: '/contact',
  products: '/products',
  pricing: '/pricing',
  privacy: '/privacy',
  legal: '/legal',

  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  requestPasswordReset: '/request-password-reset',
  resetPassword: '/reset-password',
  join: '/join',

  hub: '/hub',
  dashboard: '/dashboard',
  tags: '/tags',
  tagNew: '/tags/new',
  tagEdit: '/tags/edit/:id',
  tagAnalytics: '/analytics/tag/:id',
  vcards: '/vcards',
  vcardNew: '/vcards/new',
  vcardEdit: '/vcards/edit',
  leads: '/leads',
  dashboardCreateVcf: '/dashboard/create-vcf',
  dashboardEditVcf: '/dashboard/edit-vcf/:vcfId',
  orderHistory: '/orders/history',
  orderFobs: '/order-fobs',
  billing: '/settings/billing',
  settings: '/settings',
  qrSettings: '/settings/qr',
  brand: '/settings/brand',
  yourData: '/settings/data',
  integrations: '/settings/integrations',
  webhooks: '/webhooks',
  team: '/settings/team',
  teamAnalytics: '/settings/team/analytics',
  teamTemplates: '/settings/team/templates',
  teamTemplateNew: '/settings/team/templates/new',
  teamTemplateEdit: '/settings/team/templates/edit/:id',
  activation: '/settings/activation',
  subscribeSuccess: '/subscribe/success',
  subscribeCancel: '/subscribe/cancel',

  publicVcard: '/vcard/:downloadToken',

  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminPlans: '/admin/plans',
  adminOrders: '/admin/orders',
  adminPricing: '/admin/pricing',
  adminMetrics: '/admin/metrics',
} as const;

/** Fills the `:param` parts of a route pattern. */
export function getHref(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
