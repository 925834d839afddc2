import { expect, test } from '@playwright/test';

test('public pricing shows the seeded plans and keeps language and theme after a reload', async ({ page }) => {
  await page.goto('/pricing');

  await expect(page.getByRole('heading', { level: 1, name: 'Plans for every business' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Core', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pro', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose Plan: Core' })).toHaveAttribute('href', '/register');
  // Each plan names its seats beside its tag limit.
  const core = page.getByRole('article', { name: 'Core', exact: true });
  const enterprise = page.getByRole('article', { name: 'Enterprise', exact: true });
  await expect(core.getByText('Up to 3 team members', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Pro', exact: true }).getByText('Up to 25 team members'),
  ).toBeVisible();
  // The seat line, not Enterprise's seeded feature of the same words.
  await expect(enterprise.getByRole('paragraph').filter({ hasText: /^Unlimited team members$/ })).toBeVisible();

  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarife für jedes Unternehmen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // German number format for the monthly price.
  await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
  await expect(core.getByText('Bis zu 3 Teammitglieder', { exact: true })).toBeVisible();
  await expect(enterprise.getByText('Unbegrenzt viele Teammitglieder', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarife für jedes Unternehmen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pro', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Tarif wählen: Pro' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Organisation registrieren' })).toBeVisible();
});
