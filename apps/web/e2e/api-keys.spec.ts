import { expect, test } from '@playwright/test';
import { checkBothThemes, expectNoSeriousViolations } from './axe-check';
import { createVerifiedUser, signIn } from './support';

// Sign-ups are limited per address: this file comes from its own (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.64.28.11' } });

const password = 'Keys-Passw0rd!';

test('an owner creates an API key, copies it once, uses it, and revokes it after a confirmation', async ({
  page,
  context,
  request,
}) => {
  const email = await createVerifiedUser(request, password);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/settings\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  await checkBothThemes(page, '/settings/api-keys empty');

  // Name and scopes are required, field by field.
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expect(dialog.getByText('Choose at least one scope.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'create key dialog with errors');

  await dialog.getByLabel('Name').fill('Zapier');
  await expect(dialog.getByText('See tags, their QR codes and their settings.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^tags:read/ }).check();
  await dialog.getByRole('checkbox', { name: /^leads:read/ }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog).toBeHidden();

  // The key, this once: read it, copy it, close.
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('Copy it now: you will not see it again')).toBeVisible();
  const keyField = shown.getByLabel('API key “Zapier”');
  const key = await keyField.inputValue();
  expect(key).toMatch(/^nfc_[0-9A-Za-z]{43}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectNoSeriousViolations(page, 'the new key');
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();

  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Zapier' }) });
  await expect(item.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  await expect(item.getByText('tags:read', { exact: true })).toBeVisible();
  await expect(item.getByText('leads:read', { exact: true })).toBeVisible();
  const lastUsed = item.locator('div').filter({ has: page.getByText('Last used', { exact: true }) });
  await expect(lastUsed.getByRole('definition')).toHaveText('Never');
  expect(await page.content()).not.toContain(key);

  // The key works on what its scopes allow, and nowhere near billing or the team.
  const bearer = { authorization: `Bearer ${key}` };
  const tags = await request.get('/api/tags', { headers: bearer });
  expect(tags.status()).toBe(200);
  expect(tags.headers()['ratelimit-policy']).toBe('"default";q=600;w=60');
  expect(tags.headers().ratelimit).toMatch(/^"default";r=\d+;t=\d+$/);
  const billing = await request.post('/api/subscriptions/manage-subscription', { headers: bearer });
  expect(billing.status()).toBe(403);
  expect(((await billing.json()) as { message: string }).message).toMatch(/API keys cannot reach this route/);
  expect((await request.get('/api/team', { headers: bearer })).status()).toBe(403);
  const missing = await request.get('/api/vcf-configs', { headers: bearer });
  expect(missing.status()).toBe(403);
  expect(await missing.json()).toMatchObject({ missingScope: 'cards:read' });

  // The use shows in the list after a reload.
  await page.reload();
  await expect(lastUsed.getByRole('definition')).toHaveText(/\d/);
  await checkBothThemes(page, '/settings/api-keys with a key');

  // On a phone the page stays within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item.getByRole('button', { name: 'Revoke Zapier' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Revoking asks first; cancelling keeps the key.
  await item.getByRole('button', { name: 'Revoke Zapier' }).click();
  const revocation = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
  await expect(revocation).toContainText('Zapier');
  await revocation.getByRole('button', { name: 'Keep key' }).click();
  await expect(item).toBeVisible();
  expect((await request.get('/api/tags', { headers: bearer })).status()).toBe(200);
  await item.getByRole('button', { name: 'Revoke Zapier' }).click();
  await revocation.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();

  const refused = await request.get('/api/tags', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toMatch(/unknown, expired or revoked/);
});
