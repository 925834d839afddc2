import { expect, type Page, test } from '@playwright/test';
import { apiToken, uniqueDomain, verifyDomain } from './identity-support';
import { createVerifiedUser, makePro, signIn } from './support';

// Sign-ups and sign-ins are limited per address: this file comes from its own (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.30.3.41' } });

const password = 'Scim-Owner-Passw0rd!';
const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** Generates or replaces the token in the dialog that shows it once; answers the token. */
async function readNewToken(page: Page): Promise<string> {
  const shown = page.getByRole('dialog', { name: 'Your new SCIM token' });
  await expect(shown.getByText('Copy the token now')).toBeVisible();
  await expect(shown.getByText('It will not be shown again', { exact: false })).toBeVisible();
  const token = await shown.getByLabel('SCIM bearer token').inputValue();
  expect(token.length).toBeGreaterThan(30);
  await shown.getByRole('button', { name: 'Copy token' }).click();
  await expect(shown.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  return token;
}

test('an owner generates a SCIM token once; the IdP provisions and deactivates a member with it; regenerating ends the old one', async ({
  page,
  context,
  request,
}) => {
  const ownerEmail = await createVerifiedUser(request, password);
  await makePro(request, ownerEmail);
  const domain = uniqueDomain('scim');
  await verifyDomain(request, { 'x-auth-token': await apiToken(request, ownerEmail, password) }, domain);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/login');
  await signIn(page, ownerEmail, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/sso');
  const scim = page.getByRole('region', { name: 'SCIM provisioning' });
  await expect(scim.getByText('No token', { exact: true })).toBeVisible();
  const baseUrl = (await scim.getByText(/\/scim\/v2$/).textContent()) ?? '';
  expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/scim\/v2$/);
  await scim.getByRole('button', { name: 'Generate token' }).click();
  const token = await readNewToken(page);
  await expect(scim.getByText('Active', { exact: true })).toBeVisible();
  expect(await page.content()).not.toContain(token);

  // The identity provider creates a person with the token, as Okta does.
  const scimHeaders = { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' };
  const userName = `sina.scim@${domain}`;
  const created = await request.post(`${baseUrl}/Users`, {
    headers: scimHeaders,
    data: JSON.stringify({
      schemas: [USER_SCHEMA],
      userName,
      name: { givenName: 'Sina', familyName: 'Scim' },
      emails: [{ value: userName, type: 'work', primary: true }],
      externalId: 'okta-00u1sina',
      active: true,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page
    .getByRole('navigation', { name: 'Portal navigation' })
    .getByRole('link', { name: 'Team', exact: true })
    .click();
  const members = page.getByRole('table', { name: 'Members of your organisation' });
  const row = members.getByRole('row').filter({ hasText: userName });
  await expect(row.getByText('Sina Scim')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Deactivated by the IdP: shown as such.
  const patched = await request.patch(`${baseUrl}/Users/${id}`, {
    headers: scimHeaders,
    data: JSON.stringify({ schemas: [PATCH_SCHEMA], Operations: [{ op: 'replace', value: { active: false } }] }),
  });
  expect(patched.status(), await patched.text()).toBe(200);
  expect(((await patched.json()) as { active: boolean }).active).toBe(false);
  await page.reload();
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();

  // Regenerating asks first; cancelling keeps the token.
  await page.goto('/settings/sso');
  await scim.getByRole('button', { name: 'Regenerate' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Replace the SCIM token?' });
  await expect(confirm.getByText('The current token stops working at once.', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await request.get(`${baseUrl}/Users/${id}`, { headers: scimHeaders })).status()).toBe(200);
  await scim.getByRole('button', { name: 'Regenerate' }).click();
  await confirm.getByRole('button', { name: 'Replace token' }).click();
  const replacement = await readNewToken(page);
  expect(replacement).not.toBe(token);

  const refused = await request.get(`${baseUrl}/Users/${id}`, { headers: scimHeaders });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({
    schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
    status: '401',
  });
  const allowed = await request.get(`${baseUrl}/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`, {
    headers: { authorization: `Bearer ${replacement}` },
  });
  expect(allowed.status()).toBe(200);
  expect(await allowed.json()).toMatchObject({ totalResults: 1, Resources: [{ id, active: false }] });
});
