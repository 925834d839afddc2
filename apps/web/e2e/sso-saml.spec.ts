import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, setSamlPerson, startSamlPeer, uniqueDomain, verifyDomain } from './identity-support';
import { createVerifiedUser, makePro, signIn } from './support';

// Sign-ups and sign-ins are limited per address: this file comes from its own (the e2e server trusts the proxy header).
const clientHeaders = { 'x-forwarded-for': '10.30.2.29' };
test.use({ extraHTTPHeaders: clientHeaders });

const password = 'Saml-Owner-Passw0rd!';

/** A person's own browser, signed out of everything. */
async function ownDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders });
  return context.newPage();
}

test('an owner connects SAML by metadata URL; people sign in from our sign-in page and from the IdP', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const ownerEmail = await createVerifiedUser(request, password);
  await makePro(request, ownerEmail);
  const idp = await startSamlPeer();
  // The domain is verified through the API here (the OpenID spec clicks through it).
  const headers = { 'x-auth-token': await apiToken(request, ownerEmail, password) };
  const domain = uniqueDomain('saml');
  await verifyDomain(request, headers, domain);

  await page.goto('/login');
  await signIn(page, ownerEmail, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/sso');
  const connection = page.getByRole('region', { name: 'Identity provider' });
  await connection.getByRole('radio', { name: /SAML 2\.0/ }).check();
  // What the IdP needs of us, then its metadata by URL.
  await expect(connection.getByText(/\/api\/auth\/sso\/saml\/acs$/)).toBeVisible();
  await expect(connection.getByText(/\/api\/auth\/sso\/saml\/metadata$/).first()).toBeVisible();
  await expect(connection.getByRole('radio', { name: 'From a URL' })).toBeChecked();
  await connection.getByRole('button', { name: 'Save connection' }).click();
  await expect(connection.getByText('This field is required.')).toBeVisible();
  await connection.getByLabel('Metadata URL', { exact: true }).fill(idp.metadataUrl);
  await connection.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('Connection saved.')).toBeVisible();

  // The summary: the IdP's entity and sign-in URL from its metadata, and when its signing certificate ends.
  const summary = connection.getByRole('definition');
  await expect(summary.filter({ hasText: `${idp.url}/metadata` }).first()).toBeVisible();
  await expect(summary.filter({ hasText: `${idp.url}/sso` })).toBeVisible();
  const settings = await request.get('/api/team/sso', { headers });
  const { connection: saved } = (await settings.json()) as { connection: { certificatesExpireAt: string[] } };
  expect(saved.certificatesExpireAt).toHaveLength(1);
  const expiry = await page.evaluate(
    (at) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(at)),
    saved.certificatesExpireAt[0] as string,
  );
  await expect(summary.getByText(`Valid until ${expiry}`)).toBeVisible();

  // SP-initiated: a new person signs in from our sign-in page through the IdP's login form, and joins as a member.
  const newcomer = `sam.saml@${domain}`;
  await setSamlPerson(idp, newcomer, { firstName: ['Sam'], lastName: ['Saml'] });
  const samPage = await ownDevice(browser, baseURL);
  await samPage.goto('/login');
  await samPage.getByRole('button', { name: 'Sign in with SSO' }).click();
  await samPage.getByLabel('Work e-mail').fill(newcomer);
  await samPage.getByRole('button', { name: 'Continue with SSO' }).click();
  await expect(samPage.getByRole('heading', { level: 1, name: 'Test IdP sign-in' })).toBeVisible();
  await samPage.getByLabel('E-mail').fill(newcomer);
  await samPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(samPage).toHaveURL(/\/hub$/);
  await expect(samPage.getByText(`Signed in as ${newcomer}`)).toBeVisible();
  await samPage.context().close();

  // IdP-initiated: a tile on the IdP's dashboard posts straight to our ACS.
  const tile = `ida.initiated@${domain}`;
  const idaPage = await ownDevice(browser, baseURL);
  await idaPage.goto(`${idp.url}/idp-initiated?email=${encodeURIComponent(tile)}`);
  await expect(idaPage).toHaveURL(/\/hub$/);
  await expect(idaPage.getByText(`Signed in as ${tile}`)).toBeVisible();
  await idaPage.context().close();

  // Both joined the team, with the names the IdP gave.
  await page.goto('/settings/team');
  const members = page.getByRole('table', { name: 'Members of your organisation' });
  const samRow = members.getByRole('row').filter({ hasText: newcomer });
  await expect(samRow.getByText('Sam Saml')).toBeVisible();
  await expect(samRow.getByRole('combobox')).toHaveValue('member');
  await expect(members.getByRole('row').filter({ hasText: tile })).toBeVisible();
});
