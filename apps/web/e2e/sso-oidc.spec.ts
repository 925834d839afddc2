import { expect, type Page, test } from '@playwright/test';
import {
  addOidcAccount,
  apiToken,
  E2E_OIDC_CLIENT,
  oidcIssuer,
  publishTxt,
  uniqueDomain,
  verifyDomain,
} from './identity-support';
import { createVerifiedUser, makePro, readMailLink, signIn } from './support';

// Sign-ups and sign-ins are limited per address: this file comes from its own (the e2e server trusts the proxy header).
const clientHeaders = { 'x-forwarded-for': '10.30.1.17' };
test.use({ extraHTTPHeaders: clientHeaders });

const password = 'Oidc-Owner-Passw0rd!';
const memberPassword = 'Oidc-Member-Passw0rd!';
const adminGroup = 'nfc-admins';

/** The OpenID provider's own login page (one e-mail field): what a person fills in at their identity provider. */
async function signInAtIdp(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the test IdP' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an owner verifies a domain, connects OpenID Connect, tests it, maps a group and requires SSO; people then sign in through the IdP', async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const ownerEmail = await createVerifiedUser(request, password);
  await makePro(request, ownerEmail);
  const domain = uniqueDomain('oidc');
  const tester = `tess.tester@${domain}`;
  const newcomer = `ada.admin@${domain}`;
  const member = `max.member@${domain}`;
  await addOidcAccount({ email: tester, givenName: 'Tess', familyName: 'Tester' });
  await addOidcAccount({ email: newcomer, givenName: 'Ada', familyName: 'Admin', groups: ['staff', adminGroup] });

  await page.goto('/login');
  await signIn(page, ownerEmail, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Single sign-on and SCIM' }).click();
  await expect(page).toHaveURL(/\/settings\/sso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
  const domains = page.getByRole('region', { name: 'Verified domains' });
  await expect(domains.getByText('No domains yet')).toBeVisible();

  // A wrong-looking domain is refused under the field.
  await domains.getByLabel('Domain').fill('https://not a domain/');
  await domains.getByRole('button', { name: 'Add domain' }).click();
  await expect(domains.getByText('Enter a domain name such as example.com, without https:// or a path.')).toBeVisible();
  await expect(domains.getByLabel('Domain')).toHaveAttribute('aria-invalid', 'true');

  // The domain, its TXT record read off the page, not verified until the record is published.
  await domains.getByLabel('Domain').fill(domain.toUpperCase());
  await domains.getByRole('button', { name: 'Add domain' }).click();
  const item = domains.getByRole('listitem').filter({ has: page.getByRole('heading', { name: domain }) });
  await expect(item.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(domains.getByLabel('Domain')).toHaveValue('');
  const recordName = `_nfc-verification.${domain}`;
  await expect(item.getByText(recordName, { exact: true })).toBeVisible();
  const recordValue = (await item.getByText(/^nfc-verification=/).textContent()) ?? '';
  expect(recordValue).toMatch(/^nfc-verification=\S+$/);
  await item.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(item.getByRole('alert').filter({ hasText: 'Not verified' })).toBeVisible();
  await publishTxt(recordName, recordValue);
  await item.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(item.getByText(`${domain} is verified.`)).toBeVisible();
  await expect(item.getByText('Verified', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: `Check again: ${domain}` })).toBeVisible();

  // A member with a password at the domain, invited and joined before single sign-on is required.
  const headers = { 'x-auth-token': await apiToken(request, ownerEmail, password) };
  const invited = await request.post('/api/team/invitations', {
    headers,
    data: { email: member, role: 'member', name: 'Max Member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const joinToken = new URL(await readMailLink(request, member, '/join')).searchParams.get('token');
  const joined = await request.post(`/api/team/invitations/${joinToken}/accept`, {
    data: { password: memberPassword, firstName: 'Max', lastName: 'Member' },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  // Enforcement waits for a connection.
  const enforcement = page.getByRole('region', { name: 'Require single sign-on' });
  const enforce = enforcement.getByRole('switch', { name: 'Require single sign-on for verified domains' });
  await expect(enforce).toBeDisabled();

  // The OpenID connection: our redirect URI to register at the IdP, then what the IdP gave.
  const connection = page.getByRole('region', { name: 'Identity provider' });
  await expect(connection.getByRole('radio', { name: /OpenID Connect/ })).toBeChecked();
  await expect(connection.getByText(/\/api\/auth\/sso\/oidc\/callback$/)).toBeVisible();
  await connection.getByLabel('Issuer URL', { exact: true }).fill(oidcIssuer());
  await connection.getByLabel('Client ID', { exact: true }).fill(E2E_OIDC_CLIENT.clientId);
  await connection.getByLabel('Client secret', { exact: true }).fill(E2E_OIDC_CLIENT.clientSecret);
  await connection.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('Connection saved.')).toBeVisible();
  const summary = connection.getByRole('definition');
  await expect(summary.filter({ hasText: oidcIssuer() })).toBeVisible();
  await expect(summary.filter({ hasText: E2E_OIDC_CLIENT.clientId })).toBeVisible();
  await expect(connection.getByText(E2E_OIDC_CLIENT.clientSecret)).toHaveCount(0);

  // The test sign-in runs in a new tab through the IdP's login form, and signs nobody in.
  const [testTab] = await Promise.all([
    context.waitForEvent('page'),
    connection.getByRole('button', { name: 'Test connection' }).click(),
  ]);
  await signInAtIdp(testTab, tester);
  await expect(testTab).toHaveURL(/\/sso\/test-result\?/);
  await expect(testTab.getByText('The connection works', { exact: true })).toBeVisible();
  await expect(
    testTab.getByText(`The connection works. ${tester} would sign in as member (new member).`),
  ).toBeVisible();
  await testTab.close();

  // Members of the IdP group become admins.
  const groups = page.getByRole('region', { name: 'Group mapping' });
  await expect(groups.getByText('No groups mapped: everyone joins as a member.')).toBeVisible();
  await groups.getByRole('button', { name: 'Add group' }).click();
  await groups.getByLabel('Group name').fill(adminGroup);
  await groups.getByLabel('Role').selectOption({ label: 'Admin' });
  await groups.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Group mapping saved.')).toBeVisible();
  await expect(groups.getByRole('button', { name: 'Save mapping' })).toBeDisabled();

  await expect(enforce).toBeEnabled();
  await expect(enforcement.getByText('Password sign-in is allowed.')).toBeVisible();
  await enforce.click();
  await expect(enforce).toHaveAttribute('aria-checked', 'true');
  await expect(enforcement.getByText('Single sign-on is required.')).toBeVisible();

  await page.reload();
  await expect(enforce).toHaveAttribute('aria-checked', 'true');
  await expect(groups.getByLabel('Group name')).toHaveValue(adminGroup);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A new person, on their own device (the test tab left an IdP session here), signs in with SSO from the sign-in
  // page and joins as an admin (their group).
  const device = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders });
  const newcomerPage = await device.newPage();
  await newcomerPage.goto('/login');
  await newcomerPage.getByRole('button', { name: 'Sign in with SSO' }).click();
  await newcomerPage.getByLabel('Work e-mail').fill(newcomer);
  await newcomerPage.getByRole('button', { name: 'Continue with SSO' }).click();
  await signInAtIdp(newcomerPage, newcomer);
  await expect(newcomerPage).toHaveURL(/\/dashboard$/);
  await expect(newcomerPage.getByText(`Signed in as ${newcomer}`)).toBeVisible();
  await newcomerPage
    .getByRole('navigation', { name: 'Portal navigation' })
    .getByRole('link', { name: 'Team', exact: true })
    .click();
  await expect(newcomerPage).toHaveURL(/\/settings\/team$/);
  const members = newcomerPage.getByRole('table', { name: 'Members of your organisation' });
  const ownRow = members.getByRole('row').filter({ hasText: newcomer });
  await expect(ownRow.getByText('(you)')).toBeVisible();
  await expect(ownRow.getByText('Admin', { exact: true })).toBeVisible();
  await expect(ownRow.getByText('Ada Admin')).toBeVisible();
  await expect(newcomerPage.getByRole('button', { name: 'Invite', exact: true })).toBeVisible();
  await device.close();

  // A member's password no longer works: the SSO form opens with their address.
  await signIn(page, member, memberPassword);
  await expect(
    page.getByText('Your organisation signs in with single sign-on. Use “Sign in with SSO” with your work e-mail.'),
  ).toBeVisible();
  await expect(page.getByLabel('Work e-mail')).toHaveValue(member);
  await expect(page.getByRole('button', { name: 'Continue with SSO' })).toBeVisible();

  // The owner keeps their password (break-glass), and is back where they signed out.
  await page.goto('/login');
  await signIn(page, ownerEmail, password);
  await expect(page.getByText(`Signed in as ${ownerEmail}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
});

test('a password sign-in refused for SSO says so in German too', async ({ page, request }) => {
  const ownerEmail = await createVerifiedUser(request, password);
  await makePro(request, ownerEmail);
  const headers = { 'x-auth-token': await apiToken(request, ownerEmail, password) };
  const domain = uniqueDomain('oidc-de');
  await verifyDomain(request, headers, domain);
  const member = `mia.mitglied@${domain}`;
  const invited = await request.post('/api/team/invitations', { headers, data: { email: member, role: 'member' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const joinToken = new URL(await readMailLink(request, member, '/join')).searchParams.get('token');
  const joined = await request.post(`/api/team/invitations/${joinToken}/accept`, {
    data: { password: memberPassword, firstName: 'Mia', lastName: 'Mitglied' },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const connected = await request.put('/api/team/sso', {
    headers,
    data: { type: 'oidc', issuer: oidcIssuer(), ...E2E_OIDC_CLIENT },
  });
  expect(connected.status(), await connected.text()).toBe(200);
  const enforced = await request.put('/api/team/sso/enforcement', { headers, data: { enforced: true } });
  expect(enforced.status(), await enforced.text()).toBe(200);

  await page.goto('/login?lng=de');
  await page.getByLabel('E-Mail-Adresse').fill(member);
  await page.getByLabel('Passwort', { exact: true }).fill(memberPassword);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(
    page.getByText(
      'Ihre Organisation meldet sich per Single Sign-on an. Nutzen Sie „Mit SSO anmelden“ mit Ihrer geschäftlichen E-Mail-Adresse.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Geschäftliche E-Mail')).toHaveValue(member);

  // An address at a domain nobody verified comes back with the reason.
  const stranger = `niemand@${uniqueDomain('unverified')}`;
  await page.getByLabel('Geschäftliche E-Mail').fill(stranger);
  await page.getByRole('button', { name: 'Weiter mit SSO' }).click();
  await expect(page).toHaveURL(/\/login\?sso=noConnection/);
  await expect(page.getByText('Single Sign-on hat nicht funktioniert')).toBeVisible();
  await expect(page.getByText('Für diese E-Mail-Domain gibt es kein Single Sign-on.', { exact: false })).toBeVisible();
});

test('an address at an unverified domain comes back to the sign-in page with the reason', async ({ page }) => {
  const stranger = `nobody@${uniqueDomain('unverified')}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await page.getByLabel('Work e-mail').fill(stranger);
  await page.getByRole('button', { name: 'Continue with SSO' }).click();
  await expect(page).toHaveURL(/\/login\?sso=noConnection/);
  await expect(page.getByText('Single sign-on did not work')).toBeVisible();
  await expect(
    page.getByText(
      'There is no single sign-on for this e-mail domain. Sign in with your password, or ask your administrator.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Work e-mail')).toHaveValue(stranger);
});
