import { expect, test } from '@playwright/test';
import { findSeriousViolations } from './axe-check';
import { apiToken, setUpSso } from './identity-support';
import { createVerifiedUser, makePro, signIn } from './support';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

/** These pages are also held to the WCAG 2.1 level A rules. */
const wcag21Tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const publicPaths = [
  '/',
  '/password-gate',
  '/home',
  '/about',
  '/contact',
  '/products',
  '/pricing',
  '/privacy',
  '/legal',
];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('theme', value);
        sessionStorage.setItem('platformAccess', 'granted');
      }, theme);
    });

    test('every public page has no serious accessibility violations', async ({ page }) => {
      const violations: string[] = [];
      for (const path of publicPaths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        violations.push(...(await findSeriousViolations(page, path, wcag21Tags)));
      }
      expect(violations).toEqual([]);
    });

    test('states of the public pages have no serious accessibility violations', async ({ page }) => {
      const violations: string[] = [];

      // Contact form with field errors and an open FAQ answer.
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('This field is required.').first()).toBeVisible();
      await page.getByText('What is NFC and how does it work?').click();
      violations.push(...(await findSeriousViolations(page, '/contact with errors', wcag21Tags)));

      // Password gate with the incorrect-password message.
      await page.goto('/password-gate');
      await page.getByLabel('Access password').fill('wrong');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Incorrect password. Please check it and try again.')).toBeVisible();
      violations.push(...(await findSeriousViolations(page, '/password-gate with error', wcag21Tags)));

      // Phone width with the menu open.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/home');
      await page.getByRole('button', { name: 'Open menu' }).click();
      violations.push(...(await findSeriousViolations(page, '/home mobile menu', wcag21Tags)));

      expect(violations).toEqual([]);
    });

    test('the hub has no serious accessibility violations', async ({ page, request }) => {
      const password = 'Axe-Hub-Passw0rd!';
      const email = await createVerifiedUser(request, password);
      await page.goto('/hub');
      await signIn(page, email, password);
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
      await expect(page.getByText('No activity yet')).toBeVisible();
      expect(await findSeriousViolations(page, '/hub', wcag21Tags)).toEqual([]);
    });

    test('the single sign-on settings have no serious accessibility violations', async ({ page, request }) => {
      const password = 'Axe-Sso-Passw0rd!';
      const email = await createVerifiedUser(request, password);
      await makePro(request, email);
      await setUpSso(request, { 'x-auth-token': await apiToken(request, email, password) });
      await page.goto('/settings/sso');
      await signIn(page, email, password);
      await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Require single sign-on for verified domains' })).toBeEnabled();
      const violations = await findSeriousViolations(page, '/settings/sso', wcag21Tags);

      // The form that replaces the connection, on SAML with pasted metadata and its field error.
      const connection = page.getByRole('region', { name: 'Identity provider' });
      await connection.getByRole('button', { name: 'Replace' }).click();
      await connection.getByRole('radio', { name: /SAML 2\.0/ }).check();
      await connection.getByRole('radio', { name: 'Paste the XML' }).check();
      await connection.getByRole('button', { name: 'Save connection' }).click();
      await expect(connection.getByText('This field is required.')).toBeVisible();
      violations.push(...(await findSeriousViolations(page, '/settings/sso replacing the connection', wcag21Tags)));
      expect(violations).toEqual([]);
    });
  });
}
