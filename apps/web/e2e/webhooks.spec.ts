import { expect, test } from '@playwright/test';
import { checkBothThemes, expectNoSeriousViolations } from './axe-check';
import { createVerifiedUser, signIn } from './support';

// Sign-ups are limited per address: this file comes from its own (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.64.52.11' } });

const password = 'Hook-Passw0rd!';

test('a user registers a webhook endpoint, copies its secret, sends a test, pauses and deletes it', async ({
  page,
  context,
  request,
}) => {
  const email = await createVerifiedUser(request, password);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No webhooks yet' })).toBeVisible();
  await checkBothThemes(page, '/webhooks empty');

  // The server refuses an address on this machine, field by field.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Endpoint URL').fill('https://127.0.0.1/hook');
  await dialog.getByLabel('Description').fill('CRM sync');
  await dialog.getByRole('checkbox', { name: /^Leads/ }).check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('This URL points to a local or private network. Use a public address.')).toBeVisible();
  await expect(dialog.getByLabel('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'add endpoint dialog with a refused URL');

  await dialog.getByLabel('Endpoint URL').fill('https://hooks.example.com/nfc');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog).toBeHidden();
  const endpoint = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'https://hooks.example.com/nfc' }) });
  await expect(endpoint.getByText('CRM sync')).toBeVisible();
  await expect(endpoint.getByText('Active', { exact: true })).toBeVisible();
  await expect(endpoint.getByRole('listitem').filter({ hasText: 'Scans' })).toBeVisible();
  await expect(endpoint.getByRole('listitem').filter({ hasText: 'Leads' })).toBeVisible();

  // The new secret is shown at once, copied to the clipboard, and replaced on rotation after a confirmation.
  const secret = endpoint.getByText(/^whsec_[\w-]{43}$/);
  await expect(secret).toBeVisible();
  const firstSecret = await secret.textContent();
  await endpoint.getByRole('button', { name: 'Copy secret' }).click();
  await expect(endpoint.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstSecret);
  await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
  const rotation = page.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
  await rotation.getByRole('button', { name: 'Rotate secret' }).click();
  await expect(rotation).toBeHidden();
  await expect(secret).not.toHaveText(firstSecret ?? '');
  await endpoint.getByRole('button', { name: 'Hide secret' }).click();
  await expect(endpoint.getByRole('button', { name: 'Show secret' })).toBeVisible();
  await expect(endpoint.getByText(/^whsec_•+$/)).toBeVisible();

  // This sandbox has no DNS for the host: the test delivery shows up retrying, with its error.
  await endpoint.getByRole('button', { name: 'Send test' }).click();
  const deliveries = endpoint.getByRole('list', { name: 'Deliveries' });
  const ping = deliveries.getByRole('listitem').filter({ hasText: 'ping' });
  await expect(ping).toBeVisible();
  await expect(ping.getByText('Retrying')).toBeVisible({ timeout: 15_000 });
  await expect(ping.getByText('1 of 6')).toBeVisible();
  await expect(
    ping.getByText(/could not be resolved|connection to the endpoint failed|No answer within/),
  ).toBeVisible();
  await expect(ping.getByText('Next attempt')).toBeVisible();
  await checkBothThemes(page, '/webhooks with deliveries');

  await endpoint.getByRole('button', { name: 'Disable' }).click();
  await expect(endpoint.getByText('Paused', { exact: true })).toBeVisible();
  await expect(endpoint.getByRole('button', { name: 'Enable' })).toBeVisible();

  // On a phone the page stays within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(endpoint.getByRole('button', { name: 'Delete' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await endpoint.getByRole('button', { name: 'Delete' }).click();
  const deletion = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
  await expect(deletion).toContainText('https://hooks.example.com/nfc');
  await deletion.getByRole('button', { name: 'Cancel' }).click();
  await expect(endpoint).toBeVisible();
  await endpoint.getByRole('button', { name: 'Delete' }).click();
  await deletion.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No webhooks yet' })).toBeVisible();
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const headers = { 'x-auth-token': ((await login.json()) as { token: string }).token };
  expect(await (await request.get('/api/webhooks', { headers })).json()).toEqual([]);
});
