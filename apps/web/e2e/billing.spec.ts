import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { createVerifiedUser, signIn } from './support';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

/** The signed-in user's planExpiresAt, straight from the API. */
async function readPlanExpiry(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('vcf_platform_token'));
  const response = await page.request.get('/api/users/profile', { headers: { 'x-auth-token': token ?? '' } });
  const profile = (await response.json()) as { planExpiresAt: string | null };
  expect(profile.planExpiresAt).toBeTruthy();
  return profile.planExpiresAt as string;
}

test('a new user subscribes to Pro on the simulated provider, schedules a cancellation and resumes', async ({
  page,
  request,
}) => {
  const password = 'Billing-Passw0rd!';
  const email = await createVerifiedUser(request, password);

  await page.goto('/settings/billing');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Activate now' })).toBeVisible();
  const pro = page.getByRole('article', { name: 'Pro', exact: true });
  const core = page.getByRole('article', { name: 'Core', exact: true });
  await expect(core.getByRole('button', { name: 'Subscribe', exact: true })).toBeEnabled();
  await expect(core.getByText('Up to 3 team members', { exact: true })).toBeVisible();
  await expect(pro.getByText('Up to 25 team members', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/settings/billing');

  // Pay on the provider's hosted checkout and come back.
  await pro.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page).toHaveURL(/\/simulated-provider\/checkout\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/subscribe\/success\?session_id=/);
  await expect(page.getByText('Subscription confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/hub$/, { timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Activate now' })).toHaveCount(0);

  // The plan shows on the billing page, and tag creation is open.
  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByText('Pro', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('100 tags', { exact: true })).toBeVisible();
  await expect(pro.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(core.getByRole('button', { name: 'Change to Core' })).toBeEnabled();
  await page.goto('/tags/new');
  await expect(page).toHaveURL(/\/tags\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Create Tags' })).toHaveCount(0);

  // Cancel at the end of the period in the provider's portal: the notice shows the end date.
  await page.goto('/settings/billing');
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/simulated-provider\/portal\//);
  await page.getByRole('button', { name: /cancel at (the )?(end of the )?(billing )?period/i }).click();
  await page.getByRole('link', { name: /billing/i }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  const expiresAt = await readPlanExpiry(page);
  const notice = page.getByRole('status').filter({ hasText: 'Cancellation scheduled' });
  await expect(notice).toContainText(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(expiresAt)),
  );
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();

  // The same notice in German, with the German date.
  await page.goto('/settings/billing?lng=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Abrechnung' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Kündigung vorgemerkt' })).toContainText(
    new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' }).format(new Date(expiresAt)),
  );
  await expect(pro.getByRole('button', { name: 'Aktueller Tarif' })).toBeDisabled();
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  // Resuming removes the notice.
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/simulated-provider\/portal\//);
  await page.getByRole('button', { name: /resume/i }).click();
  await page.getByRole('link', { name: /billing/i }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByText('Pro', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Cancellation scheduled')).toHaveCount(0);
});

test('the payment return pages handle a cancelled checkout and a missing session id', async ({ page, request }) => {
  const password = 'Return-Passw0rd!';
  const email = await createVerifiedUser(request, password);
  await page.goto('/settings/billing');
  await signIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();

  // Leaving the checkout without paying.
  await page.getByRole('article', { name: 'Core', exact: true }).getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/simulated-provider\/checkout\//);
  await page.getByRole('button', { name: /^Cancel/ }).click();
  await expect(page).toHaveURL(/\/subscribe\/cancel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Canceled' })).toBeVisible();
  await expectNoSeriousViolations(page, '/subscribe/cancel');
  await page.getByRole('link', { name: 'Back to billing' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await expect(page.getByText('Free', { exact: true })).toBeVisible();

  // A return without a session id.
  await page.goto('/subscribe/success');
  await expect(page.getByText('Invalid session ID. Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/billing$/, { timeout: 10_000 });

  // A session id that is not the user's.
  await page.goto('/subscribe/success?session_id=not-a-real-session');
  await expect(
    page.getByText('There was an issue confirming your subscription. Please check your hub or contact support.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to billing' }).click();
  await expect(page).toHaveURL(/\/settings\/billing$/);
});
