import { readFile } from 'node:fs/promises';
import { type APIRequestContext, devices, expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { expectNoSeriousViolations } from './axe-check';
import { adminCredentials, createVerifiedUser, signIn } from './support';

// Sign-ups and lead submissions are limited per address: this file comes from its own (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.64.31.7' } });

const password = 'Lead-Passw0rd!';
const visitorDetails = { name: 'Max Besucher', email: 'max.besucher@example.com', company: 'Besucher AG' };

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

/** What a QR code drawn on the page says, read back from its pixels. */
async function decodeQr(page: Page, name: string): Promise<string | undefined> {
  const size = 300;
  const pixels = await page.getByRole('img', { name }).evaluate(async (svg, side) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0, side, side);
    return Array.from(context.getImageData(0, 0, side, side).data);
  }, size);
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data;
}

async function checkBothThemes(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, `${label} (${theme})`);
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

test('a phone visitor saves a card, shows its QR code and shares their details; the owner works with the lead', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = await createVerifiedUser(request, password);
  await activateWithCore(request, email);
  const ownerToken = await tokenOf(request, email, password);
  const created = await request.post('/api/vcf-configs', {
    headers: { 'x-auth-token': ownerToken },
    data: { configName: 'Booth card', name: 'Lena', surname: 'Vogt', contactEmail: 'lena@example.com' },
  });
  expect(created.status()).toBe(201);
  const { downloadToken } = (await created.json()) as { downloadToken: string };

  // A visitor scans the card's QR code with a phone.
  const visitorContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: devices['iPhone 13'].userAgent,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': '10.64.31.88' },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/vcard/${downloadToken}?src=qr`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Lena Vogt' })).toBeVisible();

  // Installable: the card's own manifest, with real icons.
  const manifestPath = `/api/vcf/share/${downloadToken}/manifest.webmanifest`;
  await expect(visitor.locator('link[rel="manifest"]')).toHaveAttribute('href', manifestPath);
  const manifest = await request.get(manifestPath);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const manifestBody = (await manifest.json()) as { name: string; start_url: string; icons: { src: string }[] };
  expect(manifestBody).toMatchObject({
    name: 'Lena Vogt',
    start_url: `/vcard/${downloadToken}`,
    display: 'standalone',
  });
  for (const src of [...manifestBody.icons.map((icon) => icon.src), '/icons/apple-touch-icon.png']) {
    const icon = await request.get(src);
    expect(icon.headers()['content-type'], src).toBe('image/png');
    expect((await icon.body()).subarray(1, 4).toString(), src).toBe('PNG');
  }
  await expect(visitor.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');

  // Save contact: the .vcf.
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Save contact' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Lena-Vogt.vcf');
  const vcard = await readFile((await download.path()) as string, 'utf8');
  expect(vcard).toContain('BEGIN:VCARD');
  expect(vcard).toContain('FN:Lena Vogt');

  // The card's QR code, drawn on the page: it opens this card, counted as a QR visit.
  await visitor.getByRole('button', { name: 'Show QR code' }).click();
  const qrDialog = visitor.getByRole('dialog', { name: 'Scan to open this card' });
  await expect(qrDialog).toBeVisible();
  expect(await decodeQr(visitor, 'QR code of the address of this card')).toBe(
    `${baseURL}/vcard/${downloadToken}?src=qr`,
  );
  await qrDialog.getByRole('button', { name: 'Close' }).click();
  await expect(qrDialog).toBeHidden();

  // Share your details: consent is required, then the owner has them.
  await visitor.getByRole('button', { name: 'Share your details' }).click();
  const shareDialog = visitor.getByRole('dialog', { name: 'Share your details' });
  await expect(shareDialog.getByText('Only Lena Vogt receives them.')).toBeVisible();
  await expectNoSeriousViolations(visitor, 'share your details');
  await shareDialog.getByLabel('Your name').fill(visitorDetails.name);
  await shareDialog.getByLabel('E-mail address').fill(visitorDetails.email);
  await shareDialog.getByLabel('Company').fill(visitorDetails.company);
  await shareDialog.getByLabel('Message').fill('Great talk at the booth.');
  await shareDialog.getByRole('button', { name: 'Send my details' }).click();
  await expect(shareDialog.getByText('Please agree to share your details.')).toBeVisible();
  const consent = shareDialog.getByRole('checkbox', { name: /I agree that my details are sent to Lena Vogt/ });
  await expect(consent).toBeFocused();
  await expect(shareDialog.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', '/privacy');
  await consent.check();
  await shareDialog.getByRole('button', { name: 'Send my details' }).click();
  await expect(shareDialog.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await expect(shareDialog.getByText('Lena Vogt has received your details.')).toBeVisible();
  await shareDialog.getByRole('button', { name: 'Close' }).click();
  await expect(shareDialog).toBeHidden();
  await checkBothThemes(visitor, 'public card');
  await visitorContext.close();

  // The owner got a mail with the details and a link to the leads page.
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/outbox')).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      return mails.find((mail) => mail.to === email && mail.subject === `New contact: ${visitorDetails.name}`)?.text;
    })
    .toContain('/leads');

  // The owner finds the lead, searches, exports and deletes it.
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/hub$|\/dashboard$/);
  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your leads' });
  const row = table.getByRole('row', { name: new RegExp(visitorDetails.name) });
  await expect(row).toContainText(visitorDetails.email);
  await expect(row).toContainText(visitorDetails.company);
  await expect(row).toContainText('Booth card');
  await expect(row).toContainText('QR code');
  await expect(row).toContainText('Great talk at the booth.');
  await checkBothThemes(page, '/leads');

  const search = page.getByRole('searchbox', { name: 'Search leads' });
  await search.fill('nobody-like-this');
  await expect(page.getByRole('heading', { name: 'No matching leads' })).toBeVisible();
  await search.fill('besucher ag');
  await expect(row).toBeVisible();

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await csvDownload.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Date,Name,E-mail,Phone,Company,Note,Card,Source,Language,Consent given,Consent text,Consent version,Consent language,Status,Assignee,Labels',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(
    `,${visitorDetails.name},${visitorDetails.email},,${visitorDetails.company},Great talk at the booth.,Booth card,QR code,`,
  );
  // The consent record: the text the visitor agreed to, its version and language; then the pipeline's columns.
  expect(lines[1]).toMatch(
    /,I agree that my details are sent to Lena Vogt and kept so that Lena Vogt can .+,2026-11,en,New,,$/,
  );

  // On a phone the leads are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Your leads' }).getByRole('listitem');
  await expect(card.getByRole('heading', { name: visitorDetails.name })).toBeVisible();
  await expect(table).toBeHidden();
  await card.getByRole('button', { name: `Delete lead ${visitorDetails.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete lead?' });
  await expect(confirm).toContainText(`The contact details of “${visitorDetails.name}” will be deleted.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete lead ${visitorDetails.name}` }).click();
  await confirm.getByRole('button', { name: 'Delete lead' }).click();
  await expect(page.getByText(`Lead “${visitorDetails.name}” deleted.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No matching leads' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('heading', { name: 'No leads yet' })).toBeVisible();
});
