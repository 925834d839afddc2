import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { createVerifiedUser, signIn } from './support';

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
    await page.goto('/login');
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ['/dashboard', '/settings', '/settings/activation']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
  });
}
