import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { adminCredentials, createVerifiedUser, signIn } from './support';

// Sign-ups and lead submissions are limited per address: this file comes from its own (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.64.32.9' } });

const password = 'Pipeline-Passw0rd!';
const leadName = 'Pia Pipeline';

async function tokenOf(request: APIRequestContext, email: string, secret: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: secret } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Gives the user the Core plan and activates the account, as an admin would. */
async function activateWithCore(request: APIRequestContext, email: string) {
  const headers = { 'x-auth-token': await tokenOf(request, adminCredentials.email, adminCredentials.password) };
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as { id: string; email: string }[];
  const plans = (await (await request.get('/api/public/plans')).json()) as { id: string; name: string }[];
  const user = users.find((item) => item.email === email);
  const updated = await request.put(`/api/admin/users/${user?.id}`, {
    headers,
    data: { planId: plans.find((plan) => plan.name === 'Core')?.id, isAccountActive: true },
  });
  expect(updated.status(), await updated.text()).toBe(200);
}

test('a lead moves through the pipeline in its drawer, with assignee, label, note and history; filters keep to the address', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, password);
  await activateWithCore(request, email);
  const created = await request.post('/api/vcf-configs', {
    headers: { 'x-auth-token': await tokenOf(request, email, password) },
    data: { configName: 'Fair card', name: 'Lena', surname: 'Vogt' },
  });
  expect(created.status()).toBe(201);
  const { downloadToken } = (await created.json()) as { downloadToken: string };
  // The visitor's side of the card page's form (its UI is covered by leads.spec.ts).
  const shared = await request.post(`/api/vcf/share/${downloadToken}/leads`, {
    data: {
      name: leadName,
      email: 'pia.pipeline@example.com',
      company: 'Pipeline GmbH',
      consent: true,
      consentVersion: '2026-11',
      consentLanguage: 'en',
      src: 'nfc',
    },
  });
  expect(shared.status(), await shared.text()).toBe(202);

  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/hub$|\/dashboard$/);
  await page.goto('/leads');
  const table = page.getByRole('table', { name: 'Your leads' });
  const row = table.getByRole('row', { name: new RegExp(leadName) });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Unassigned');

  // Open the lead: a labelled dialog.
  await row.getByRole('button', { name: leadName, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: leadName });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/[?&]lead=/);
  await expect(drawer.getByText('Pipeline GmbH')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'pia.pipeline@example.com' })).toBeVisible();
  await expect(drawer.getByText('Consent record')).toBeVisible();

  // new -> contacted -> won
  const status = drawer.getByLabel('Status');
  await status.selectOption('contacted');
  await expect(page.getByText('Lead updated.').first()).toBeVisible();
  await expect(status).toHaveValue('contacted');
  await expect(status).toBeEnabled();
  await status.selectOption('won');
  await expect(status).toHaveValue('won');
  await expect(status).toBeEnabled();

  // Assigned to the owner, the only member.
  const assignee = drawer.getByLabel('Assignee');
  await assignee.selectOption({ label: 'Erika Mustermann' });
  await expect(assignee).toHaveValue(/.+/);
  await expect(assignee).toBeEnabled();

  // A label, added and shown as a chip with its remove button.
  await drawer.getByLabel('New label').fill('  Trade fair  ');
  await drawer.getByRole('button', { name: 'Add label' }).click();
  const labels = drawer.getByRole('list', { name: 'Labels', exact: true });
  await expect(labels.getByText('Trade fair', { exact: true })).toBeVisible();
  await expect(labels.getByRole('button', { name: 'Remove label Trade fair' })).toBeVisible();

  // A note with its author and time.
  await drawer.getByLabel('New note').fill('Called: will send the offer on Monday.');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  const notes = drawer.getByRole('list', { name: 'Notes', exact: true });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText('Called: will send the offer on Monday.');
  await expect(notes).toContainText('Erika Mustermann');
  await expect(drawer.getByLabel('New note')).toHaveValue('');

  // The history, newest first.
  const history = drawer.getByRole('list', { name: 'History' }).locator(':scope > li');
  await expect(history).toHaveCount(6);
  await expect(history.nth(0)).toContainText('Note added');
  await expect(history.nth(1)).toContainText('Labels changed');
  await expect(history.nth(2)).toContainText('Assigned to Erika Mustermann');
  await expect(history.nth(3)).toContainText('Status changed');
  await expect(history.nth(3)).toContainText('Contacted');
  await expect(history.nth(3)).toContainText('Won');
  await expect(history.nth(4)).toContainText('Status changed');
  await expect(history.nth(5)).toContainText('Lead received');
  // Both themes, the drawer reopened from the address after each reload.
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(drawer.getByLabel('Status')).toHaveValue('won');
    await expectNoSeriousViolations(page, `lead drawer (${theme})`);
  }

  // Escape closes it; the list shows the new state.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]lead=/);
  await expect(row).toContainText('Won');
  await expect(row).toContainText('Assigned to Erika Mustermann');
  await expect(row).toContainText('Trade fair');

  // Filtering by status: in the address, so it survives a reload.
  const statusFilter = page.getByRole('search', { name: 'Filter leads' }).getByLabel('Status');
  await statusFilter.selectOption('won');
  await expect(page).toHaveURL(/[?&]status=won/);
  await expect(row).toBeVisible();
  await statusFilter.selectOption('lost');
  await expect(page).toHaveURL(/[?&]status=lost/);
  await expect(page.getByRole('heading', { name: 'No matching leads' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('search', { name: 'Filter leads' }).getByLabel('Status')).toHaveValue('lost');
  await expect(page.getByRole('heading', { name: 'No matching leads' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(row).toBeVisible();
  await page.getByRole('search', { name: 'Filter leads' }).getByLabel('Label').selectOption('Trade fair');
  await expect(page).toHaveURL(/[?&]label=Trade\+fair|[?&]label=Trade%20fair/);
  await expect(row).toBeVisible();

  // The board: a column per status, the lead under Won; the view is in the address too.
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page).toHaveURL(/[?&]view=board/);
  const wonColumn = page.getByRole('region', { name: /^Won/ });
  await expect(wonColumn.getByRole('button', { name: leadName, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: /^New/ })).toContainText('None on this page.');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).not.toHaveURL(/view=board/);

  // On a phone: a card per lead, the drawer fills the screen, nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Your leads' }).getByRole('listitem').filter({ hasText: leadName });
  await expect(card).toContainText('Won');
  await card.getByRole('button', { name: leadName, exact: true }).click();
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.width).toBe(390);
  expect(box?.height).toBe(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(drawer.getByLabel('Status')).toHaveValue('won');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(card.getByRole('button', { name: leadName, exact: true })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
