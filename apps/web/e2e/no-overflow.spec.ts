import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { setUpSso } from './identity-support';
import { adminCredentials, createVerifiedUser, makePro, signIn } from './support';

// Sign-ups are limited per IP: this file registers from its own address (the e2e server trusts the proxy header).
const clientHeaders = { 'x-forwarded-for': '10.39.0.42' };
test.use({ extraHTTPHeaders: clientHeaders });

const password = 'Phone-Passw0rd!';
const phone = { width: 390, height: 844 };
const screenshotDir = 'test-results/no-overflow';

type Measured = { documentWidth: number; bodyWidth: number; offenders: string[] };

/**
 * The page's widths, and every visible element whose right edge passes the screen without a scrolling or
 * clipping box of its own around it (named by tag, id, classes and text, to find it in the code).
 */
function measure(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= screenWidth + 0.5) continue;
      const position = getComputedStyle(element).position;
      // A fixed element does not widen the page; an absolute one is clipped only by a positioned scroll box.
      if (position === 'fixed') continue;
      let needsPositioned = position === 'absolute';
      let parent = element.parentElement;
      let isContained = false;
      while (parent && parent !== document.body) {
        const style = getComputedStyle(parent);
        if (!needsPositioned || style.position !== 'static') {
          if (style.overflowX !== 'visible') {
            isContained = true;
            break;
          }
          needsPositioned = false;
        }
        parent = parent.parentElement;
      }
      if (isContained) continue;
      const classes = typeof element.className === 'string' ? element.className.slice(0, 90) : '';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      offenders.push(`<${element.tagName.toLowerCase()} class="${classes}"> right=${Math.round(box.right)} "${text}"`);
    }
    return {
      documentWidth: document.documentElement.scrollWidth,
      bodyWidth: document.body.scrollWidth,
      offenders: offenders.slice(0, 6),
    };
  });
}

/** Opens a page on the phone, waits until it has settled, and notes how far it reaches past the screen. */
async function visit(page: Page, path: string, problems: string[], screenshot?: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"]', { hasText: /Loading/ })).toHaveCount(0);
  const measured = await measure(page);
  if (measured.documentWidth > phone.width || measured.bodyWidth > phone.width || measured.offenders.length > 0) {
    problems.push(
      `${path}: document ${measured.documentWidth}px, body ${measured.bodyWidth}px\n    ${measured.offenders.join('\n    ')}`,
    );
  }
  if (screenshot) await page.screenshot({ path: `${screenshotDir}/${screenshot}.png`, fullPage: true });
}

async function tokenOf(request: APIRequestContext, email: string, secret: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: secret } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A Pro organisation with something on every page: cards, tags with scans, rules and a chip, a lead, an order, a template, a webhook. */
async function seedOrganisation(request: APIRequestContext) {
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  const headers = { 'x-auth-token': await tokenOf(request, email, password) };
  const cards: { id: string; downloadToken: string }[] = [];
  for (const [configName, name] of [
    ['Front desk card with a rather long name for a phone', 'Erika'],
    ['Sales', 'Max'],
  ]) {
    const created = await request.post('/api/vcf-configs', {
      headers,
      data: {
        configName,
        name,
        surname: 'Mustermann-Lüdenscheid',
        position: 'Leiterin Kundenservice und Vertrieb',
        contactEmail: 'erika.mustermann-luedenscheid@sonnenblume-baeckerei.de',
        phoneNumber: '+49 30 1234567',
        websiteUrl: 'sonnenblume-baeckerei.de/ueber-uns/unsere-filialen-in-berlin-und-brandenburg',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    cards.push((await created.json()) as { id: string; downloadToken: string });
  }
  const tag = await request.post('/api/tags', {
    headers,
    data: {
      name: 'Schaufenster Hauptstraße mit langem Namen',
      actionType: 'WEBSITE_LINK',
      actionData: { url: 'https://sonnenblume-baeckerei.de/angebote/wochenkarte-und-saisonale-spezialitaeten' },
      campaignName: 'Frühjahrsaktion 2026',
      groupId: 'filiale-mitte',
      rules: [{ os: 'ios', url: 'https://apps.apple.com/de/app/sonnenblume-baeckerei/id1234567890' }],
      // Verified taps on: the editor shows the chip panel, the analytics the outcomes and the recent scans.
      verification: 'record',
    },
  });
  expect(tag.status(), await tag.text()).toBe(201);
  const { id: tagId, userFacingId } = (await tag.json()) as { id: string; userFacingId: string };
  const chip = await request.put(`/api/tags/${tagId}/chip`, { headers, data: { uid: '04DE5F1EACC040' } });
  expect(chip.status(), await chip.text()).toBe(200);
  expect((await request.get(`/t/${userFacingId}`, { maxRedirects: 0 })).status()).toBe(302);
  const cardTag = await request.post('/api/tags', {
    headers,
    data: { name: 'Empfang', actionType: 'VCARD_PAGE', actionData: { vcfConfigId: cards[0]?.id } },
  });
  expect(cardTag.status(), await cardTag.text()).toBe(201);
  const lead = await request.post(`/api/vcf/share/${cards[0]?.downloadToken}/leads`, {
    data: {
      name: 'Bernhard Langname-Ausprobierer',
      email: 'bernhard.langname-ausprobierer@beispiel-unternehmen.de',
      company: 'Beispiel Unternehmensberatung GmbH & Co. KG',
      note: 'Bitte melden Sie sich wegen einer Bestellung von fünfzig Schlüsselanhängern.',
      consent: true,
      consentVersion: '2026-11',
      consentLanguage: 'de',
    },
  });
  expect(lead.status(), await lead.text()).toBe(202);
  const order = await request.post('/api/orders/request', {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    multipart: { productType: 'pet_tag_core', quantity: '3', tagWritingPreference: 'by_client', shippingCountry: 'DE' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const template = await request.post('/api/team/templates', {
    headers,
    data: { name: 'Filialen-Vorlage', websiteUrl: 'https://sonnenblume-baeckerei.de' },
  });
  expect(template.status(), await template.text()).toBe(201);
  const templateId = ((await template.json()) as { id: string }).id;
  const webhook = await request.post('/api/webhooks', {
    headers,
    data: { url: 'https://hooks.example.com/nfc/eingang/sehr-langer-pfad', events: ['scan.created', 'lead.created'] },
  });
  expect(webhook.status(), await webhook.text()).toBe(201);
  const invited = await request.post('/api/team/invitations', {
    headers,
    data: { email: `kollegin-${Date.now()}@example.com`, role: 'member', name: 'Kollegin mit langem Namen' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await setUpSso(request, headers);
  return { email, cards, tagId, templateId };
}

async function phonePage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    viewport: phone,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: clientHeaders,
  });
  return { context, page: await context.newPage() };
}

test('no page is wider than a 390 px phone, signed out, as an owner with data, and as an admin', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { email, cards, tagId, templateId } = await seedOrganisation(request);
  const problems: string[] = [];

  // A visitor: the public site, the sign-in pages and a public card.
  const visitor = await phonePage(browser, baseURL);
  for (const path of [
    '/',
    '/home',
    '/about',
    '/products',
    '/pricing',
    '/contact',
    '/privacy',
    '/legal',
    '/password-gate',
    '/login',
    '/register',
    '/request-password-reset',
    '/reset-password?token=expired-or-wrong',
    '/verify-email?token=expired-or-wrong',
    '/join?token=expired-or-wrong',
    '/login?sso=otherOrganisation&email=erika.mustermann-luedenscheid%40sonnenblume-baeckerei.de',
    '/sso/complete?code=expired-or-wrong',
    '/sso/test-result?email=erika.mustermann-luedenscheid%40sonnenblume-baeckerei.de&role=admin&new=true',
    '/sso/test-result?reason=noSeat',
  ]) {
    await visit(visitor.page, path, problems, path === '/pricing' ? 'pricing' : undefined);
  }
  await visit(visitor.page, `/vcard/${cards[0]?.downloadToken}`, problems, 'public-card');
  await visitor.context.close();

  // The owner of a Pro organisation with data on every page.
  const owner = await phonePage(browser, baseURL);
  await owner.page.goto('/login');
  await signIn(owner.page, email, password);
  await expect(owner.page).toHaveURL(/\/(hub|dashboard)$/);
  for (const [path, screenshot] of [
    ['/hub'],
    ['/dashboard', 'tags'],
    ['/tags/new'],
    [`/tags/edit/${tagId}`, 'tag-editor'],
    [`/analytics/tag/${tagId}`],
    ['/vcards', 'vcards'],
    ['/vcards/new'],
    [`/vcards/edit?id=${cards[0]?.id}`, 'card-editor'],
    ['/leads'],
    ['/order-fobs'],
    ['/orders/history'],
    ['/settings/billing'],
    ['/settings'],
    ['/settings/qr'],
    ['/settings/sso', 'sso'],
    ['/settings/domains', 'link-domains'],
    ['/webhooks'],
    ['/settings/team'],
    ['/settings/team/analytics'],
    ['/settings/team/templates'],
    ['/settings/team/templates/new'],
    [`/settings/team/templates/edit/${templateId}`],
    ['/settings/activation'],
    ['/subscribe/cancel'],
  ] as const) {
    await visit(owner.page, path, problems, screenshot);
  }

  // The card editor on the phone: the preview folds away at the top and opens in place.
  await owner.page.goto(`/vcards/edit?id=${cards[0]?.id}`);
  const toggle = owner.page.getByRole('button', { name: 'Show preview' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const preview = owner.page.getByRole('complementary', { name: 'Live preview' });
  await expect(preview.getByRole('heading', { name: /Erika Mustermann/ })).toBeHidden();
  const toggleBox = await toggle.boundingBox();
  const createBox = await owner.page.getByRole('button', { name: 'Save changes' }).boundingBox();
  expect(toggleBox && createBox && toggleBox.y < createBox.y).toBe(true);
  expect(toggleBox && toggleBox.y < phone.height).toBe(true);
  await toggle.click();
  await expect(owner.page.getByRole('button', { name: 'Hide preview' })).toHaveAttribute('aria-expanded', 'true');
  await expect(preview.getByRole('heading', { name: /Erika Mustermann/ })).toBeVisible();
  await expect(preview.getByRole('heading', { name: /Erika Mustermann/ })).toBeInViewport();
  await owner.page.screenshot({ path: `${screenshotDir}/card-editor-preview.png` });
  await owner.context.close();

  // The platform admin's pages.
  const admin = await phonePage(browser, baseURL);
  await admin.page.goto('/login');
  await signIn(admin.page, adminCredentials.email, adminCredentials.password);
  await expect(admin.page).toHaveURL(/\/admin/);
  for (const path of [
    '/admin/dashboard',
    '/admin/users',
    '/admin/plans',
    '/admin/orders',
    '/admin/pricing',
    '/admin/metrics',
  ]) {
    await visit(admin.page, path, problems, path === '/admin/users' ? 'admin-users' : undefined);
  }
  await admin.context.close();

  expect(problems, `pages wider than ${phone.width}px:\n${problems.join('\n')}`).toEqual([]);
});
