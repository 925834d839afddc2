import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { adminCredentials, createVerifiedUser, signIn } from './support';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

// A real 1 x 1 pixel PNG, so the server's check by content accepts it.
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Tier = {
  id: string;
  productType: string;
  minQuantity: number;
  maxQuantity: number | null;
  isActive: boolean;
  basePrice: number;
  [field: string]: unknown;
};

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: adminCredentials });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The tier the server picks for a quantity of NFC cards (docs/architecture.md, Orders and quotes: exact line first, then highest minimum). */
function findNfcCardTier(tiers: Tier[], quantity: number): Tier {
  const matching = tiers
    .filter((tier) => tier.isActive && (tier.productType === 'nfc_card' || tier.productType === 'all'))
    .filter((tier) => tier.minQuantity <= quantity && (tier.maxQuantity === null || tier.maxQuantity >= quantity))
    .sort(
      (a, b) =>
        Number(b.productType === 'nfc_card') - Number(a.productType === 'nfc_card') || b.minQuantity - a.minQuantity,
    );
  expect(matching.length).toBeGreaterThan(0);
  return matching[0] as Tier;
}

/** The quote's text once no newer quote is on its way. */
async function settledQuote(page: Page): Promise<string> {
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.locator('[aria-busy="true"]')).toHaveCount(0);
  return (await price.textContent()) ?? '';
}

/** An English amount ("1,234.56") as the order history writes it ("1.234,56"), escaped for a pattern. */
function inGerman(amount: string): string {
  return amount.replace(/,/g, '#').replace('.', ',').replace(/#/g, '\\.');
}

function totalOf(quoteText: string): string {
  // The order page writes amounts the English way (€176.12); the history writes them the German way.
  const match = quoteText.match(/Total\s*€([\d,]+\.\d{2})/);
  expect(match, quoteText).not.toBeNull();
  return (match as RegExpMatchArray)[1] as string;
}

test('a user orders 20 individual fobs with a logo, follows the order to shipped, and quotes follow tier prices', async ({
  page,
  request,
}) => {
  const password = 'Order-Passw0rd!';
  const email = await createVerifiedUser(request, password);
  const admin = await adminToken(request);
  const adminHeaders = { 'x-auth-token': admin };

  await page.goto('/order-fobs');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/order-fobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order NFC fobs' })).toBeVisible();

  // Defaults: 10 units of the individual NFC card, shipped to Germany.
  const nfcCards = page.getByRole('group', { name: 'NFC business card' });
  await expect(nfcCards.getByRole('radio', { name: 'Individual' })).toBeChecked();
  const quantity = page.getByLabel('Quantity', { exact: true });
  await expect(quantity).toHaveValue('10');
  await expect(page.getByLabel('Shipping country')).toHaveValue('DE');
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price).toContainText('Base price (10 pieces)');
  const totalForTen = totalOf(await settledQuote(page));

  // Values below 1 become 1; more than 1000 is refused and no quote is shown.
  await quantity.fill('0');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('1001');
  await expect(page.getByText('The quantity must be a whole number from 1 to 1000.')).toBeVisible();
  await expect(price).toContainText('Enter a quantity from 1 to 1000 to see the price.');

  // The price follows the quantity.
  await quantity.fill('20');
  await expect(price).toContainText('Base price (20 pieces)');
  const quoteForTwenty = await settledQuote(page);
  const totalForTwenty = totalOf(quoteForTwenty);
  expect(totalForTwenty).not.toBe(totalForTen);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(totalForTwenty);

  // The logo is checked in the browser first; core products take no logo and drop a chosen one.
  const logo = page.getByLabel('Your logo (optional)');
  await logo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('This file type is not supported.', { exact: false })).toBeVisible();
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('logo.png');
  await nfcCards.getByRole('radio', { name: 'Core' }).check();
  await expect(page.getByLabel('Your logo (optional)')).toHaveCount(0);
  await nfcCards.getByRole('radio', { name: 'Individual' }).check();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('No logo');
  await page
    .getByLabel('Your logo (optional)')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
  await page.getByRole('radio', { name: 'Written by us' }).check();
  await expect(price).toContainText('Base price (20 pieces)');
  await settledQuote(page);
  await expectNoSeriousViolations(page, '/order-fobs');

  await page.getByRole('button', { name: 'Place order' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Thank you for your order!' });
  await expect(confirmation).toBeVisible();
  const orderNumber = (await confirmation.textContent())?.match(/Your order (\S+) has been received/)?.[1];
  expect(orderNumber).toBeTruthy();

  // The form returns to 10 individual units without a logo.
  await expect(quantity).toHaveValue('10');
  await expect(nfcCards.getByRole('radio', { name: 'Individual' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('No logo');

  // The order is pending in the history, with the quoted total in German format.
  await confirmation.getByRole('link', { name: 'View your order history' }).click();
  await expect(page).toHaveURL(/\/orders\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  await expect(page.getByText('1 order in total')).toBeVisible();
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('NFC business card');
  await expect(card).toContainText('20 pieces');
  await expect(card).toContainText(new RegExp(`${inGerman(totalForTwenty)}\\s€`));
  await expect(card.getByRole('link', { name: /Track Order/ })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Reorder' })).toHaveCount(0);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expectNoSeriousViolations(page, '/orders/history');

  // The admin ships it with a tracking number.
  const orders = (await (await request.get('/api/admin/orders', { headers: adminHeaders })).json()) as Array<{
    id: string;
    orderNumber: string;
    quantity: number;
    logoUploaded: boolean;
  }>;
  const placed = orders.find((order) => order.orderNumber === orderNumber);
  expect(placed).toMatchObject({ quantity: 20, logoUploaded: true });
  const trackingNumber = `00340434${Date.now()}`;
  const shipped = await request.put(`/api/admin/orders/${placed?.id}/status`, {
    headers: adminHeaders,
    data: { status: 'shipped', trackingNumber },
  });
  expect(shipped.status()).toBe(200);

  await page.reload();
  await expect(card).toContainText('Shipped');
  const track = card.getByRole('link', { name: /Track Order/ });
  await expect(track).toHaveAttribute('href', new RegExp(`piececode=${trackingNumber}$`));
  await expect(track).toHaveAttribute('target', '_blank');

  // Details, then the status filter with its empty state.
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(details).toContainText(trackingNumber);
  await expect(details).toContainText('Germany');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await page.getByLabel('Status').selectOption('delivered');
  await expect(page.getByText('No orders match this filter')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(card).toBeVisible();

  // The admin raises the tier price; the next quote follows it.
  const tiersResponse = await request.get('/api/admin/pricing/tiers', { headers: adminHeaders });
  const tiers = ((await tiersResponse.json()) as { data: Tier[] }).data;
  const tier = findNfcCardTier(tiers, 21);
  const { id, ...tierFields } = tier;
  try {
    const updated = await request.put(`/api/admin/pricing/tiers/${id}`, {
      headers: adminHeaders,
      data: { ...tierFields, basePrice: 7.77 },
    });
    expect(updated.status()).toBe(200);

    await page.getByRole('link', { name: 'New Order' }).click();
    await expect(page).toHaveURL(/\/order-fobs$/);
    await page.getByLabel('Quantity', { exact: true }).fill('21');
    await expect(price).toContainText('Base price (21 pieces)');
    const quote = await settledQuote(page);
    expect(quote).toMatch(/Unit price\s*€7\.77/);
    expect(quote).toMatch(/Base price \(21 pieces\)\s*€163\.17/);
  } finally {
    await request.put(`/api/admin/pricing/tiers/${id}`, { headers: adminHeaders, data: tierFields });
  }
});

test('a user orders chips with verified taps and downloads their encoding sheet from the order details', async ({
  page,
  request,
}) => {
  const password = 'Verified-Passw0rd!';
  const email = await createVerifiedUser(request, password);
  await page.goto('/order-fobs');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/order-fobs$/);

  const option = page.getByRole('checkbox', { name: 'NTAG 424 DNA, verified taps' });
  await expect(option).not.toBeChecked();
  await expect(page.getByText(/Each tap proves the real chip was touched/)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(/Verified taps\s*No/);
  await option.check();
  await expect(summary).toContainText(/Verified taps\s*Yes \(NTAG 424 DNA\)/);
  await settledQuote(page);
  await expectNoSeriousViolations(page, '/order-fobs');

  await page.getByRole('button', { name: 'Place order' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Thank you for your order!' });
  await expect(confirmation).toBeVisible();
  const orderNumber = (await confirmation.textContent())?.match(/Your order (\S+) has been received/)?.[1];
  expect(orderNumber).toBeTruthy();
  // The form starts over without the option.
  await expect(option).not.toBeChecked();

  await confirmation.getByRole('link', { name: 'View your order history' }).click();
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(details).toContainText(/Verified taps\s*Yes \(NTAG 424 DNA\)/);
  await expectNoSeriousViolations(page, '/orders/history');

  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download encoding sheet (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`encoding-${orderNumber}.csv`);
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'tag_code,tag_name,url_template,uri_prefix_code,picc_data_offset,sdm_mac_input_offset,sdm_mac_offset,key_reference,chip_uid',
  );
});

test('order history pages through many orders and reorders a delivered one', async ({ page, request }) => {
  const password = 'Pages-Passw0rd!';
  const email = await createVerifiedUser(request, password);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const userHeaders = { 'x-auth-token': ((await login.json()) as { token: string }).token };

  // Twelve orders through the API: two pages of ten.
  for (let index = 0; index < 12; index++) {
    const placed = await request.post('/api/orders/request', {
      headers: { ...userHeaders, 'Idempotency-Key': crypto.randomUUID() },
      multipart: {
        productType: 'pet_tag_core',
        quantity: String(index + 1),
        tagWritingPreference: 'by_client',
        shippingCountry: 'AT',
      },
    });
    expect(placed.status()).toBe(201);
  }
  const admin = await adminToken(request);
  const orders = (await (
    await request.get('/api/admin/orders', { headers: { 'x-auth-token': admin } })
  ).json()) as Array<{
    id: string;
    userEmail: string;
    quantity: number;
  }>;
  const delivered = orders.find((order) => order.userEmail === email && order.quantity === 7);
  expect(delivered).toBeTruthy();
  const completed = await request.put(`/api/admin/orders/${delivered?.id}/status`, {
    headers: { 'x-auth-token': admin },
    data: { status: 'completed' },
  });
  expect(completed.status()).toBe(200);

  await page.goto('/orders/history');
  await signIn(page, email, password);
  await expect(page.getByText('12 orders in total')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Order history pages' });
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('11–12 of 12')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

  // Reorder appears only on the delivered order and pre-fills the order page.
  await page.getByLabel('Status').selectOption('delivered');
  await expect(page.getByText('1 order in total')).toBeVisible();
  const card = page.getByRole('article');
  await expect(card).toContainText('Delivered');
  await expect(card).toContainText('NFC pet tag');
  await card.getByRole('link', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/order-fobs\?productType=pet_tag_core&quantity=7$/);
  await expect(page.getByRole('group', { name: 'NFC pet tag' }).getByRole('radio', { name: 'Core' })).toBeChecked();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('7');
  await expect(page.getByLabel('Your logo (optional)')).toHaveCount(0);

  // German: labels, dates and money.
  await page.goto('/orders/history?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellverlauf' })).toBeVisible();
  await expect(page.getByText('12 Bestellungen insgesamt')).toBeVisible();
  await expect(page.getByText(/Bestellt am \d{2}\.\d{2}\.\d{4}/).first()).toBeVisible();
  await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
});
