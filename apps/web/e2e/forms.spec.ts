import { type APIRequestContext, expect, test } from '@playwright/test';
import { createVerifiedUser, makePro, signIn } from './support';

// Sign-ups are limited per IP: this file registers from its own address (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.39.0.77' } });

const password = 'Forms-Passw0rd!';

const texts = {
  en: {
    name: 'Name',
    url: 'Website URL',
    vcard: 'vCard',
    vcardPage: /^vCard page/,
    websiteLink: /^Website link/,
    create: 'Create tag',
    moreOptions: 'More options',
    campaignName: 'Campaign name',
    vcardRequired: 'Choose one of your vCards.',
    instagram: 'Instagram profile',
    saveCard: 'Save changes',
    invalidUrl: 'Enter a valid http(s) URL.',
  },
  de: {
    name: 'Name',
    url: 'Website-URL',
    vcard: 'vCard',
    vcardPage: /^vCard-Seite/,
    websiteLink: /^Website-Link/,
    create: 'Tag erstellen',
    moreOptions: 'Weitere Optionen',
    campaignName: 'Kampagnenname',
    vcardRequired: 'Bitte wählen Sie eine Ihrer vCards aus.',
    instagram: 'Instagram-Profil',
    saveCard: 'Änderungen speichern',
    invalidUrl: 'Bitte geben Sie eine gültige http(s)-URL ein.',
  },
} as const;

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function createCard(request: APIRequestContext, token: string, configName: string): Promise<string> {
  const created = await request.post('/api/vcf-configs', {
    headers: { 'x-auth-token': token },
    data: { configName, name: 'Erika', surname: 'Mustermann' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

for (const [language, width] of [
  ['en', 1280],
  ['de', 390],
  ['en', 390],
  ['de', 1280],
] as const) {
  test(`forms help in ${language} at ${width} px: options folded, errors focused in view, bare hosts become https`, async ({
    page,
    request,
  }) => {
    const text = texts[language];
    await page.setViewportSize({ width, height: 844 });
    const email = await createVerifiedUser(request, password);
    await makePro(request, email);
    const token = await tokenOf(request, email);
    const onlyCardId = await createCard(request, token, 'Empfang');

    await page.goto('/login');
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/(hub|dashboard)$/);

    // A new tag: the advanced options are folded away; the organisation's only card is chosen by itself.
    await page.goto(`/tags/new?lng=${language}`);
    const more = page.getByRole('button', { name: text.moreOptions });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel(text.campaignName)).toBeHidden();
    await page.getByRole('radio', { name: text.vcardPage }).check();
    await expect(page.getByLabel(text.vcard, { exact: true })).toHaveValue(onlyCardId);

    // With two cards nothing is chosen: submitting shows the error at the field, in view, with the focus on it.
    await createCard(request, token, 'Vertrieb');
    await page.reload();
    await page.getByLabel(text.name, { exact: true }).fill('Schaufenster');
    await page.getByRole('radio', { name: text.vcardPage }).check();
    const cardSelect = page.getByLabel(text.vcard, { exact: true });
    await expect(cardSelect).toHaveValue('');
    await page.getByRole('button', { name: text.create }).click();
    await expect(page.getByText(text.vcardRequired)).toBeVisible();
    await expect(cardSelect).toBeFocused();
    await expect(cardSelect).toBeInViewport();
    await expect(cardSelect).toHaveAttribute('aria-invalid', 'true');

    // A bare host becomes an https URL as the field is left, and is saved so.
    await page.getByRole('radio', { name: text.websiteLink }).check();
    const urlField = page.getByLabel(text.url);
    await urlField.fill('sonnenblume-baeckerei.de/karte');
    await urlField.press('Tab');
    await expect(urlField).toHaveValue('https://sonnenblume-baeckerei.de/karte');
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel(text.campaignName).fill('Frühling');
    await page.getByRole('button', { name: text.create }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const tags = (await (await request.get('/api/tags', { headers: { 'x-auth-token': token } })).json()) as {
      id: string;
      actionData: { url?: string };
    }[];
    expect(tags).toHaveLength(1);
    expect(tags[0]?.actionData.url).toBe('https://sonnenblume-baeckerei.de/karte');

    // A tag with a campaign opens with its options shown.
    await page.goto(`/tags/edit/${tags[0]?.id}`);
    await expect(page.getByRole('button', { name: text.moreOptions })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel(text.campaignName)).toHaveValue('Frühling');
    await expect(page.getByLabel(text.url)).toHaveValue('https://sonnenblume-baeckerei.de/karte');

    // The card editor: an error far from the save button is scrolled to and focused.
    await page.goto(`/vcards/edit?id=${onlyCardId}`);
    const instagram = page.getByLabel(text.instagram);
    await instagram.fill('javascript:alert(1)');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(instagram).not.toBeInViewport();
    await page.getByRole('button', { name: text.saveCard }).click();
    await expect(page.getByText(text.invalidUrl)).toBeVisible();
    await expect(instagram).toBeFocused();
    await expect(instagram).toBeInViewport();
    await expect(instagram).toHaveAttribute('aria-invalid', 'true');
  });
}
