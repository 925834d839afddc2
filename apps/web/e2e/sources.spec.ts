import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { adminCredentials, createVerifiedUser, signIn } from './support';

// Sign-ups are limited per IP: this file registers from its own address (the e2e server trusts the proxy header).
const clientIp = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientIp } });

const password = 'Source-Passw0rd!';
/** A phone's user agent: visits by headless browsers would be flagged as bots and left out of the analytics. */
const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Gives a user the Pro plan and an active account through the admin API, as an admin would. */
async function makePro(request: APIRequestContext, email: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: adminCredentials });
  const headers = { 'x-auth-token': ((await login.json()) as { token: string }).token };
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as { id: string; email: string }[];
  const plans = (await (await request.get('/api/public/plans')).json()) as { id: string; name: string }[];
  const user = users.find((item) => item.email === email);
  const planId = plans.find((plan) => plan.name === 'Pro')?.id;
  const updated = await request.put(`/api/admin/users/${user?.id}`, {
    headers,
    data: { planId, isAccountActive: true },
  });
  expect(updated.status(), await updated.text()).toBe(200);
}

test('a phone visitor scans the QR code, saves the contact and shares their details; the owner sees the lead, the QR source and the funnel', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const headers = { 'x-auth-token': ((await login.json()) as { token: string }).token };
  const card = await request.post('/api/vcf-configs', {
    headers,
    multipart: { configName: 'Trade fair card', name: 'Mia', surname: 'Sommer' },
  });
  expect(card.status()).toBe(201);
  const { id: cardId, downloadToken } = (await card.json()) as { id: string; downloadToken: string };
  const created = await request.post('/api/tags', {
    headers,
    data: { name: 'Fair stand', actionType: 'VCARD_PAGE', actionData: { vcfConfigId: cardId } },
  });
  expect(created.status()).toBe(201);
  const tag = (await created.json()) as { id: string; userFacingId: string; scanUrl: string };

  // A visitor scans the QR code with a phone, lands on the card and saves the contact.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: phoneAgent,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  const visitor = await phone.newPage();
  const viewRecorded = visitor.waitForResponse((answer) => answer.url().endsWith('/api/analytics/nfc-scan'));
  await visitor.goto(`${tag.scanUrl}?src=qr`);
  await expect(visitor).toHaveURL(`${baseURL}/vcard/${downloadToken}?via=${tag.userFacingId}&src=qr`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Mia Sommer' })).toBeVisible();
  const view = await viewRecorded;
  expect(view.status()).toBe(202);
  expect(view.request().postDataJSON()).toMatchObject({ via: tag.userFacingId, src: 'qr' });
  const saveLink = visitor.getByRole('link', { name: 'Save contact' });
  await expect(saveLink).toHaveAttribute('href', `/api/vcf/download/${downloadToken}?via=${tag.userFacingId}&src=qr`);
  const [vcf] = await Promise.all([visitor.waitForEvent('download'), saveLink.click()]);
  expect(await readFile((await vcf.path()) as string, 'utf8')).toContain('FN:Mia Sommer');
  // ... and shares their own details back.
  await visitor.getByRole('button', { name: 'Share your details' }).click();
  const shareDialog = visitor.getByRole('dialog', { name: 'Share your details' });
  await shareDialog.getByLabel('Your name').fill('Jonas Berger');
  await shareDialog.getByLabel('E-mail address').fill('jonas.berger@example.com');
  await shareDialog.getByRole('checkbox', { name: /I agree that my details are sent to Mia Sommer/ }).check();
  await shareDialog.getByRole('button', { name: 'Send my details' }).click();
  await expect(shareDialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await phone.close();

  // The owner opens the tag's analytics.
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('row', { name: /Fair stand/ })
    .getByRole('link', { name: /Analytics/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tag analytics' })).toBeVisible();
  const sources = page.getByRole('region', { name: 'Scan sources' });
  await expect(sources.getByRole('listitem').filter({ hasText: 'QR code' })).toContainText('1 (100%)');
  await expect(sources.getByRole('listitem').filter({ hasText: 'NFC tap' })).toContainText('0 (0%)');
  await expect(sources.getByRole('listitem').filter({ hasText: 'Other' })).toContainText('0 (0%)');
  const funnel = page.getByRole('region', { name: 'From scan to contact' });
  const steps = funnel.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toHaveText(/^Scans\s*1$/);
  await expect(steps.nth(1)).toHaveText(/^Card views\s*1\s*100% of the step before$/);
  await expect(steps.nth(2)).toHaveText(/^Contacts saved\s*1\s*100% of the step before$/);
  await expect(steps.nth(3)).toHaveText(/^Leads\s*1\s*100% of the step before$/);
  // The day's bar splits by source too; its table says so in words.
  await page.getByText('Show as table').click();
  const today = page.getByRole('table', { name: 'Scans per day' }).getByRole('row').last();
  await expect(today.getByRole('cell')).toHaveText([/.+/, '1', '0', '1', '0']);
  await expectNoSeriousViolations(page, '/analytics/tag sources light');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(page, '/analytics/tag sources dark');

  // The lead is on the leads page, with the QR code as its source.
  await page.goto('/leads');
  const lead = page.getByRole('row', { name: /Jonas Berger/ });
  await expect(lead).toContainText('jonas.berger@example.com');
  await expect(lead).toContainText('QR code');
  await expect(lead).toContainText('Trade fair card');
  await page.goBack();

  // German, then on a phone: the same figures, nothing wider than the screen.
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Scan-Quellen' })).toContainText('QR-Code');
  await expect(page.getByRole('region', { name: 'Vom Scan zum Kontakt' }).getByRole('listitem').nth(2)).toHaveText(
    /^Gespeicherte Kontakte\s*1\s*100\s*% des vorherigen Schritts$/,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'Vom Scan zum Kontakt' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
