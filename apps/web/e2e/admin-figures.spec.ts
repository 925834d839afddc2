import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { adminCredentials, createVerifiedUser, signIn } from './support';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

type Stats = {
  revenue: number;
  mrr: number;
  orderRevenue: number;
  subscriptionRevenue: number;
  pendingOrders: number;
  pendingAmount: number;
};

async function tokenOf(request: APIRequestContext, data: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function statsOf(request: APIRequestContext, token: string): Promise<Stats> {
  const response = await request.get('/api/admin/stats', { headers: { 'x-auth-token': token } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Stats;
}

const cents = (amount: number) => Math.round(amount * 100);

async function adminPage(browser: Browser, baseURL: string | undefined, language: 'en' | 'de') {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.goto('/login');
  if (language === 'en') {
    await signIn(page, adminCredentials.email, adminCredentials.password);
  } else {
    await page.getByLabel('E-Mail-Adresse').fill(adminCredentials.email);
    await page.getByLabel('Passwort', { exact: true }).fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/admin\/users$/);
  return { page, context };
}

test('the dashboard counts paid orders and subscriptions as revenue, MRR apart, pending apart; users by organisation', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const password = 'Figures-Passw0rd!';
  const email = await createVerifiedUser(request, password);
  const admin = await tokenOf(request, adminCredentials);
  const before = await statsOf(request, admin);

  // The owner subscribes to Core (9.90 a month) on the provider's checkout.
  await page.goto('/settings/billing');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await page
    .getByRole('article', { name: 'Core', exact: true })
    .getByRole('button', { name: 'Subscribe', exact: true })
    .click();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByText('Subscription confirmed')).toBeVisible();

  // Three orders: one paid (in production), one cancelled, one still awaiting review.
  const owner = await tokenOf(request, { email, password });
  const place = async (quantity: number) => {
    const response = await request.post('/api/orders/request', {
      headers: { 'x-auth-token': owner },
      data: { productType: 'pet_tag_core', quantity, shippingCountry: 'DE' },
    });
    expect(response.status()).toBe(201);
    const { orderId } = (await response.json()) as { orderId: string };
    const orders = (await (await request.get('/api/admin/orders', { headers: { 'x-auth-token': admin } })).json()) as {
      id: string;
      totalAmount: number;
    }[];
    return orders.find((order) => order.id === orderId) as { id: string; totalAmount: number };
  };
  const paid = await place(3);
  const cancelled = await place(4);
  const pending = await place(5);
  for (const [order, status] of [
    [paid, 'processing_vcf_pending'],
    [cancelled, 'cancelled'],
  ] as const) {
    const updated = await request.put(`/api/admin/orders/${order.id}/status`, {
      headers: { 'x-auth-token': admin },
      data: { status },
    });
    expect(updated.status()).toBe(200);
  }

  const after = await statsOf(request, admin);
  expect(cents(after.orderRevenue) - cents(before.orderRevenue)).toBe(cents(paid.totalAmount));
  expect(cents(after.mrr) - cents(before.mrr)).toBe(990);
  expect(cents(after.revenue) - cents(before.revenue)).toBe(cents(paid.totalAmount) + 990);
  expect(after.pendingOrders - before.pendingOrders).toBe(1);
  expect(cents(after.pendingAmount) - cents(before.pendingAmount)).toBe(cents(pending.totalAmount));

  // The dashboard shows exactly those figures, in English.
  const english = await adminPage(browser, baseURL, 'en');
  await english.page.goto('/admin/dashboard');
  const euro = (amount: number, locale: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
  const card = (name: string) => english.page.getByRole('link').filter({ hasText: name });
  await expect(card('Revenue').first()).toContainText(euro(after.revenue, 'en-US'));
  await expect(card('Revenue').first()).toContainText(
    `Paid orders ${euro(after.orderRevenue, 'en-US')} + subscriptions ${euro(after.subscriptionRevenue, 'en-US')}`,
  );
  await expect(card('Monthly recurring revenue')).toContainText(euro(after.mrr, 'en-US'));
  await expect(card('Pending orders')).toContainText(
    `${after.pendingOrders}${euro(after.pendingAmount, 'en-US')} awaiting review or payment`,
  );

  // Users are listed in their organisation: owner, plan, subscription and seats.
  await english.page.goto('/admin/users');
  await english.page.getByLabel('Search users').fill(email);
  const organisationRow = english.page.getByRole('row').filter({ hasText: `Owner: ${email}` });
  await expect(organisationRow).toContainText('Core');
  await expect(organisationRow).toContainText('Active');
  await expect(organisationRow).toContainText('1 of 3');
  await expect(organisationRow.getByRole('button', { name: /Edit organisation/ })).toBeEnabled();
  await expect(
    english.page.getByRole('rowheader', { name: new RegExp(`^${email.replace(/[.+]/g, '\\$&')}`) }),
  ).toContainText('Owner');
  await english.context.close();

  // And once in German, with German money.
  const german = await adminPage(browser, baseURL, 'de');
  await german.page.goto('/admin/dashboard');
  const karte = (name: string) => german.page.getByRole('link').filter({ hasText: name });
  await expect(karte('Monatlich wiederkehrender Umsatz')).toContainText(euro(after.mrr, 'de-DE'));
  await expect(karte('Offene Bestellungen').first()).toContainText(euro(after.pendingAmount, 'de-DE'));
  await expect(karte('Umsatz').first()).toContainText(euro(after.revenue, 'de-DE'));
  await german.context.close();
});
