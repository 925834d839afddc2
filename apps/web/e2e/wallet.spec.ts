import { expect, type Page, test } from '@playwright/test';
import { TEST_GOOGLE_WALLET_CLIENT_EMAIL } from '../../server/test/peers/google-wallet-account.ts';
import { checkBothThemes } from './axe-check';
import { signInAsProOwner } from './support';

// Sign-ups are limited per address: this file comes from its own (the e2e server trusts the proxy header).
const clientHeaders = { 'x-forwarded-for': '10.64.61.14' };
test.use({ extraHTTPHeaders: clientHeaders });

const password = 'Wallet-Passw0rd!';
const cardName = 'Wallet card';
const appleLink = /\/api\/wallet\/links\/[^/]+\/apple$/;
const googleLink = /\/api\/wallet\/links\/[^/]+\/google$/;

type OutboxMail = { to: string; subject: string; text: string };

async function createCard(page: Page) {
  await page.goto('/vcards/new');
  await page.getByLabel('Card name').fill(cardName);
  await page.getByLabel('First name').fill('Wanda');
  await page.getByLabel('Last name').fill('Wallet');
  await page.getByRole('button', { name: 'Create vCard' }).click();
  await expect(page).toHaveURL(/\/vcards$/, { timeout: 5_000 });
}

/** The claims of a JWT (its signature is Google's to check). */
function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

test('an owner adds a card to Apple Wallet and Google Wallet from the list, the editor and the public page, and mails the team its links', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const email = await signInAsProOwner(page, request, password);
  await createCard(page);

  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: cardName }) });
  const appleButton = item.getByRole('button', { name: `Add to Apple Wallet: ${cardName}` });
  const googleButton = item.getByRole('button', { name: `Add to Google Wallet: ${cardName}` });
  await expect(appleButton).toBeVisible();
  await expect(googleButton).toBeVisible();
  await checkBothThemes(page, '/vcards with wallet buttons');

  // Apple: the signed link answers the .pkpass itself, without a session (a navigation carries no token).
  let pkpass: { status: number; contentType?: string; body: Buffer; hasSession: boolean } | undefined;
  await page.route(appleLink, async (route) => {
    const response = await route.fetch();
    pkpass = {
      status: response.status(),
      contentType: response.headers()['content-type'],
      body: await response.body(),
      hasSession: route.request().headers()['x-auth-token'] !== undefined,
    };
    await route.fulfill({ response });
  });
  await appleButton.click();
  await expect.poll(() => pkpass?.status, { timeout: 15_000 }).toBe(200);
  expect(pkpass?.contentType).toBe('application/vnd.apple.pkpass');
  expect(pkpass?.hasSession).toBe(false);
  // A .pkpass is a zip archive.
  expect(pkpass?.body.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  await expect(page).toHaveURL(/\/vcards$/);
  await expect(appleButton).not.toHaveAttribute('aria-busy');

  // Google: the signed link redirects to Google's save page. The redirect is read here and the page stood in for,
  // so nothing leaves the machine (a route does not see a redirect's target).
  let redirect: { status: number; saveUrl?: string } | undefined;
  await page.route(googleLink, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    redirect = { status: response.status(), saveUrl: response.headers().location };
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Google Wallet</title><h1>Save to Google Wallet</h1></html>',
    });
  });
  await googleButton.click();
  await page.waitForURL(googleLink);
  expect(redirect?.status).toBe(302);
  const saveUrl = redirect?.saveUrl;
  expect(saveUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
  const jwt = new URL(saveUrl ?? '').pathname.split('/').pop() ?? '';
  expect(claimsOf(jwt)).toMatchObject({ iss: TEST_GOOGLE_WALLET_CLIENT_EMAIL, aud: 'google', typ: 'savetowallet' });
  await page.unroute(googleLink);

  // The editor of the saved card offers the same passes.
  await page.goto('/vcards');
  await item.getByRole('link', { name: `Edit ${cardName}` }).click();
  const walletSection = page.getByRole('region', { name: 'Phone wallet' });
  await expect(walletSection.getByRole('button', { name: 'Add to Apple Wallet' })).toBeVisible();
  await expect(walletSection.getByRole('button', { name: 'Add to Google Wallet' })).toBeVisible();
  // A new card has no passes yet.
  await page.goto('/vcards/new');
  await expect(page.getByLabel('Card name')).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to (Apple|Google) Wallet/ })).toHaveCount(0);

  // The public page offers them to the signed-in owner, after the card, on a phone-sized screen.
  await page.goto('/vcards');
  const publicPath = (await item.getByRole('link', { name: /^Open page/ }).getAttribute('href')) ?? '';
  expect(publicPath).toMatch(/^\/vcard\/[\w-]+$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(publicPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Wanda Wallet' })).toBeVisible();
  await expect(page.getByText('This is your card: keep it in your phone’s wallet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Apple Wallet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Google Wallet' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkBothThemes(page, 'public card page of its owner');
  await page.setViewportSize({ width: 1280, height: 720 });

  // A stranger who scanned the card sees no wallet buttons and asks the server nothing about them.
  const strangerContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.64.61.99' },
  });
  const stranger = await strangerContext.newPage();
  const strangerRequests: string[] = [];
  stranger.on('request', (sent) => strangerRequests.push(new URL(sent.url()).pathname));
  await stranger.goto(publicPath);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Wanda Wallet' })).toBeVisible();
  await stranger.waitForLoadState('networkidle');
  await expect(stranger.getByRole('button', { name: /Add to (Apple|Google) Wallet/ })).toHaveCount(0);
  expect(strangerRequests.filter((path) => path === '/api/vcf-configs' || path.startsWith('/api/wallet'))).toEqual([]);
  expect(strangerRequests.filter((path) => path.endsWith('/wallet.json'))).toEqual([]);
  await strangerContext.close();

  // The team page: every member with a card gets their links by mail (here the owner, the only member).
  await page.goto('/settings/team');
  const sendLinks = page.getByRole('button', { name: 'Send wallet links to every member' });
  await sendLinks.click();
  const dialog = page.getByRole('alertdialog', { name: 'Send wallet links to every member?' });
  await expect(dialog).toContainText('The links are valid for 30 days.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await sendLinks.click();
  await dialog.getByRole('button', { name: 'Send links' }).click();
  await expect(page.getByText('Sent to 1 member', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/outbox')).json()) as OutboxMail[];
      return mails.find((mail) => mail.to === email && mail.subject === 'Add your card to your wallet')?.text ?? '';
    })
    .toMatch(/Add to Apple Wallet: http\S+\/api\/wallet\/links\/\S+\/apple/);

  // Three rounds an hour: the fourth is refused, and the dialog says why.
  for (let round = 2; round <= 3; round += 1) {
    await sendLinks.click();
    await dialog.getByRole('button', { name: 'Send links' }).click();
    await expect(dialog).toBeHidden();
  }
  await sendLinks.click();
  await dialog.getByRole('button', { name: 'Send links' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Wallet links were already sent several times this hour. Please try again later.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
