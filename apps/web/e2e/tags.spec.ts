import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { adminCredentials, createVerifiedUser, signIn } from './support';

// Sign-ups are limited per IP: this file registers from its own address (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.31.7.42' } });

const password = 'Tag-Passw0rd!';
/** A phone's user agent: scans by headless browsers would be flagged as bots and left out of the analytics. */
const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type PlanChange = { plan?: 'Core' | 'Pro' | null; tagQuota?: number | null; isAccountActive?: boolean };

/** Sets a user's plan, quota and activation through the admin API, as an admin would. */
async function changeUser(request: APIRequestContext, email: string, change: PlanChange): Promise<void> {
  const login = await request.post('/api/auth/login', { data: adminCredentials });
  expect(login.status()).toBe(200);
  const headers = { 'x-auth-token': ((await login.json()) as { token: string }).token };
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as { id: string; email: string }[];
  const user = users.find((item) => item.email === email);
  expect(user, email).toBeTruthy();
  const data: Record<string, unknown> = {};
  if (change.plan !== undefined) {
    const plans = (await (await request.get('/api/public/plans')).json()) as { id: string; name: string }[];
    data.planId = change.plan === null ? null : plans.find((plan) => plan.name === change.plan)?.id;
    expect(data.planId === undefined, 'plan exists').toBe(false);
  }
  if (change.tagQuota !== undefined) data.tagQuota = change.tagQuota;
  if (change.isAccountActive !== undefined) data.isAccountActive = change.isAccountActive;
  const updated = await request.put(`/api/admin/users/${user?.id}`, { headers, data });
  expect(updated.status(), await updated.text()).toBe(200);
}

async function userToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

test('a Pro user creates link, vCard and document tags, shares them, sees their scans and deletes one', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = await createVerifiedUser(request, password);
  await changeUser(request, email, { plan: 'Pro', isAccountActive: true });
  // A business card for the vCard-page tag.
  const token = await userToken(request, email);
  const card = await request.post('/api/vcf-configs', {
    headers: { 'x-auth-token': token },
    multipart: { configName: 'Front desk card', name: 'Erika', surname: 'Mustermann' },
  });
  expect(card.status()).toBe(201);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your tags' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No tags yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  // A website link: a bad URL is caught under its field, a good one is saved.
  await page.getByRole('link', { name: 'Create tag' }).first().click();
  await expect(page).toHaveURL(/\/tags\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create tag' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Website link/ })).toBeChecked();
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Menu table 4');
  await page.getByLabel('Website URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByText('Enter a valid http(s) URL.')).toBeVisible();
  await expect(page.getByLabel('Website URL')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Website URL').fill(`${baseURL}/pricing`);
  await page.getByRole('button', { name: 'More options' }).click();
  await page.getByLabel('Campaign name').fill('Spring menu');
  await page.getByLabel('Group', { exact: true }).fill('Terrace');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Tag created.')).toBeVisible();
  const linkRow = page.getByRole('row', { name: /Menu table 4/ });
  await expect(linkRow).toContainText('Website link');
  await expect(linkRow).toContainText('Spring menu');
  await expect(linkRow).toContainText('Active');
  await expect(linkRow.getByRole('link', { name: /Analytics/ })).toBeVisible();

  // Share: copy the scan link (2 s confirmation), download the QR code; no Web NFC in desktop Chromium.
  await linkRow.getByRole('button', { name: /Share/ }).click();
  const share = page.getByRole('dialog', { name: 'Share “Menu table 4”' });
  await expect(share).toBeVisible();
  const scanLink = await share.getByRole('textbox', { name: 'Scan link' }).inputValue();
  expect(scanLink).toMatch(new RegExp(`^${baseURL}/t/[0-9A-Za-z]{8}$`));
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(scanLink);
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4_000 });
  await expect(share.getByRole('img', { name: 'QR code of the scan link of Menu table 4' })).toBeVisible();
  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(pngDownload.suggestedFilename()).toMatch(/^qr-Menu-table-4-[0-9A-Za-z]{8}\.png$/);
  const png = await readFile((await pngDownload.path()) as string);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svgDownload.suggestedFilename()).toMatch(/\.svg$/);
  expect(await readFile((await svgDownload.path()) as string, 'utf8')).toContain('<svg');
  await expect(share.getByRole('button', { name: 'Write to NFC tag' })).toHaveCount(0);
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();

  // Opening the scan link lands on the website: once from a phone, once by request (QR code marked).
  const phone = await context.browser()?.newContext({
    userAgent: phoneAgent,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.31.7.42' },
  });
  const phonePage = await phone?.newPage();
  await phonePage?.goto(scanLink);
  await expect(phonePage as Page).toHaveURL(`${baseURL}/pricing`);
  await phone?.close();
  const followed = await request.get(`${scanLink}?src=qr`, { headers: { 'user-agent': phoneAgent } });
  expect(followed.ok()).toBe(true);
  expect(followed.url()).toBe(`${baseURL}/pricing`);

  // A vCard page: changing the action type resets the action data.
  await page.getByRole('link', { name: 'Create tag' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Reception');
  await page.getByLabel('Website URL').fill('https://example.com/left-over');
  await page.getByRole('radio', { name: /^vCard page/ }).check();
  await expect(page.getByLabel('Website URL')).toHaveCount(0);
  // The only card is chosen by itself; emptied, the choice is asked for.
  const cardChoice = page.getByLabel('vCard', { exact: true });
  await expect(cardChoice.locator('option:checked')).toHaveText('Front desk card');
  await cardChoice.selectOption('');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByText('Choose one of your vCards.')).toBeVisible();
  await expect(cardChoice).toBeFocused();
  await cardChoice.selectOption({ label: 'Front desk card' });
  await page.getByRole('radio', { name: /^Website link/ }).check();
  await expect(page.getByLabel('Website URL')).toHaveValue('');
  await page.getByRole('radio', { name: /^vCard page/ }).check();
  await expect(cardChoice.locator('option:checked')).toHaveText('Front desk card');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const vcardRow = page.getByRole('row', { name: /Reception/ });
  await expect(vcardRow).toContainText('vCard page');
  await expect(vcardRow).toContainText('Front desk card');

  // A document: a small PDF made here.
  await page.getByRole('link', { name: 'Create tag' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Allergy list');
  await page.getByRole('radio', { name: /^Document/ }).check();
  await expect(page.getByText('PDF, PNG or JPG, at most 5 MB.')).toBeVisible();
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByText('Choose a document to upload.')).toBeVisible();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  await page.getByLabel('Document', { exact: true }).setInputFiles({
    name: 'allergy-list.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const documentRow = page.getByRole('row', { name: /Allergy list/ });
  await expect(documentRow).toContainText('Document');
  await expect(documentRow).toContainText('allergy-list.pdf');
  await documentRow.getByRole('button', { name: /Share/ }).click();
  const documentLink = await page.getByRole('dialog').getByRole('textbox', { name: 'Scan link' }).inputValue();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  const documentScan = await request.get(documentLink, { headers: { 'user-agent': phoneAgent } });
  expect(documentScan.ok()).toBe(true);
  expect((await documentScan.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Editing keeps the stored document and shows it.
  await documentRow.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit tag' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'allergy-list.pdf' })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('inactive');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('row', { name: /Allergy list/ })).toContainText('Inactive');

  // The list counts the scans; the analytics show them with totals, a chart and the top lists.
  await page.reload();
  await expect(linkRow).toContainText('2 scans');
  await linkRow.getByRole('link', { name: /Analytics/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tag analytics' })).toBeVisible();
  await expect(page.getByText('Menu table 4 (')).toBeVisible();
  await expect(page.getByText('Total scans').locator('..')).toContainText('2');
  await expect(page.getByText('Unique visitors').locator('..')).toContainText('1');
  await expect(page.getByRole('heading', { name: 'Scans per day' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top platforms' })).toContainText('iOS');
  await expect(page.getByRole('region', { name: 'Top browsers' })).toContainText('Safari');
  await page.getByText('Last 7 days').click();
  await expect(page).toHaveURL(/\?days=7$/);
  await expect(page.getByText('Total scans').locator('..')).toContainText('2');
  await page.getByText('Show as table').click();
  await expect(page.getByRole('table', { name: 'Scans per day' }).getByRole('row')).toHaveCount(8);
  await expectNoSeriousViolations(page, '/analytics/tag');
  // German dates in German.
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tag-Statistik' })).toBeVisible();
  await expect(page.getByText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  // CSV export of the list.
  await page.getByRole('link', { name: 'Back to your tags' }).click();
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^tags-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await csvDownload.path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('ID,Name,Action type,Target');
  expect(csv).toContain(`Menu table 4,Website link,${baseURL}/pricing`);
  expect(csv).toContain('Allergy list,Document,allergy-list.pdf');
  expect(csv).toContain(scanLink);
  await expectNoSeriousViolations(page, '/dashboard');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(page, '/dashboard dark');
  await linkRow.getByRole('button', { name: /Share/ }).click();
  await expect(share).toBeVisible();
  await expectNoSeriousViolations(page, 'share dialog dark');
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // Delete after confirming; cancelling keeps the tag.
  await vcardRow.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete tag?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(vcardRow).toBeVisible();
  await vcardRow.getByRole('button', { name: /Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete tag' }).click();
  await expect(page.getByText('Tag “Reception” deleted.')).toBeVisible();
  await expect(vcardRow).toHaveCount(0);
  await expect(page.getByRole('row')).toHaveCount(3);
});

test('tag creation follows the plan: upgrade without Pro, disabled at the limit, analytics for Core and Pro', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, password);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const upgrade = page.getByRole('link', { name: 'Upgrade to Create Tags' }).first();
  await expect(upgrade).toHaveAttribute('href', '/pricing');
  await page.goto('/tags/new');
  await expect(page.getByText('Creating tags needs the Pro plan', { exact: true })).toBeVisible();

  // Pro with a quota of one tag: the one tag is the limit.
  await changeUser(request, email, { plan: 'Pro', tagQuota: 1, isAccountActive: true });
  const token = await userToken(request, email);
  const created = await request.post('/api/tags', {
    headers: { 'x-auth-token': token },
    data: { name: 'Door', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' } },
  });
  expect(created.status()).toBe(201);
  await page.goto('/dashboard');
  await expect(page.getByRole('row', { name: /Door/ })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create tag' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(/reached the limit of 1 tag/);
  await expect(page.getByText('Tag limit reached')).toBeVisible();

  // Core: no tag creation, but analytics.
  await changeUser(request, email, { plan: 'Core', tagQuota: null });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Upgrade to Create Tags' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Door/ }).getByRole('link', { name: /Analytics/ })).toBeVisible();

  // No plan: neither.
  await changeUser(request, email, { plan: null });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Upgrade to Create Tags' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Door/ }).getByRole('link', { name: /Edit/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Door/ }).getByRole('link', { name: /Analytics/ })).toHaveCount(0);
});
