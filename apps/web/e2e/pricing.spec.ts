import { expect, test } from '@playwright/test';

test('public pricing shows the seeded plans and keeps language and theme after a reload', async ({ page }) => {
  await page.goto('/pricing');

  await expect(page.getByRole('heading', { level: 1, name: 'Plans for every business' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Core', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pro', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose Plan: Core' })).toHaveAttribute('href', '/register');

  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarife für jedes Unternehmen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // German number format for the monthly price.
  await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();

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
