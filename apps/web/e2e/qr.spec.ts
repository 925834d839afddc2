import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { adminCredentials, createVerifiedUser, signIn } from './support';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

const password = 'Qr-Code-Passw0rd!';
/** A 24 x 24 orange PNG: the logo. */
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWP4WSxGFcQwatDP0TD6OZqOikezSPFoMSI2WkKKDWQtAgCZ2mSuni+QYQAAAABJRU5ErkJggg==',
  'base64',
);

async function login(request: APIRequestContext, email: string, secret: string) {
  const response = await request.post('/api/auth/login', { data: { email, password: secret } });
  expect(response.status()).toBe(200);
  return { 'x-auth-token': ((await response.json()) as { token: string }).token };
}

/**
 * A Pro user with a tag and an order the admin marked delivered 15 days ago (moved back in time through the
 * development route, as the 14 days cannot pass in a test).
 */
async function arrange(request: APIRequestContext, baseURL: string) {
  const email = await createVerifiedUser(request, password);
  const admin = await login(request, adminCredentials.email, adminCredentials.password);
  const users = (await (await request.get('/api/admin/users', { headers: admin })).json()) as Array<{
    id: string;
    email: string;
  }>;
  const plans = (await (await request.get('/api/public/plans')).json()) as Array<{ id: string; name: string }>;
  const planChange = await request.put(`/api/admin/users/${users.find((user) => user.email === email)?.id}`, {
    headers: admin,
    data: { planId: plans.find((plan) => plan.name === 'Pro')?.id, isAccountActive: true },
  });
  expect(planChange.status()).toBe(200);

  const owner = await login(request, email, password);
  const tag = await request.post('/api/tags', {
    headers: owner,
    data: { name: 'Reception fob', actionType: 'WEBSITE_LINK', actionData: { url: `${baseURL}/pricing` } },
  });
  expect(tag.status()).toBe(201);
  const order = await request.post('/api/orders/request', {
    headers: owner,
    multipart: { productType: 'nfc_card_core', quantity: '5', shippingCountry: 'DE' },
  });
  expect(order.status()).toBe(201);
  const { orderId, orderNumber } = (await order.json()) as { orderId: string; orderNumber: string };
  const delivered = await request.put(`/api/admin/orders/${orderId}/status`, {
    headers: admin,
    data: { status: 'completed' },
  });
  expect(delivered.status()).toBe(200);
  const moved = await request.post(`/api/dev/orders/${orderId}/delivered-days-ago`, { data: { days: 15 } });
  expect(moved.status()).toBe(204);
  const { id: tagId, userFacingId } = (await tag.json()) as { id: string; userFacingId: string };
  return { email, tagId, scanLink: `${baseURL}/t/${userFacingId}`, orderId, orderNumber };
}

async function checkBothThemes(page: Page, label: string) {
  await expectNoSeriousViolations(page, `${label} light`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(page, `${label} dark`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
}

test('a user brands the QR codes, downloads a tag code and is told about a tag unscanned since delivery', async ({
  page,
  request,
  baseURL,
}) => {
  const { email, tagId, scanLink, orderId, orderNumber } = await arrange(request, baseURL as string);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The QR settings: a live preview that follows the colours.
  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'QR codes' }).click();
  await expect(page).toHaveURL(/\/settings\/qr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'QR code style' })).toBeVisible();
  const preview = page.getByRole('img', { name: 'Preview of a QR code in the chosen colours' });
  await expect(preview).toBeVisible();
  const firstPreview = await preview.getAttribute('src');

  // Too little contrast is named at once and refused on save, under the field.
  const codeColour = page.getByRole('textbox', { name: 'Code colour', exact: true });
  await codeColour.fill('#dddddd');
  await expect(page.getByRole('status').filter({ hasText: 'The colours are too close' })).toBeVisible();
  await page.getByRole('button', { name: 'Save colours' }).click();
  await expect(codeColour).toHaveAttribute('aria-invalid', 'true');

  const bluePreview = page.waitForResponse(
    (response) =>
      response.url().includes('/api/qr-style/preview.svg') && response.url().includes('foreground=%231e3a8a'),
  );
  await codeColour.fill('#1E3A8A');
  expect(await (await bluePreview).text()).toContain('fill="#1e3a8a"');
  await expect(codeColour).not.toHaveAttribute('aria-invalid', 'true');
  await expect(preview).not.toHaveAttribute('src', firstPreview as string);
  // The native picker and the text field stay in step.
  await page.getByLabel('Pick the background colour').fill('#fef3c7');
  await expect(page.getByRole('textbox', { name: 'Background colour', exact: true })).toHaveValue('#fef3c7');
  await expect(page.getByText('Readable by phone cameras.')).toBeVisible();
  await page.getByRole('button', { name: 'Save colours' }).click();
  await expect(page.getByText('QR code colours saved.')).toBeVisible();

  // The logo: an SVG is refused before upload, a PNG is saved at once and shows in the preview.
  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a PNG, JPEG or WebP image.' })).toBeVisible();
  const logoPreview = page.waitForResponse(
    (response) => response.url().includes('/api/qr-style/preview.svg') && response.url().includes('logo=1'),
  );
  await page.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
  await expect(page.getByText('Logo saved.')).toBeVisible();
  await expect(page.getByText('A logo is set.')).toBeVisible();
  expect(await (await logoPreview).text()).toContain('data:image/png;base64,');
  await checkBothThemes(page, '/settings/qr');

  // The tag arrived with the order: linked in the editor.
  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Tags' }).click();
  const row = page.getByRole('row', { name: /Reception fob/ });
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tags/edit/${tagId}$`));
  await page.getByLabel('Arrived with order').selectOption(orderId);
  await expect(page.getByLabel('Arrived with order')).toContainText(orderNumber);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(row.getByText('Not scanned yet')).toBeVisible();

  // The share dialog shows the branded code and downloads it.
  await row.getByRole('button', { name: /Share/ }).click();
  const share = page.getByRole('dialog', { name: 'Share “Reception fob”' });
  await expect(share.getByRole('img', { name: 'QR code of the scan link of Reception fob' })).toBeVisible();
  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(pngDownload.suggestedFilename()).toMatch(/^qr-Reception-fob-[0-9A-Za-z]{8}\.png$/);
  const png = await readFile((await pngDownload.path()) as string);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  const svg = await readFile((await svgDownload.path()) as string, 'utf8');
  expect(svg).toContain('fill="#1e3a8a"');
  expect(svg).toContain('fill="#fef3c7"');
  expect(svg).toContain('data:image/png;base64,');
  // The dialog is modal: the theme is switched with it closed.
  await expectNoSeriousViolations(page, 'share dialog light');
  await share.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await row.getByRole('button', { name: /Share/ }).click();
  await expect(share.getByRole('img', { name: 'QR code of the scan link of Reception fob' })).toBeVisible();
  await expectNoSeriousViolations(page, 'share dialog dark');
  await share.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // The hub flags the tag and links to it.
  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Hub' }).click();
  const alert = page.getByRole('status').filter({ hasText: '1 tag has not been scanned since its order arrived' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`Order ${orderNumber}`);
  await expect(alert.getByRole('link', { name: 'Reception fob' })).toHaveAttribute('href', `/tags/edit/${tagId}`);
  await checkBothThemes(page, '/hub with an unscanned tag');

  // Once the tag is scanned, the alert is gone.
  const scanned = await request.get(scanLink, {
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    },
  });
  expect(scanned.ok()).toBe(true);
  const alertsAnswer = page.waitForResponse((response) => response.url().endsWith('/api/tags/alerts'));
  await page.reload();
  expect(await (await alertsAnswer).json()).toEqual([]);
  await expect(page.getByText('has not been scanned since')).toHaveCount(0);
});
