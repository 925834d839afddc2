import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { setUpSso } from './identity-support';
import { adminCredentials, createVerifiedUser, makePro } from './support';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

type Language = 'en' | 'de';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/locales');
/** Words that are the same in both languages and may stand on a German page. */
const brandNames = ['NFC', 'vCard', 'Stripe', 'Apple Wallet', 'Google Wallet', 'PDF', 'CSV'];
/** English strings shorter than this are too often names, units or words German shares. */
const MIN_LENGTH = 12;

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [leafKey, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(leafKey, text);
    }
  }
  return found;
}

function readLocale(language: Language): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(path.join(localesDir, language))) {
    const json: unknown = JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'));
    for (const [key, text] of leaves(json, file.replace('.json', ''))) all.set(key, text);
  }
  return all;
}

/** The literal parts of a translation, without its {{placeholders}}, $t() references and markup tags. */
function fragmentsOf(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>/)
    .map((part) => part.trim())
    .filter((part) => part.length >= MIN_LENGTH);
}

/** English text that a German page must not show: every longer English string whose German differs. */
function englishOnlyTexts(extra: Array<[string, string]>): string[] {
  const english = readLocale('en');
  const german = readLocale('de');
  const germanTexts = [...german.values(), ...extra.map(([, de]) => de)];
  const pairs: Array<[string, string]> = [
    ...[...english].map(([key, text]): [string, string] => [text, german.get(key) ?? '']),
    ...extra,
  ];
  const texts = new Set<string>();
  for (const [en, de] of pairs) {
    if (en === de) continue;
    for (const fragment of fragmentsOf(en)) {
      if (brandNames.some((brand) => fragment === brand)) continue;
      // A fragment German uses as well (a product or brand phrase) is no sign of a missing translation.
      if (germanTexts.some((text) => text.includes(fragment))) continue;
      texts.add(fragment);
    }
  }
  return [...texts];
}

/** The seeded plans' and tiers' English texts beside their German ones, as the server answers them. */
async function catalogueTexts(request: APIRequestContext, adminHeaders: Record<string, string>) {
  const plansIn = async (language: Language) =>
    (await (await request.get('/api/public/plans', { headers: { 'accept-language': language } })).json()) as Array<{
      id: string;
      name: string;
      description: string;
      features: string[];
    }>;
  const [english, german] = [await plansIn('en'), await plansIn('de')];
  const pairs: Array<[string, string]> = [];
  for (const plan of english) {
    const other = german.find((item) => item.id === plan.id);
    if (!other) continue;
    pairs.push([plan.description, other.description]);
    plan.features.forEach((feature, index) => {
      pairs.push([feature, other.features[index] ?? '']);
    });
  }
  const answer = await request.get('/api/admin/pricing/tiers', { headers: adminHeaders });
  const { data: tiers } = (await answer.json()) as {
    data: Array<{ description: string; descriptionDe: string | null; features: string[]; featuresDe: string[] | null }>;
  };
  for (const tier of tiers) {
    pairs.push([tier.description, tier.descriptionDe ?? '']);
    tier.features.forEach((feature, index) => {
      pairs.push([feature, tier.featuresDe?.[index] ?? '']);
    });
  }
  return pairs;
}

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Opens the app in `language`, behind the launch password, signed in with `token` when given. */
async function openIn(page: Page, language: Language, token?: string) {
  await page.addInitScript(
    ([lng, stored]) => {
      sessionStorage.setItem('platformAccess', 'granted');
      localStorage.setItem('i18nextLng', lng as string);
      if (stored) localStorage.setItem('vcf_platform_token', stored);
    },
    [language, token ?? ''],
  );
}

/** The page's visible text once its heading shows and its requests have settled. */
async function visibleText(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Loading states end before the text is read.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return page.locator('body').innerText();
}

const publicPages = ['/home', '/pricing', '/products', '/login', '/register'];
const userPages = [
  '/hub',
  '/tags',
  '/vcards',
  '/vcards/new',
  '/orders/history',
  '/settings/billing',
  '/settings',
  '/settings/team',
  '/settings/sso',
  '/settings/domains',
  '/leads',
];
const adminPages = ['/admin/dashboard', '/admin/plans'];
/** The spec fixes the order history's dates and amounts to German formats in both languages. */
const germanFormatPages = new Set(['/orders/history']);
const germanMoney = /\d,\d{2}\s?€/;
const germanDate = /\b\d{2}\.\d{2}\.\d{4}\b/;

type Fixture = { userToken: string; adminToken: string; forbidden: string[] };

async function prepare(request: APIRequestContext): Promise<Fixture> {
  const password = 'Languages-Passw0rd!';
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  const userToken = await tokenOf(request, email, password);
  // Single sign-on set up, so its settings page shows every section filled in.
  await setUpSso(request, { 'x-auth-token': userToken });
  const adminToken = await tokenOf(request, adminCredentials.email, adminCredentials.password);
  // An order, so the history shows a card with its date and amount.
  const placed = await request.post('/api/orders/request', {
    headers: { 'x-auth-token': userToken },
    multipart: {
      productType: 'nfc_card_individual',
      quantity: '20',
      tagWritingPreference: 'by_us',
      shippingCountry: 'DE',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const extra = await catalogueTexts(request, { 'x-auth-token': adminToken });
  return { userToken, adminToken, forbidden: englishOnlyTexts(extra) };
}

/** Every English-only text found in `text`, for a message naming the page. */
function englishIn(text: string, forbidden: string[]): string[] {
  return forbidden.filter((english) => text.includes(english));
}

/** Reads every page of `pages` and collects what is wrong on it. */
async function checkPages(
  page: Page,
  language: Language,
  pages: string[],
  forbidden: string[],
  problems: string[],
): Promise<void> {
  for (const url of pages) {
    const text = await visibleText(page, url);
    if (language === 'de') {
      for (const english of englishIn(text, forbidden)) problems.push(`${url}: English "${english}"`);
    } else if (!germanFormatPages.has(url)) {
      const money = text.match(germanMoney);
      const date = text.match(germanDate);
      if (money) problems.push(`${url}: German amount "${money[0]}"`);
      if (date) problems.push(`${url}: German date "${date[0]}"`);
    }
  }
}

/** The order page once its live quote (10 pieces by default: the Starter tier) shows a total. */
async function checkOrderPage(page: Page, language: Language, forbidden: string[], problems: string[]) {
  await page.goto('/order-fobs');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('region').filter({ hasText: /€/ }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const text = await page.locator('body').innerText();
  if (language === 'de') {
    for (const english of englishIn(text, forbidden)) problems.push(`/order-fobs: English "${english}"`);
    expect(text).toContain('Einstieg');
  } else {
    const money = text.match(germanMoney);
    if (money) problems.push(`/order-fobs: German amount "${money[0]}"`);
    expect(text).toMatch(/€\d+\.\d{2}/);
  }
}

test.describe('one language per page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let fixture: Fixture;
  test.beforeAll(async ({ request }) => {
    fixture = await prepare(request);
    expect(fixture.forbidden.length).toBeGreaterThan(100);
  });

  for (const language of ['de', 'en'] as const) {
    test(`public, customer and admin pages in ${language === 'de' ? 'German' : 'English'}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const problems: string[] = [];

      const visitor = await browser.newPage();
      await openIn(visitor, language);
      await checkPages(visitor, language, publicPages, fixture.forbidden, problems);
      await visitor.close();

      const customer = await browser.newPage();
      await openIn(customer, language, fixture.userToken);
      await checkPages(customer, language, userPages, fixture.forbidden, problems);
      await checkOrderPage(customer, language, fixture.forbidden, problems);
      await customer.close();

      const admin = await browser.newPage();
      await openIn(admin, language, fixture.adminToken);
      await checkPages(admin, language, adminPages, fixture.forbidden, problems);
      await admin.close();

      expect(problems).toEqual([]);
    });
  }
});

test.describe('pricing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const texts = {
    en: {
      recommended: 'Recommended',
      templates: 'Card templates',
      analytics: 'Team analytics',
      quota: /tags? or vCards?/,
    },
    de: {
      recommended: 'Empfohlen',
      templates: 'Kartenvorlagen',
      analytics: 'Team-Statistiken',
      quota: /Tags? oder vCards?/,
    },
  } as const;

  for (const language of ['en', 'de'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`marks Pro recommended, lists its templates and team analytics, states each quota once (${language}, ${theme})`, async ({
        page,
      }) => {
        const expected = texts[language];
        await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
        await openIn(page, language);
        await page.goto('/pricing');
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

        const pro = page.getByRole('article', { name: 'Pro', exact: true });
        await expect(pro.getByText(expected.recommended, { exact: true })).toBeVisible();
        await expect(pro.getByRole('listitem').filter({ hasText: expected.templates })).toBeVisible();
        await expect(pro.getByRole('listitem').filter({ hasText: expected.analytics })).toBeVisible();
        for (const name of ['Core', 'Enterprise']) {
          const card = page.getByRole('article', { name, exact: true });
          await expect(card.getByText(expected.recommended, { exact: true })).toHaveCount(0);
        }
        for (const name of ['Core', 'Pro', 'Enterprise']) {
          const card = page.getByRole('article', { name, exact: true });
          await expect(card.getByText(expected.quota)).toHaveCount(1);
          await expect(card.getByText(/\d+ (tags|Tags|vCards)/)).toHaveCount(1);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await expectNoSeriousViolations(page, `/pricing at 390 px (${language}, ${theme})`);
      });
    }
  }
});
