import { expect, type Page, test } from '@playwright/test';
import { checkBothThemes } from './axe-check';
import { rgbPng } from './png';
import { createVerifiedUser, makePro, organisation, signIn } from './support';

// Sign-ups are limited per IP: this file registers from its own address (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.64.88.5' } });

const password = 'Brand-Passw0rd!';
const navy = { primary: '#1e3a8a', rgb: 'rgb(30, 58, 138)' } as const;
const forest = { primary: '#14532d', rgb: 'rgb(20, 83, 45)' } as const;
const berry = { primary: '#9d174d', background: '#fff7ed', rgb: 'rgb(157, 23, 77)' } as const;

/** A small real PNG of one colour (navy). */
const makePng = (width: number, height: number) => rgbPng(width, height, () => [30, 58, 138]);

async function createCard(page: Page, name: string, ownDesign?: typeof berry) {
  await page.goto('/vcards/new');
  const follow = page.getByRole('checkbox', { name: 'Follow the brand kit' });
  await expect(follow).toBeChecked();
  await page.getByLabel('Card name').fill(name);
  await page.getByLabel('First name').fill('Bea');
  if (ownDesign) {
    await follow.uncheck();
    await page.getByLabel('Primary colour', { exact: true }).fill(ownDesign.primary);
    await page.getByLabel('Background colour', { exact: true }).fill(ownDesign.background);
  } else {
    // While it follows, the design is the brand's and cannot be edited here.
    await expect(page.getByLabel('Primary colour', { exact: true })).toBeDisabled();
  }
  await page.getByRole('button', { name: 'Create vCard' }).click();
  await expect(page).toHaveURL(/\/vcards$/, { timeout: 5_000 });
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const publicLink = (await item.getByText(/\/vcard\//).textContent())?.trim() ?? '';
  const token = publicLink.split('/vcard/')[1];
  expect(token).toBeTruthy();
  return `/vcard/${token}`;
}

async function saveBrandColour(page: Page, primary: string) {
  await page.goto('/settings/brand');
  await page.getByLabel('Primary colour', { exact: true }).fill(primary);
  await page.getByRole('button', { name: 'Save brand kit' }).click();
  await expect(page.getByText('Brand kit saved.')).toBeVisible();
}

test('an owner sets the brand kit, a new card follows it and its changes; a card with its own design does not', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Your brand: logo, colours and cover' }).click();
  await expect(page).toHaveURL(/\/settings\/brand$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brand' })).toBeVisible();
  await checkBothThemes(page, '/settings/brand');

  // German labels once.
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marke' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Markenauftritt speichern' })).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Brand' })).toBeVisible();

  // Colours, layout and a logo, shown at once in the preview.
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await page.getByRole('radio', { name: /Banner/ }).check();
  await page.getByLabel('Primary colour', { exact: true }).fill('#e0e7ff');
  await page.getByRole('button', { name: 'Save brand kit' }).click();
  await expect(page.getByText('The colours are too close')).toBeVisible();
  await page.getByLabel('Primary colour', { exact: true }).fill(navy.primary);
  await page.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: makePng(48, 48),
  });
  await expect(page.getByText('New logo: logo.png')).toBeVisible();
  await expect(preview.getByRole('img', { name: `Logo of ${organisation.organisationName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Save brand kit' }).click();
  await expect(page.getByText('Brand kit saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue(navy.primary);
  await expect(page.getByRole('img', { name: 'Preview of the logo' })).toBeVisible();

  // A phone: the page fits 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Save brand kit' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A new card starts from the brand and is branded on its public page.
  const branded = await createCard(page, 'Branded card');
  const own = await createCard(page, 'Own design card', berry);
  await page.goto(branded);
  const save = page.getByRole('link', { name: 'Save contact' });
  await expect(save).toHaveCSS('background-color', navy.rgb);
  await expect(page.getByRole('img', { name: `Logo of ${organisation.organisationName}` })).toBeVisible();

  // The brand changes: the following card changes with it, the card with its own design does not.
  await saveBrandColour(page, forest.primary);
  await page.goto(branded);
  await expect(page.getByRole('link', { name: 'Save contact' })).toHaveCSS('background-color', forest.rgb);
  await page.goto(own);
  await expect(page.getByRole('link', { name: 'Save contact' })).toHaveCSS('background-color', berry.rgb);
});
