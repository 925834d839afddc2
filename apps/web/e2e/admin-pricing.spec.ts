import { expect, type Page, test } from '@playwright/test';
import { adminCredentials, createVerifiedUser, signIn } from './support';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

/** A 1x1 PNG, as an uploaded logo. */
const pngLogo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openPricing(page: Page) {
  await page.goto('/login');
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing management' })).toBeVisible();
}

test('a pricing tier is validated, created, edited and deleted', async ({ page }) => {
  const name = `Trade fair ${Date.now()}`;
  await openPricing(page);
  const tiers = page.getByRole('region', { name: 'Pricing tiers' });
  await expect(tiers.getByRole('rowheader', { name: /^Starter/ }).first()).toBeVisible();

  await tiers.getByRole('button', { name: 'Add tier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add pricing tier' });
  // The spec's defaults.
  await expect(dialog.getByLabel('Minimum quantity')).toHaveValue('1');
  await expect(dialog.getByLabel('Discount (%)')).toHaveValue('0');
  await expect(dialog.getByLabel('Currency')).toHaveValue('EUR');
  await expect(dialog.getByLabel('Product type')).toHaveValue('nfc_card');

  // The spec's messages, word for word.
  await dialog.getByLabel('Base price per piece').fill('-1');
  await dialog.getByLabel('Minimum quantity').fill('0');
  await dialog.getByLabel('Discount (%)').fill('150');
  await dialog.getByRole('button', { name: 'Create tier' }).click();
  await expect(dialog.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Price must be positive', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Minimum quantity must be at least 1', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Discount must be between 0 and 100', { exact: true })).toBeVisible();

  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Base price per piece').fill('4.75');
  await dialog.getByLabel('Minimum quantity').fill('500');
  await dialog.getByLabel('Maximum quantity').fill('400');
  await dialog.getByLabel('Discount (%)').fill('12');
  await dialog.getByRole('button', { name: 'Create tier' }).click();
  await expect(dialog.getByText('Maximum quantity must be greater than minimum', { exact: true })).toBeVisible();

  await dialog.getByLabel('Maximum quantity').fill('999');
  // Inactive, so quotes of other tests never pick it.
  await dialog.getByLabel('Active').uncheck();
  await dialog.getByRole('button', { name: 'Create tier' }).click();
  await expect(page.getByText(`Tier ${name} was saved.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = tiers.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
  await expect(row.getByRole('cell', { name: '500–999' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '€4.75' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '12%' })).toBeVisible();
  await expect(row.getByText('Inactive')).toBeVisible();

  await row.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit tier ${name}` });
  await expect(editDialog.getByLabel('Base price per piece')).toHaveValue('4.75');
  await editDialog.getByLabel('Base price per piece').fill('5.25');
  await editDialog.getByLabel('Maximum quantity').fill('');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row.getByRole('cell', { name: '€5.25' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '500 or more' })).toBeVisible();

  // Delete asks first; Cancel keeps the tier.
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete pricing tier?' });
  await expect(confirm.getByText(`${name} will be deleted.`, { exact: false })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(tiers.getByRole('button', { name: 'Add tier' })).toBeFocused();
});

test('a shipping rate is validated, created with an empty threshold, edited and deleted', async ({ page }) => {
  await openPricing(page);
  const shipping = page.getByRole('region', { name: 'Shipping rates' });
  await shipping.getByRole('button', { name: 'Add shipping rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add shipping rate' });
  await expect(dialog.getByLabel('Region')).toHaveValue('Europe');
  await expect(dialog.getByLabel('Delivery time in days')).toHaveValue('3-5');

  await dialog.getByLabel('Per item rate').fill('-1');
  await dialog.getByLabel('Free shipping from').fill('-5');
  await dialog.getByRole('button', { name: 'Create shipping rate' }).click();
  await expect(dialog.getByText('Country is required', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Base rate must be positive', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Per item rate must be positive', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Free shipping threshold must be positive', { exact: true })).toBeVisible();

  await dialog.getByLabel('Country').selectOption('NL');
  await dialog.getByLabel('Base rate').fill('7.77');
  await dialog.getByLabel('Per item rate').fill('0.15');
  await dialog.getByLabel('Free shipping from').fill('');
  await dialog.getByLabel('Active').uncheck();
  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/pricing/shipping'),
  );
  await dialog.getByRole('button', { name: 'Create shipping rate' }).click();
  // An empty threshold is sent as null.
  expect((await created).postDataJSON()).toMatchObject({
    country: 'NL',
    freeShippingThreshold: null,
    region: 'Europe',
  });
  await expect(page.getByText('The shipping rate for Netherlands was saved.')).toBeVisible();

  const row = shipping.getByRole('row').filter({ hasText: '€7.77' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: '€0.15' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '3-5 days' })).toBeVisible();

  await row.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: /^Edit shipping rate Netherlands/ });
  await expect(editDialog.getByLabel('Free shipping from')).toHaveValue('');
  await editDialog.getByLabel('Free shipping from').fill('120');
  await editDialog.getByLabel('Delivery time in days').fill('2-4');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row.getByRole('cell', { name: '€120.00' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2-4 days' })).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete shipping rate?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Netherlands, Europe was deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an order placed through the API is marked shipped with a tracking number', async ({ page, request }) => {
  const password = 'Order-Passw0rd!';
  const email = await createVerifiedUser(request, password);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const headers = { 'x-auth-token': token };

  const quote = await request.post('/api/orders/calculate-price', {
    headers,
    data: { productType: 'nfc_card_individual', quantity: 20, shippingCountry: 'DE' },
  });
  expect(quote.status()).toBe(200);
  const placed = await request.post('/api/orders/request', {
    headers,
    multipart: {
      productType: 'nfc_card_individual',
      quantity: '20',
      tagWritingPreference: 'by_us',
      shippingCountry: 'DE',
      orderLogoFile: { name: 'logo.png', mimeType: 'image/png', buffer: pngLogo },
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };

  await page.goto('/login');
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // Newest first: the new order heads the list.
  const rows = page.getByRole('table', { name: 'Orders, newest first' }).getByRole('row');
  await expect(rows.nth(1).getByRole('rowheader')).toContainText(orderNumber);

  await page.getByLabel('Search orders').fill(email);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(orderNumber) }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending review')).toBeVisible();
  await expect(row.getByText('NFC card · Individual')).toBeVisible();
  await expect(row.getByText('20 pieces')).toBeVisible();

  await row.getByRole('button', { name: 'Status' }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByText(email)).toBeVisible();
  // The logo through its signed URL.
  const logo = dialog.getByRole('img', { name: `Logo uploaded with order ${orderNumber}` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await dialog.getByLabel('Status').selectOption({ label: 'Shipped' });
  await dialog.getByLabel('Admin notes').fill('Packed with care.');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(dialog.getByText('A tracking number is required for shipped orders.')).toBeVisible();
  await dialog.getByLabel('Tracking number').fill('DHL-00340434161234567890');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText(`Order ${orderNumber}: Shipped.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Shipped')).toBeVisible();
  await expect(row.getByText('DHL-00340434161234567890')).toBeVisible();

  // The status filter finds it; another status does not.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Shipped' });
  await expect(row).toHaveCount(1);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Cancelled' });
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No order matches the filter.')).toBeVisible();

  // The order's history shows on the dashboard.
  await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(`admin@example.com changed the status of order ${orderNumber}`)).toBeVisible();
});
