import { expect, type Page, test } from '@playwright/test';
import { createVerifiedUser, organisation, signIn } from './support';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

const password = 'Order-Passw0rd!';

/** The quote's text once no newer quote is on its way. */
async function settledQuote(page: Page, name = 'Price'): Promise<string> {
  const price = page.getByRole('region', { name, exact: true });
  await expect(price.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(price.locator('dl')).toBeVisible();
  return (await price.textContent()) ?? '';
}

/** The amount after a label, in either language's format ("€16.90" or "16,90 €"). */
const amountAfter = (label: string, text: string) =>
  text.match(new RegExp(`${label}\\s*(€[\\d.,]+|[\\d.,]+\\s€)`))?.[1];
/** An English amount ("€1,234.50") as the order history writes it, in German ("1.234,50 €"; the spec fixes it). */
const inGerman = (english: string) =>
  `${english.replace('€', '').replace(/,/g, '#').replace('.', ',').replace(/#/g, '.')}\u00a0€`;

test('the delivery address starts at the profile address, follows the shipping country and reaches the history', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, password);
  await page.goto('/login');
  await signIn(page, email, password);
  // Signed in once the app has left the login page; going on before that would race the sign-in.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/order-fobs');

  const address = page.getByRole('region', { name: 'Delivery address' });
  await expect(address.getByLabel('Recipient')).toHaveValue('Erika Mustermann');
  await expect(address.getByLabel('Company (optional)')).toHaveValue(organisation.organisationName);
  await expect(address.getByLabel('Street')).toHaveValue('Hauptstraße');
  await expect(address.getByLabel('House number')).toHaveValue('12a');
  await expect(address.getByLabel('Postal code')).toHaveValue('10115');
  await expect(address.getByLabel('City')).toHaveValue('Berlin');
  await expect(address.getByLabel('Country')).toHaveValue('DE');
  const germanShipping = amountAfter('Shipping', await settledQuote(page));
  expect(germanShipping).toBeTruthy();

  // Switzerland takes 4-digit postal codes: the Berlin one is refused under its field, and the quote ships to CH.
  await address.getByLabel('Country').selectOption('CH');
  await expect(page.getByLabel('Shipping country')).toHaveValue('CH');
  await expect(address.getByText('The postal code must have 4 digits.')).toBeVisible();
  await expect(address.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
  // Seeded CH rate for 10 pieces: 14.90 + 10 × 0.20.
  // The order page writes amounts in the interface's language.
  await expect.poll(async () => amountAfter('Shipping', await settledQuote(page))).toBe('€16.90');
  expect(germanShipping).not.toBe('€16.90');

  // The shipping country select moves the address with it, and back.
  await page.getByLabel('Shipping country').selectOption('DE');
  await expect(address.getByLabel('Country')).toHaveValue('DE');
  await expect(address.getByText('The postal code must have 4 digits.')).toHaveCount(0);
  await page.getByLabel('Shipping country').selectOption('CH');
  await expect(address.getByLabel('Country')).toHaveValue('CH');

  await address.getByLabel('Street').fill('Bahnhofstrasse');
  await address.getByLabel('House number').fill('1');
  await address.getByLabel('Postal code').fill('8001');
  await address.getByLabel('City').fill('Zürich');
  await expect(address.getByText('The postal code must have 4 digits.')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Erika Mustermann, 8001 Zürich');
  const total = amountAfter('Total', await settledQuote(page));

  await page.getByRole('button', { name: 'Place order' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Thank you for your order!' });
  await expect(confirmation).toBeVisible();
  const orderNumber = (await confirmation.textContent())?.match(/Your order (\S+) has been received/)?.[1];
  expect(orderNumber).toBeTruthy();

  await confirmation.getByRole('link', { name: 'View your order history' }).click();
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card).toContainText(inGerman(total as string));
  await card.getByRole('button', { name: /View Details/ }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog).toContainText('Delivery address');
  await expect(dialog).toContainText('Bahnhofstrasse 1');
  await expect(dialog).toContainText('8001 Zürich');
  await expect(dialog).toContainText('Switzerland');
});

test('auf dem Telefon bleibt der Preis unten sichtbar, während die Produkte zu sehen sind', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'));
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await createVerifiedUser(request, password);
  await page.goto('/login');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/order-fobs');

  const bar = page.getByRole('region', { name: 'Bestellsumme' });
  const products = page.getByRole('group', { name: 'NFC-Visitenkarte' });
  await expect(products.getByRole('radio', { name: 'Individual' })).toBeInViewport();
  await expect(bar).toBeInViewport();
  const sidebarTotal = amountAfter('Gesamt', await settledQuote(page, 'Preis'));
  expect(sidebarTotal).toBeTruthy();
  await expect(bar).toContainText(sidebarTotal as string);

  // The product choice no longer pushes the price nine tiles down: all three lines fit in about two screens.
  const lastLine = page.getByRole('group', { name: 'Smarter Food-Counter' });
  await lastLine.scrollIntoViewIfNeeded();
  await expect(lastLine).toBeInViewport();
  await expect(bar).toBeInViewport();
  const priceTop = await page
    .getByRole('region', { name: 'Preis', exact: true })
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  expect(priceTop).toBeLessThan(844 * 3);

  // The bar's button brings the breakdown into view.
  await bar.getByRole('button', { name: 'Preisdetails' }).click();
  await expect(page.getByRole('region', { name: 'Preis', exact: true })).toBeInViewport();
  // With the breakdown on screen the bar steps aside, so it never covers the order button or the footer.
  await expect(bar).toHaveCount(0);

  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
