import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { apiToken, setUpSso } from './identity-support';
import { createVerifiedUser, makePro, signIn } from './support';

for (const theme of ['light', 'dark'] as const) {
  test(`public and portal pages have no serious axe violations in the ${theme} theme`, async ({ page, request }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);

    for (const path of ['/pricing', '/login', '/register', '/request-password-reset']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }

    // Field errors shown as well.
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/register with errors');

    const password = 'Axe-Passw0rd!';
    const email = await createVerifiedUser(request, password);
    // On Pro with single sign-on set up, so its settings page shows every section filled in.
    await makePro(request, email);
    await setUpSso(request, { 'x-auth-token': await apiToken(request, email, password) });
    await page.goto('/login');
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ['/dashboard', '/settings', '/settings/activation', '/settings/sso']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[role="status"]', { hasText: /Loading/ })).toHaveCount(0);
      await expectNoSeriousViolations(page, path);
    }
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the single sign-on pages of the sign-in have no serious axe violations in the ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const path of [
      '/login?sso=noConnection&email=erika%40example.com',
      '/sso/test-result?email=erika%40example.com&role=member&new=false',
      '/sso/test-result?reason=rejected',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
    // The SSO form opened by hand, with a field error.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with SSO' }).click();
    await page.getByRole('button', { name: 'Continue with SSO' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expectNoSeriousViolations(page, '/login with the SSO form');
  });
}
