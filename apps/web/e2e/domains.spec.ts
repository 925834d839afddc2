import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { checkBothThemes, expectNoSeriousViolations } from './axe-check';
import { apiToken, publishTxt, uniqueDomain } from './identity-support';
import { adminCredentials, signInAsProOwner } from './support';

// Sign-ups are limited per IP: this file registers from its own address (the e2e server trusts the proxy header).
const clientIp = '10.33.4.21';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientIp } });

const password = 'Link-Domains-Passw0rd!';
/** A phone's user agent, so the scans below count as people's. */
const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** `text` as a literal inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the e2e server answers a request naming `host`: what a phone gets once the customer's DNS points the host at
 * us (the host's name resolves nowhere here, so the request goes to the server's address with that Host header).
 */
function getOnHost(baseURL: string, host: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { hostname, port, path, headers: { host, 'user-agent': phoneAgent, 'x-forwarded-for': clientIp } },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test('an owner adds a link domain, verifies it by DNS, makes it the default, puts a tag and a card on it and deletes it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('baseURL is set by global setup');
  const appHost = new URL(baseURL).host;
  const email = await signInAsProOwner(page, request, password);
  const headers = { 'x-auth-token': await apiToken(request, email, password) };
  const created = await request.post('/api/vcf-configs', {
    headers,
    multipart: { configName: 'Trade fair card', name: 'Erika', surname: 'Mustermann' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const card = (await created.json()) as { id: string; downloadToken: string };
  const host = `go.${uniqueDomain('links')}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // Settings > Link domains, from the settings page.
  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: 'Link domains: your own host for scan links' }).click();
  await expect(page).toHaveURL(/\/settings\/domains$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Link domains' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Your domains' });
  await expect(section.getByText('No link domains yet')).toBeVisible();
  const hostField = section.getByLabel('Host name');

  // A host with a port is refused under the field before anything is sent, as the server would refuse it.
  await hostField.fill('go.example.com:8443');
  await hostField.press('Enter');
  await expect(
    section.getByText('Enter a host name such as go.example.com, without a path, port or IP address.'),
  ).toBeVisible();
  await expect(hostField).toHaveAttribute('aria-invalid', 'true');
  await expect(hostField).toBeFocused();

  // Pasted as a link in capitals: stored as the bare host, by keyboard alone.
  await hostField.fill(`https://${host.toUpperCase()}/`);
  await hostField.press('Enter');
  await expect(page.getByText(`${host} added. Set its DNS records, then verify it.`)).toBeVisible();
  await expect(hostField).toHaveValue('');
  const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: host, exact: true }) });
  await expect(item.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(item.getByText('No tag or card names this domain yet.')).toBeVisible();

  // The same host again: the server's refusal lands under the field.
  await hostField.fill(host);
  await section.getByRole('button', { name: 'Add domain' }).click();
  await expect(hostField).toHaveAttribute('aria-invalid', 'true');
  await hostField.fill('');

  // The records to set: where to point the host, and the TXT record to copy.
  await expect(item.getByText(new RegExp(`^(CNAME|A) ${literal(host)} → \\S+$`))).toBeVisible();
  const recordName = `_nfc-link.${host}`;
  await expect(item.getByText(recordName, { exact: true })).toBeVisible();
  const recordValue = (await item.getByText(/^nfc-link=/).textContent()) ?? '';
  expect(recordValue).toMatch(/^nfc-link=\S+$/);
  await item.getByRole('button', { name: 'Copy value' }).click();
  await expect(item.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recordValue);

  // Verifying before the record exists fails with the server's message, which names the record.
  await item.getByRole('button', { name: `Verify ${host}` }).click();
  const failure = item.getByRole('alert').filter({ hasText: 'Not verified' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(recordName);
  await expect(item.getByRole('button', { name: `Verify ${host}` })).toBeEnabled();
  await checkBothThemes(page, 'link domains with a pending domain');

  // The record published at the DNS server the e2e server asks: verified, and the host serves.
  await publishTxt(recordName, recordValue);
  await item.getByRole('button', { name: `Verify ${host}` }).click();
  await expect(item.getByText(`${host} is verified and serves your links.`)).toBeVisible();
  await expect(item.getByText('Verified', { exact: true })).toBeVisible();
  await expect(failure).toHaveCount(0);
  await expect(item.getByRole('button', { name: `Check again: ${host}` })).toBeVisible();
  // Once verified the records fold away.
  await expect(item.getByText(recordName, { exact: true })).toBeHidden();
  await item.getByText('DNS records', { exact: true }).click();
  await expect(item.getByText(recordName, { exact: true })).toBeVisible();

  // Where the host itself leads.
  await item.getByRole('button', { name: `Change the root address of ${host}` }).click();
  await item.getByLabel('Root address').fill('brand.example/welcome');
  await item.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(item.getByText(`Visitors to ${host} itself go to https://brand.example/welcome.`)).toBeVisible();
  expect(await getOnHost(baseURL, host, '/')).toMatchObject({ status: 302, location: 'https://brand.example/welcome' });

  // The default for tags and cards without a domain of their own.
  await item.getByRole('button', { name: `Make default: ${host}` }).click();
  await expect(item.getByText('Default', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: `Stop using as default: ${host}` })).toBeVisible();

  // A new tag: the picker starts on the default, and the preview shows the link on the customer's host.
  await page.goto('/tags/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create tag' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Shop window');
  await page.getByLabel('Website URL').fill(`${baseURL}/pricing`);
  const tagPicker = page.getByRole('combobox', { name: 'Link domain' });
  await expect(tagPicker.locator('option:checked')).toHaveText(`Default (${host})`);
  const preview = page.getByRole('status', { name: 'Link preview' });
  await expect(preview).toHaveText(`https://${host}/t/…`);
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const row = page.getByRole('row', { name: /Shop window/ });
  await row.getByRole('button', { name: /^Share Shop window/ }).click();
  const share = page.getByRole('dialog', { name: 'Share “Shop window”' });
  const scanLink = await share.getByRole('textbox', { name: 'Scan link' }).inputValue();
  expect(scanLink).toMatch(new RegExp(`^https://${literal(host)}/t/[0-9A-Za-z]{8}$`));
  await share.getByRole('button', { name: 'Close' }).click();
  const code = scanLink.slice(scanLink.lastIndexOf('/') + 1);
  // A phone reaching the host is sent on to the tag's website; the link on the app's host keeps working.
  expect(await getOnHost(baseURL, host, `/t/${code}`)).toMatchObject({ status: 302, location: `${baseURL}/pricing` });
  expect(await getOnHost(baseURL, appHost, `/t/${code}`)).toMatchObject({ status: 302 });

  // Editing shows the link as it is now.
  await row.getByRole('link', { name: 'Edit Shop window' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit tag' })).toBeVisible();
  await expect(preview).toHaveText(scanLink);
  await page.getByRole('link', { name: 'Cancel' }).click();

  // The card on the domain of its own: chosen in the editor, its public link on the host in the list.
  await page.goto(`/vcards/edit?id=${card.id}`);
  const cardPicker = page.getByRole('combobox', { name: 'Link domain' });
  await expect(cardPicker.locator('option:checked')).toHaveText(`Default (${host})`);
  await cardPicker.selectOption({ label: host });
  const cardUrl = `https://${host}/vcard/${card.downloadToken}`;
  await expect(preview).toHaveText(cardUrl);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/vcards$/, { timeout: 10_000 });
  const cardItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Trade fair card' }) });
  await expect(cardItem.getByText(cardUrl, { exact: true })).toBeVisible();
  expect((await getOnHost(baseURL, host, `/vcard/${card.downloadToken}`)).status).toBe(200);

  // The list counts what names the domain; the page passes axe in both themes and fits a phone.
  await page.goto('/settings/domains');
  await expect(item.getByText('Used by 0 tags and 1 card')).toBeVisible();
  await item.getByText('DNS records', { exact: true }).click();
  await expect(item.getByText(recordName, { exact: true })).toBeVisible();
  await checkBothThemes(page, 'link domains with a verified default domain');
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item.getByText(recordName, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'link domains at 390 px');
  if (viewport) await page.setViewportSize(viewport);

  // Deleting: Escape leaves it be; the server refuses while the card names it, so the dialog offers the move.
  const deleteButton = item.getByRole('button', { name: `Delete ${host}` });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${host}?` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete domain' }).click();
  const moveTo = dialog.getByRole('combobox', { name: 'Move its tags and cards to' });
  await expect(moveTo).toBeVisible();
  await expect(dialog.getByRole('status')).not.toBeEmpty();
  // The default itself goes, so the default left is the app's own host.
  await expect(moveTo.locator('option:checked')).toHaveText(`The default (${appHost})`);
  await expectNoSeriousViolations(page, 'link domain delete dialog, move step');
  await dialog.getByRole('button', { name: 'Move and delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${host} deleted.`)).toBeVisible();
  await expect(section.getByText('No link domains yet')).toBeVisible();

  // The card and the tag are back on the app's host; the host no longer serves them.
  await page.goto('/vcards');
  await expect(cardItem.getByText(`${baseURL}/vcard/${card.downloadToken}`, { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await row.getByRole('button', { name: /^Share Shop window/ }).click();
  await expect(share.getByRole('textbox', { name: 'Scan link' })).toHaveValue(`${baseURL}/t/${code}`);
  await share.getByRole('button', { name: 'Close' }).click();

  // In German.
  await page.goto('/settings/domains');
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Link-Domains' })).toBeVisible();
  await expect(page.getByText('Noch keine Link-Domains')).toBeVisible();
  await expect(page.getByLabel('Hostname')).toBeVisible();
});

test('an organisation without Pro or Enterprise is shown which plans have link domains', async ({ page, request }) => {
  const email = await signInAsProOwner(page, request, password);
  const headers = { 'x-auth-token': await apiToken(request, email, password) };
  // The owner's organisation back on the free plan, as an admin would set it.
  const login = await request.post('/api/auth/login', { data: adminCredentials });
  expect(login.status()).toBe(200);
  const adminHeaders = { 'x-auth-token': ((await login.json()) as { token: string }).token };
  const users = (await (await request.get('/api/admin/users', { headers: adminHeaders })).json()) as {
    id: string;
    email: string;
  }[];
  const owner = users.find((user) => user.email === email);
  const downgraded = await request.put(`/api/admin/users/${owner?.id}`, {
    headers: adminHeaders,
    data: { planId: null },
  });
  expect(downgraded.status(), await downgraded.text()).toBe(200);
  expect((await request.get('/api/domains', { headers })).status()).toBe(403);
  await page.goto('/settings/domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Link domains' })).toBeVisible();
  await expect(page.getByText('Link domains come with the Pro or Enterprise plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your domains' })).toHaveCount(0);
  await checkBothThemes(page, 'link domains without the plan');
});
