import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, devices, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { rgbPng } from './png';
import { adminCredentials, createVerifiedUser, organisation, signIn } from './support';

// Sign-ups are limited per IP: this file registers from its own address (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.64.77.5' } });

const password = 'Design-Passw0rd!';
const fullName = 'Jürgen Groß-Müller';
const bio = 'Baking sourdough in Berlin since 1921.\nAsk me about our rye.';
const design = { primary: '#9d174d', background: '#fff7ed' } as const;

/** A real RGB PNG of a colour gradient (blue fixed), made here so the test needs no fixture file. */
const makePng = (width: number, height: number, blue: number) =>
  rgbPng(width, height, (x, y) => [(x * 255) / width, (y * 255) / height, blue]);

/** Gives the user the Pro plan and an active account through the admin API, as an admin would. */
async function activateUser(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: adminCredentials });
  const headers = { 'x-auth-token': ((await login.json()) as { token: string }).token };
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as { id: string; email: string }[];
  const plans = (await (await request.get('/api/public/plans')).json()) as { id: string; name: string }[];
  const user = users.find((item) => item.email === email);
  const updated = await request.put(`/api/admin/users/${user?.id}`, {
    headers,
    data: { planId: plans.find((plan) => plan.name === 'Pro')?.id, isAccountActive: true },
  });
  expect(updated.status(), await updated.text()).toBe(200);
}

/**
 * The dialog without the signature's preview: axe injected into a frame sandboxed without permissions brings this
 * Chromium down, and the frame shows the server's mail HTML, not the app's own interface.
 */
async function expectDialogWithoutViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .exclude('iframe[sandbox]')
    .analyze();
  const serious = results.violations.filter((item) => item.impact === 'serious' || item.impact === 'critical');
  expect(serious.map((item) => `${label}: ${item.id}`)).toEqual([]);
}

/** True once the image has loaded and has pixels. */
const isLoaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

async function expectDesignedCard(page: Page, scope: Locator) {
  await expect(scope.getByText('Baking sourdough in Berlin since 1921.')).toBeVisible();
  const links = scope.getByRole('list', { name: 'Links' });
  await expect(links.getByRole('link')).toHaveText(['Our menu', 'Book a meeting']);
  const menu = links.getByRole('link', { name: 'Our menu' });
  await expect(menu).toHaveAttribute('href', 'https://example.com/menu');
  await expect(menu).toHaveAttribute('target', '_blank');
  await expect(menu).toHaveAttribute('rel', 'noopener noreferrer');
  const cover = scope.getByRole('img', { name: `Cover image of ${fullName}` });
  const logo = scope.getByRole('img', { name: `Logo of ${organisation.organisationName}` });
  await expect(cover).toBeVisible();
  await expect(logo).toBeVisible();
  // Sized before they load, so nothing moves when they arrive.
  await expect(cover).toHaveAttribute('width', '1200');
  await expect(cover).toHaveAttribute('height', '400');
  await expect(logo).toHaveAttribute('loading', 'lazy');
  await expect(logo).toHaveAttribute('width', '320');
  await expect.poll(() => isLoaded(cover)).toBe(true);
  await expect.poll(() => isLoaded(logo)).toBe(true);
  return page;
}

test('an owner designs a card with a live preview and copies its signature; a phone shows it in both themes', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  const email = await createVerifiedUser(request, password);
  await activateUser(request, email);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/vcards/new');

  const preview = page.getByRole('complementary', { name: 'Live preview' });
  const previewCard = preview.getByRole('article');
  await page.getByLabel('Card name').fill('Design fair');
  await page.getByLabel('First name').fill('Jürgen');
  await page.getByLabel('Last name').fill('Groß-Müller');
  await page.getByLabel('About you').fill(bio);
  await expect(page.getByText(`${bio.length} of 500 characters`)).toBeVisible();
  await expect(preview.getByRole('heading', { name: fullName })).toBeVisible();
  await expect(preview.getByText('Baking sourdough in Berlin since 1921.')).toBeVisible();

  // Two links, then the second moved up with the keyboard-reachable buttons.
  const addLink = page.getByRole('button', { name: 'Add link' });
  await addLink.click();
  await expect(page.getByRole('group', { name: 'Link 1' }).getByLabel('Button text')).toBeFocused();
  await page.getByRole('group', { name: 'Link 1' }).getByLabel('Button text').fill('Book a meeting');
  await page.getByRole('group', { name: 'Link 1' }).getByLabel('Address (URL)').fill('https://example.com/meet');
  await addLink.click();
  await page.getByRole('group', { name: 'Link 2' }).getByLabel('Button text').fill('Our menu');
  await page.getByRole('group', { name: 'Link 2' }).getByLabel('Address (URL)').fill('https://example.com/menu');
  await expect(preview.getByRole('list', { name: 'Links' }).getByRole('link')).toHaveText([
    'Book a meeting',
    'Our menu',
  ]);
  await page.getByRole('button', { name: 'Move link 2 up' }).click();
  await expect(page.getByRole('group', { name: 'Link 1' }).getByLabel('Button text')).toHaveValue('Our menu');
  await expect(page.getByRole('button', { name: 'Move link 1 down' })).toBeFocused();
  await expect(preview.getByRole('list', { name: 'Links' }).getByRole('link')).toHaveText([
    'Our menu',
    'Book a meeting',
  ]);

  // Layout and colours: a pair under 4.5:1 is flagged while typing and refused on save.
  await page.getByRole('radio', { name: /Banner/ }).check();
  const contrast = page.getByRole('status').filter({ hasText: 'WCAG AA' });
  await expect(contrast).toContainText('Contrast 6.3:1 — passes WCAG AA');
  await page.getByLabel('Primary colour', { exact: true }).fill('#facc15');
  await expect(contrast).toContainText('Contrast 1.5:1 — fails WCAG AA');
  await page.getByRole('button', { name: 'Create vCard' }).click();
  await expect(page.getByText('The colours are too close')).toBeVisible();
  await page.getByLabel('Primary colour', { exact: true }).fill(design.primary);
  await page.getByLabel('Background colour', { exact: true }).fill(design.background);
  await expect(contrast).toContainText(/Contrast 7\.\d:1 — passes WCAG AA/);
  await expect(previewCard).toHaveCSS('background-color', 'rgb(255, 247, 237)');
  await expect(preview.getByRole('heading', { name: fullName })).toHaveCSS('color', 'rgb(157, 23, 77)');

  // Cover and logo, checked on the client like the picture, shown at once in the preview.
  await page.getByLabel('Cover image').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Choose a PNG, JPEG or GIF image.')).toBeVisible();
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(300, 100, 160) });
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, 64, 40) });
  await expect(page.getByText('New cover image: cover.png')).toBeVisible();
  await expect(page.getByText('New logo: logo.png')).toBeVisible();
  await expectDesignedCard(page, preview);
  await expectNoSeriousViolations(page, '/vcards/new designed');

  await page.getByRole('button', { name: 'Create vCard' }).click();
  await expect(page).toHaveURL(/\/vcards$/, { timeout: 5_000 });

  // The signature: preview in a sandbox, copied as rich text and as HTML.
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Design fair' }) });
  const publicLink = (await item.getByText(/\/vcard\//).textContent())?.trim() ?? '';
  const downloadToken = publicLink.split('/vcard/')[1] as string;
  expect(downloadToken).toBeTruthy();
  await item.getByRole('button', { name: 'E-mail signature of Design fair' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail signature of “Design fair”' });
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title^="Preview of the e-mail signature"]').getByText(fullName)).toBeVisible();
  await dialog.getByLabel('Include the QR code of the card').check();
  await expect(
    page.frameLocator('iframe[title^="Preview of the e-mail signature"]').locator('img[src$="/qr.png"]'),
  ).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Copy as rich text' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Signature copied.' })).toBeVisible();
  const copied = await page.evaluate(async () => {
    const [clip] = await navigator.clipboard.read();
    const read = async (type: string) => (clip?.types.includes(type) ? (await clip.getType(type)).text() : '');
    return { html: await read('text/html'), text: await read('text/plain') };
  });
  expect(copied.text).toContain(fullName);
  expect(copied.html).toContain(fullName);
  expect(copied.html).not.toMatch(/<script/i);
  await dialog.getByRole('button', { name: 'Copy HTML' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'HTML code copied.' })).toBeVisible();
  const html = await page.evaluate(() => navigator.clipboard.readText());
  expect(html).toContain('<table');
  expect(html).toContain(`/vcard/${downloadToken}`);
  await expectDialogWithoutViolations(page, '/vcards signature dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Editing shows the stored cover and logo.
  await item.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('img', { name: 'Preview of the cover image' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the logo' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Banner/ })).toBeChecked();
  await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue(design.primary);

  // A visitor on a phone, light and dark.
  const { defaultBrowserType: _, ...iPhone } = devices['iPhone 13'];
  const visitorContext = await browser.newContext({
    ...iPhone,
    colorScheme: 'light',
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '10.64.77.99' },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/vcard/${downloadToken}`);
  const card = visitor.getByRole('article');
  await expect(visitor.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expectDesignedCard(visitor, card);
  await expect(card).toHaveCSS('background-color', 'rgb(255, 247, 237)');
  const save = visitor.getByRole('link', { name: 'Save contact' });
  await expect(save).toHaveCSS('background-color', 'rgb(157, 23, 77)');
  await expect(save).toHaveCSS('color', 'rgb(255, 255, 255)');
  // The banner layout: the cover spans the card at 3:1.
  const coverBox = await card.getByRole('img', { name: `Cover image of ${fullName}` }).boundingBox();
  const cardBox = await card.boundingBox();
  expect(Math.round(coverBox?.width ?? 0)).toBe(Math.round(cardBox?.width ?? 0));
  expect(Math.round((coverBox?.width ?? 0) / (coverBox?.height ?? 1))).toBe(3);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(visitor, '/vcard designed light');

  // A phone set to dark mode gets the dark card without touching the theme switch.
  await visitor.emulateMedia({ colorScheme: 'dark' });
  await visitor.reload();
  await expect(visitor.locator('html')).toHaveClass(/\bdark\b/);
  await expect(visitor.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(card).not.toHaveCSS('background-color', 'rgb(255, 247, 237)');
  await expect(save).toHaveCSS('background-color', 'rgb(157, 23, 77)');
  await expectDesignedCard(visitor, card);
  await expectNoSeriousViolations(visitor, '/vcard designed dark');
  await visitorContext.close();
});
