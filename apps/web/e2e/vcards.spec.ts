import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { rgbPng } from './png';
import { adminCredentials, createVerifiedUser, organisation, signIn } from './support';

// Sign-ups are limited per IP: this file registers from its own address (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.64.19.3' } });

const password = 'Card-Passw0rd!';
const phoneAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const person = {
  configName: 'Trade fair',
  name: 'Jürgen',
  surname: 'Groß-Müller',
  position: 'Head of Sales, EMEA',
  contactEmail: 'juergen@example.com',
  phoneNumber: '+49 30 1234567',
  websiteUrl: 'https://example.com/team',
  linkedinUrl: 'https://www.linkedin.com/in/juergen',
  instagramUrl: 'https://www.instagram.com/juergen',
};

/** A real PNG of a colour gradient. */
const makePng = (size: number) => rgbPng(size, size, (x, y) => [60 + x * 2, 70 + y * 2, 200]);

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: adminCredentials });
  expect(login.status()).toBe(200);
  return { 'x-auth-token': ((await login.json()) as { token: string }).token };
}

/** Sets the plan and activation of a user through the admin API, as an admin would. */
async function changeUser(
  request: APIRequestContext,
  email: string,
  change: { plan?: 'Pro' | 'Core'; tagQuota?: number | null; isAccountActive?: boolean },
) {
  const headers = await adminHeaders(request);
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as { id: string; email: string }[];
  const user = users.find((item) => item.email === email);
  expect(user, email).toBeTruthy();
  const data: Record<string, unknown> = {};
  if (change.plan) {
    const plans = (await (await request.get('/api/public/plans')).json()) as { id: string; name: string }[];
    data.planId = plans.find((plan) => plan.name === change.plan)?.id;
  }
  if (change.tagQuota !== undefined) data.tagQuota = change.tagQuota;
  if (change.isAccountActive !== undefined) data.isAccountActive = change.isAccountActive;
  const updated = await request.put(`/api/admin/users/${user?.id}`, { headers, data });
  expect(updated.status(), await updated.text()).toBe(200);
}

test('a user designs a card with a picture; a visitor on a phone sees it, saves the contact and is counted', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  const email = await createVerifiedUser(request, password);
  await changeUser(request, email, { plan: 'Pro', isAccountActive: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'vCards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your vCards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No vCards yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create vCard' }).first().click();
  await expect(page).toHaveURL(/\/vcards\/new$/);

  // Field checks of the contract, translated, under the fields.
  await page.getByRole('button', { name: 'Create vCard' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel('Card name').fill(person.configName);
  await page.getByLabel('E-mail address').fill('not-an-address');
  await page.getByLabel('Website', { exact: true }).fill('ftp://example.com');
  await page.getByRole('button', { name: 'Create vCard' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Enter a valid http(s) URL.')).toBeVisible();

  await page.getByLabel('First name').fill(person.name);
  await page.getByLabel('Last name').fill(person.surname);
  await page.getByLabel('Position').fill(person.position);
  await page.getByLabel('E-mail address').fill(person.contactEmail);
  await page.getByLabel('Phone number').fill(person.phoneNumber);
  await page.getByLabel('Website', { exact: true }).fill(person.websiteUrl);
  await page.getByLabel('LinkedIn profile').fill(person.linkedinUrl);
  await page.getByLabel('Instagram profile').fill(person.instagramUrl);

  // The picture: a file that only claims to be a PNG is refused on the client, a real PNG is taken.
  await page.getByLabel('Profile picture').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await expect(page.getByText('Choose a PNG, JPEG or GIF image.')).toBeVisible();
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: makePng(64) });
  await expect(page.getByText('New picture: portrait.png')).toBeVisible();

  // The live preview follows the form.
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await expect(preview.getByRole('heading', { name: 'Jürgen Groß-Müller' })).toBeVisible();
  await expect(preview).toContainText(person.position);
  await expect(preview).toContainText(organisation.organisationName);
  await expect(preview.getByRole('img', { name: 'Photo of Jürgen Groß-Müller' })).toBeVisible();
  await expectNoSeriousViolations(page, '/vcards/new');

  await page.getByRole('button', { name: 'Create vCard' }).click();
  await expect(page.getByText('You will be taken to your vCards in a moment.')).toBeVisible();
  await expect(page).toHaveURL(/\/vcards$/, { timeout: 5_000 });

  // The list: public link to copy (2 s confirmation), QR code, public page and .vcf download.
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: person.configName }) });
  await expect(item).toContainText('Jürgen Groß-Müller · Head of Sales, EMEA');
  const publicLink = (await item.getByText(/\/vcard\//).textContent())?.trim() ?? '';
  expect(publicLink).toMatch(new RegExp(`^${baseURL}/vcard/[\\w-]{22,}$`));
  const downloadToken = publicLink.split('/vcard/')[1] as string;
  await item.getByRole('button', { name: 'Copy link' }).click();
  await expect(item.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicLink);
  await expect(item.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 4_000 });
  await expect(item.getByRole('link', { name: /^Open page/ })).toHaveAttribute('href', `/vcard/${downloadToken}`);
  await expect(item.getByRole('link', { name: /^Download \.vcf/ })).toHaveAttribute(
    'href',
    `/api/vcf/download/${downloadToken}`,
  );
  await item.getByRole('button', { name: /QR code/ }).click();
  const qr = page.getByRole('dialog', { name: `QR code of “${person.configName}”` });
  const [qrDownload] = await Promise.all([
    page.waitForEvent('download'),
    qr.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(qrDownload.suggestedFilename()).toBe('qr-vcard-Trade-fair.png');
  await qr.getByRole('button', { name: 'Close' }).click();
  await expectNoSeriousViolations(page, '/vcards');

  // Editing shows the stored picture; it can be marked for removal and kept again.
  await item.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/vcards\/edit\?id=/);
  await expect(page.getByLabel('Card name')).toHaveValue(person.configName);
  await expect(page.getByRole('img', { name: 'Preview of the profile picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('The picture will be removed when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Keep the current picture' }).click();
  await expect(page.getByRole('img', { name: 'Preview of the profile picture' })).toBeVisible();
  await page.getByLabel('Position').fill('Head of Sales; EMEA');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('vCard saved.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/vcards$/, { timeout: 5_000 });

  // A tag opens the card: the stranger scans it.
  const token = (
    (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as {
      token: string;
    }
  ).token;
  const cards = (await (await request.get('/api/vcf-configs', { headers: { 'x-auth-token': token } })).json()) as {
    id: string;
  }[];
  const tag = await request.post('/api/tags', {
    headers: { 'x-auth-token': token },
    data: { name: 'Fair badge', actionType: 'VCARD_PAGE', actionData: { vcfConfigId: cards[0]?.id } },
  });
  expect(tag.status()).toBe(201);
  const { scanUrl, userFacingId } = (await tag.json()) as { scanUrl: string; userFacingId: string };

  const visitorContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: phoneAgent,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': '10.64.19.99' },
  });
  const visitor = await visitorContext.newPage();
  const scanRecords: string[] = [];
  visitor.on('request', (sent) => {
    if (sent.url().endsWith('/api/analytics/nfc-scan')) scanRecords.push(sent.postData() ?? '');
  });
  const recorded = visitor.waitForResponse((answer) => answer.url().endsWith('/api/analytics/nfc-scan'));
  await visitor.goto(scanUrl);
  // A chip tap (no referrer): the card page learns the tag and the source, for the tag's funnel.
  await expect(visitor).toHaveURL(`${baseURL}/vcard/${downloadToken}?via=${userFacingId}&src=nfc`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Jürgen Groß-Müller' })).toBeVisible();
  expect((await recorded).status()).toBe(202);
  await expect(visitor.getByText('Head of Sales; EMEA')).toBeVisible();
  await expect(visitor.getByText(organisation.organisationName)).toBeVisible();
  const photo = visitor.getByRole('img', { name: 'Photo of Jürgen Groß-Müller' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const details = visitor.getByRole('list', { name: 'Contact details' });
  await expect(details.getByRole('link', { name: /^Phone\s*\+49 30 1234567/ })).toHaveAttribute(
    'href',
    'tel:+49301234567',
  );
  await expect(details.getByRole('link', { name: /^E-mail\s*juergen@example\.com/ })).toHaveAttribute(
    'href',
    'mailto:juergen@example.com',
  );
  const website = details.getByRole('link', { name: /^Website\s*example\.com\/team/ });
  await expect(website).toHaveAttribute('href', person.websiteUrl);
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(details.getByRole('link', { name: /^LinkedIn\s*linkedin\.com\/in\/juergen/ })).toHaveAttribute(
    'href',
    person.linkedinUrl,
  );
  await expect(details.getByRole('link', { name: /^Instagram\s*instagram\.com\/juergen/ })).toHaveAttribute(
    'href',
    person.instagramUrl,
  );
  const address = details.getByRole('link', { name: /Address/ });
  await expect(address).toContainText('Hauptstraße 12a');
  await expect(address).toContainText('10115 Berlin');
  await expect(address).toContainText('Germany');
  await expect(address).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/search?query=${encodeURIComponent('Hauptstraße 12a, 10115 Berlin, Germany')}`,
  );
  await expect(visitor.getByRole('navigation', { name: 'Contact' }).getByRole('link', { name: 'Call' })).toBeVisible();
  // Nothing wider than the phone.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(visitor, '/vcard light');

  // Save contact: the .vcf.
  const [vcf] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Save contact' }).click(),
  ]);
  expect(vcf.suggestedFilename()).toMatch(/\.vcf$/);
  const vcfText = await readFile((await vcf.path()) as string, 'utf8');
  expect(vcfText).toContain('BEGIN:VCARD');
  expect(vcfText).toContain('FN:Jürgen Groß-Müller');
  expect(vcfText).toContain('TITLE:Head of Sales\\; EMEA');

  // German and dark, still readable; the scan record went out once.
  await visitor.getByRole('button', { name: 'DE', exact: true }).click();
  await visitor.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
  await expect(visitor.getByRole('link', { name: 'Kontakt speichern' })).toBeVisible();
  await expect(visitor.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(visitor, '/vcard dark');
  expect(scanRecords).toHaveLength(1);
  expect(JSON.parse(scanRecords[0] as string)).toMatchObject({
    token: downloadToken,
    userAgent: phoneAgent,
    via: userFacingId,
    src: 'nfc',
  });

  // The owner sees the scan counted on the tag that led there.
  await page.goto('/dashboard');
  await expect(page.getByRole('row', { name: /Fair badge/ })).toContainText('1 scan');

  // An unknown card and an inactive account each offer the way home.
  await visitor.goto(`/vcard/${downloadToken}x`);
  await expect(visitor.getByRole('heading', { name: 'Visitenkarte nicht gefunden' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await changeUser(request, email, { isAccountActive: false });
  await visitor.goto(`/vcard/${downloadToken}`);
  await expect(visitor.getByRole('heading', { name: 'Visitenkarte nicht verfügbar' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  await visitorContext.close();

  // Delete after confirming.
  await page.goto('/vcards');
  await item.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete vCard?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete vCard' }).click();
  await expect(page.getByRole('heading', { name: 'No vCards yet' })).toBeVisible();
  await expect.poll(async () => (await request.get(`/api/vcf/share/${downloadToken}`)).status()).toBe(404);
});

test('vCard creation stops at the limit with the reason', async ({ page, request }) => {
  const email = await createVerifiedUser(request, password);
  await changeUser(request, email, { plan: 'Core', tagQuota: 1, isAccountActive: true });
  const token = (
    (await (await request.post('/api/auth/login', { data: { email, password } })).json()) as {
      token: string;
    }
  ).token;
  const created = await request.post('/api/vcf-configs', {
    headers: { 'x-auth-token': token },
    multipart: { configName: 'Only card' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/vcards');
  await expect(page.getByRole('heading', { name: 'Only card' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create vCard' });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(
    /limit of 1 vCard of your plan\. Upgrade your plan or contact support/,
  );
  await page.goto('/dashboard/create-vcf');
  await expect(page.getByText('vCard limit reached')).toBeVisible();
  await expect(page.getByLabel('Card name')).toHaveCount(0);

  // The other editor routes load the card by path and by query.
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/dashboard/edit-vcf/${id}`);
  await expect(page.getByLabel('Card name')).toHaveValue('Only card');
  await page.goto('/vcards/edit');
  await expect(page.getByText('No vCard was chosen to edit.')).toBeVisible();
});
