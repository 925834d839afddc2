import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminCredentials, createVerifiedUser, organisation, signIn } from './support';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

const password = 'Hub-Passw0rd!';

async function getToken(request: APIRequestContext, email: string, secret: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password: secret } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Gives the user the Core plan through the admin API, so that vCards can be created. */
async function grantCorePlan(request: APIRequestContext, email: string): Promise<void> {
  const adminToken = await getToken(request, adminCredentials.email, adminCredentials.password);
  const headers = { 'x-auth-token': adminToken };
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as { id: string; email: string }[];
  const user = users.find((item) => item.email === email);
  expect(user, email).toBeDefined();
  const plans = (await (await request.get('/api/public/plans')).json()) as { id: string; name: string }[];
  const core = plans.find((plan) => plan.name === 'Core');
  expect(core).toBeDefined();
  const updated = await request.put(`/api/admin/users/${user?.id}`, {
    headers,
    data: { planId: core?.id, isAccountActive: true },
  });
  expect(updated.status()).toBe(200);
}

test('the hub greets the organisation and shows its real activity', async ({ page, request }) => {
  const email = await createVerifiedUser(request, password);

  await page.goto('/hub');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/hub$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${organisation.organisationName}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Hub · NFC Platform');

  // A new account: empty state, zero figures, no unverified-address alert.
  await expect(page.getByText('No activity yet')).toBeVisible();
  await expect(page.locator('dt', { hasText: /^vCards$/ }).locator('xpath=following-sibling::dd')).toHaveText('0');
  await expect(page.getByText('Please verify your e-mail address')).toHaveCount(0);

  const actions = page.getByRole('region', { name: 'Quick actions' });
  await expect(actions.getByRole('link', { name: /Manage tags/ })).toHaveAttribute('href', '/dashboard');
  await expect(actions.getByRole('link', { name: /Order fobs/ })).toHaveAttribute('href', '/order-fobs');
  await expect(actions.getByRole('link', { name: /Settings/ })).toHaveAttribute('href', '/settings');
  const links = page.getByRole('region', { name: 'Quick links' });
  await expect(links.getByRole('link', { name: 'View your cards' })).toHaveAttribute('href', '/vcards');
  await expect(links.getByRole('link', { name: 'Order fobs' })).toHaveAttribute('href', '/order-fobs');
  await expect(links.getByRole('link', { name: 'Print and export tags' })).toHaveAttribute('href', '/dashboard');

  // Real activity: a vCard created through the API shows up with its name and in the figures.
  await grantCorePlan(request, email);
  const userToken = await getToken(request, email, password);
  const created = await request.post('/api/vcf-configs', {
    headers: { 'x-auth-token': userToken },
    data: { configName: 'Trade fair card' },
  });
  expect(created.status()).toBe(201);

  await page.reload();
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity.getByRole('listitem')).toHaveCount(1);
  await expect(activity.getByRole('listitem')).toContainText('vCard created: Trade fair card');
  await expect(page.locator('dt', { hasText: /^vCards$/ }).locator('xpath=following-sibling::dd')).toHaveText('1');

  await page.getByRole('button', { name: 'DE', exact: true }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Willkommen, ${organisation.organisationName}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Letzte Aktivitäten' }).getByRole('listitem')).toContainText(
    'vCard erstellt: Trade fair card',
  );
  await expect(page).toHaveTitle('Hub · NFC Platform');
});
