import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { adminCredentials, createVerifiedUser, organisation, signIn } from './support';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

const userPassword = 'Admin-Spec-Passw0rd!';

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

/** The user's own browser, beside the admin's: same visitor address, own storage. */
async function openUserSession(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: test.info().project.use.extraHTTPHeaders,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, email, userPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

async function getAdminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: adminCredentials });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The row of the organisation the user owns: plan, quota, seats, activation and its edit button. */
function userRow(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: `Owner: ${email}` });
}

/** The user's own row inside their organisation: team role, e-mail check and history. */
function memberRow(page: Page, email: string) {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escaped}`) }) });
}

async function findUser(page: Page, email: string) {
  await page.getByLabel('Search users').fill(email);
  await expect(userRow(page, email)).toBeVisible();
  return userRow(page, email);
}

test('the admin activates a user with a plan and a quota, and the user sees it after a reload', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const email = await createVerifiedUser(request, userPassword);
  const user = await openUserSession(browser, baseURL, email);
  await expect(user.page.getByRole('link', { name: 'Activate now' })).toBeVisible();

  await signInAsAdmin(page);
  let row = await findUser(page, email);
  await expect(row.getByText('Inactive')).toBeVisible();
  await expect(row.getByText('No plan')).toBeVisible();
  // The user registered their organisation, so they own it.
  await expect(row.getByRole('rowheader')).toContainText(organisation.organisationName);
  await expect(memberRow(page, email).getByText('Owner', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      `Plan, tag quota and activation apply to the whole organisation ${organisation.organisationName}, for all its members.`,
    ),
  ).toBeVisible();
  // Only active plans are offered.
  await expect(dialog.getByLabel('Plan').getByRole('option')).toHaveText(['No plan', 'Core', 'Pro', 'Enterprise']);
  await dialog.getByLabel('Plan').selectOption({ label: 'Pro' });
  await dialog.getByLabel('Tag quota').fill('25');
  await dialog.getByLabel('Account active').check();

  // Only the changed fields are sent.
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/admin/users/'),
  );
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const body = (await saved).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['isAccountActive', 'planId', 'tagQuota']);
  expect(body).toMatchObject({ tagQuota: 25, isAccountActive: true });

  await expect(page.getByText(`${email} was updated.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  row = userRow(page, email);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Pro', exact: true })).toBeVisible();
  await expect(row.getByText('25 tags')).toBeVisible();

  // A second edit of only the quota sends only the quota.
  await row.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Tag quota').fill('30');
  const quotaOnly = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/admin/users/'),
  );
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  expect((await quotaOnly).postDataJSON()).toEqual({ tagQuota: 30 });
  await expect(row.getByText('30 tags')).toBeVisible();

  // The user's history shows both changes.
  await memberRow(page, email).getByRole('button', { name: 'History' }).click();
  await expect(page.getByText('Role in the organisation')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Owner$/ })).toBeVisible();
  const history = page.getByRole('region', { name: `Admin changes to ${email}` });
  await expect(history.getByText(`admin@example.com updated user ${email}`).first()).toBeVisible();
  await expect(history.getByText('Tag quota: 25 → 30')).toBeVisible();
  await expect(history.getByText('Plan: — → Pro')).toBeVisible();
  await expect(history.getByText('Account active: No → Yes')).toBeVisible();

  // The user sees the activation and the plan after a reload.
  await user.page.reload();
  await expect(user.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(user.page.getByRole('link', { name: 'Activate now' })).toHaveCount(0);
  await user.page.goto('/settings/activation');
  await expect(user.page.getByText('Your account is active')).toBeVisible();
  await user.page.goto('/settings/billing');
  await expect(user.page.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(user.page.getByText('Pro').first()).toBeVisible();
  await user.context.close();
});

test('admins cannot be edited, unchanged edits and bad quotas are answered, focus returns', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, userPassword);
  await signInAsAdmin(page);

  const adminRow = await findUser(page, adminCredentials.email);
  await expect(adminRow.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(adminRow.getByText('Admin accounts cannot be edited.')).toBeVisible();
  await expect(memberRow(page, adminCredentials.email).getByText('Platform admin', { exact: true })).toBeVisible();

  const row = await findUser(page, email);
  const editButton = row.getByRole('button', { name: 'Edit' });
  await editButton.click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  // The first field holds the focus; the edit button of the user being edited is disabled.
  await expect(dialog.getByLabel('Plan')).toBeFocused();
  await expect(editButton).toBeDisabled();

  // Nothing changed: a success message, no request, the editor closes.
  let hasPut = false;
  page.on('request', (request) => {
    if (request.method() === 'PUT') hasPut = true;
  });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('No changes made.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(hasPut).toBe(false);
  await expect(editButton).toBeFocused();

  // A negative or non-numeric quota gets the spec's message and nothing is sent.
  await editButton.click();
  const quota = dialog.getByLabel('Tag quota');
  await quota.fill('-5');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('The tag quota must be a non-negative whole number.')).toBeVisible();
  await expect(quota).toHaveAttribute('aria-invalid', 'true');
  await quota.fill('ten');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('The tag quota must be a non-negative whole number.')).toBeVisible();
  expect(hasPut).toBe(false);

  // Escape closes the editor and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(editButton).toBeFocused();

  // The server refuses to edit an admin as well.
  const token = await getAdminToken(request);
  const users = (await (
    await request.get('/api/admin/users', { headers: { 'x-auth-token': token } })
  ).json()) as Array<{ id: string; email: string }>;
  const admin = users.find((user) => user.email === adminCredentials.email);
  const refused = await request.put(`/api/admin/users/${admin?.id}`, {
    headers: { 'x-auth-token': token },
    data: { isAccountActive: false },
  });
  expect(refused.status()).toBe(403);
});

test('a non-admin opening the admin area is sent to the dashboard', async ({ page, request }) => {
  const email = await createVerifiedUser(request, userPassword);
  await page.goto('/login');
  await signIn(page, email, userPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Access denied. This area is for administrators only.')).toBeVisible();
});

test('the dashboard shows the real figures, exports them and checks the system', async ({ page, request }) => {
  await signInAsAdmin(page);
  const token = await getAdminToken(request);
  const stats = (await (await request.get('/api/admin/stats', { headers: { 'x-auth-token': token } })).json()) as {
    users: number;
    orders: number;
    vcards: number;
    tags: number;
    plans: number;
  };

  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures.getByRole('link', { name: new RegExp(`^Users ${stats.users} `) })).toHaveAttribute(
    'href',
    '/admin/users',
  );
  await expect(figures.getByRole('link', { name: new RegExp(`^Orders ${stats.orders} `) })).toHaveAttribute(
    'href',
    '/admin/orders',
  );
  await expect(figures.getByRole('link', { name: /^Revenue / })).toHaveAttribute('href', '/admin/metrics');
  await expect(figures.getByRole('link', { name: new RegExp(`^vCards ${stats.vcards} `) })).toHaveAttribute(
    'href',
    '/admin/users',
  );
  await expect(figures.getByRole('link', { name: new RegExp(`^NFC tags ${stats.tags} `) })).toHaveAttribute(
    'href',
    '/admin/users',
  );
  await expect(figures.getByRole('link', { name: new RegExp(`^Active plans ${stats.plans} `) })).toHaveAttribute(
    'href',
    '/admin/plans',
  );
  await expect(page.getByText('Operational')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^admin-figures-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain(`Users,${stats.users}\r\n`);
  expect(text).toContain(`Active plans,${stats.plans}\r\n`);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();

  // German: labels and money formats follow the language.
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin-Dashboard' })).toBeVisible();
  const germanFigures = page.getByRole('region', { name: 'Kennzahlen' });
  await expect(germanFigures.getByRole('link', { name: /^Umsatz [\d.]+,\d{2}\s€/ })).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  // The quick action opens the plan form.
  await page.getByRole('link', { name: 'Create a plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Create plan' })).toBeVisible();
});

test('a plan is created with the required fields and edited', async ({ page }) => {
  const name = `Team ${Date.now()}`;
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();

  await page.getByRole('button', { name: 'Create plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create plan' });
  await dialog.getByLabel('Tag limit').fill('');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(dialog.getByText('name and limit required')).toHaveCount(2);
  await expect(dialog.getByLabel('Tag limit')).toHaveAttribute('min', '0');

  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Description', { exact: true }).fill('For growing teams.');
  await dialog.getByLabel('Tag limit').fill('15');
  await dialog.getByLabel('Monthly price').fill('19.90');
  await dialog.getByLabel('Features', { exact: true }).fill('15 tags\nCampaigns');
  await dialog.getByLabel('Name in German').fill('Mannschaft');
  await dialog.getByLabel('Features in German').fill('15 Tags\nKampagnen');
  await dialog.getByLabel('Stripe price ID').fill('price_team123');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText(`Plan ${name} was created.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
  await expect(row.getByRole('cell', { name: '15', exact: true })).toBeVisible();
  await expect(row.getByText('$19.90 / month').or(row.getByText('€19.90 / month'))).toBeVisible();
  await expect(row.getByText('Campaigns')).toBeVisible();

  // A duplicate name is refused under the field.
  await page.getByRole('button', { name: 'Create plan' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(name.toUpperCase());
  await dialog.getByLabel('Tag limit').fill('5');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(dialog.getByText('A plan with this name already exists.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit plan ${name}` });
  await expect(editDialog.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(editDialog.getByLabel('Name in German')).toHaveValue('Mannschaft');
  await expect(editDialog.getByLabel('Features in German')).toHaveValue('15 Tags\nKampagnen');
  await expect(editDialog.getByLabel('Recommended')).not.toBeChecked();
  await editDialog.getByLabel('Tag limit').fill('-1');
  await editDialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(editDialog.getByText('The value must not be negative.')).toBeVisible();
  await editDialog.getByLabel('Tag limit').fill('20');
  await editDialog.getByLabel('Active').uncheck();
  await editDialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText(`Plan ${name} was updated.`)).toBeVisible();
  await expect(row.getByRole('cell', { name: '20', exact: true })).toBeVisible();
  await expect(row.getByText('Inactive')).toBeVisible();
});

test('a plan is created with a seat limit and edited to unlimited seats', async ({ page }) => {
  const name = `Seats ${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const seatsHeader = page.getByRole('columnheader', { name: 'Seats' });
  await expect(seatsHeader).toBeVisible();
  // The seeded plans: Core and Pro have a limit, Enterprise none.
  const planRow = (plan: string | RegExp) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: plan }) });
  await expect(planRow(/^Core/).getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(planRow(/^Enterprise/).getByRole('cell', { name: 'Unlimited', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create plan' });
  const seats = dialog.getByLabel('Seats');
  const unlimited = dialog.getByLabel('Unlimited');
  // A new plan starts with one seat, as the server would give it.
  await expect(seats).toHaveValue('1');
  await expect(unlimited).not.toBeChecked();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Tag limit').fill('12');
  // Kept inactive so the plan stays off the public pricing and the billing page.
  await dialog.getByLabel('Active').uncheck();

  // Zero and an empty field are refused in the form.
  await seats.fill('0');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  const seatMessage = 'The number of seats must be a whole number of at least 1.';
  await expect(dialog.getByText(seatMessage)).toBeVisible();
  await expect(seats).toHaveAttribute('aria-invalid', 'true');
  await seats.fill('');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(dialog.getByText(seatMessage)).toBeVisible();

  await seats.fill('5');
  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/plans'),
  );
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  expect((await created).postDataJSON()).toMatchObject({ name, tagLimit: 12, seatLimit: 5 });
  await expect(page.getByText(`Plan ${name} was created.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = planRow(new RegExp(name));
  await expect(row.getByRole('cell', { name: '5', exact: true })).toBeVisible();

  // Unlimited: the number is disabled and null is sent, nothing else.
  await row.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit plan ${name}` });
  await expect(editDialog.getByLabel('Seats')).toHaveValue('5');
  await editDialog.getByLabel('Unlimited').check();
  await expect(editDialog.getByLabel('Seats')).toBeDisabled();
  const updated = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/admin/plans/'),
  );
  await editDialog.getByRole('button', { name: 'Save plan' }).click();
  expect((await updated).postDataJSON()).toEqual({ seatLimit: null });
  await expect(page.getByText(`Plan ${name} was updated.`)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Unlimited', exact: true })).toBeVisible();

  // Opened again, the form shows the plan as unlimited.
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(editDialog.getByLabel('Unlimited')).toBeChecked();
  await expect(editDialog.getByLabel('Seats')).toBeDisabled();
  await expect(editDialog.getByLabel('Seats')).toHaveValue('');
  await editDialog.getByRole('button', { name: 'Cancel' }).click();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the admin pages have no serious axe violations in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await signInAsAdmin(page);
    for (const path of [
      '/admin/dashboard',
      '/admin/users',
      '/admin/plans',
      '/admin/orders',
      '/admin/pricing',
      '/admin/metrics',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
      await expectNoSeriousViolations(page, path);
    }
    // An open editor with an error.
    await page.goto('/admin/plans');
    await page.getByRole('button', { name: 'Create plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create plan' }).click();
    await expect(page.getByText('name and limit required').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/plans create form');
  });
}
