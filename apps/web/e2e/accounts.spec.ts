import { expect, test } from '@playwright/test';
import { adminCredentials, createVerifiedUser, organisation, readMailLink, signIn, uniqueEmail } from './support';

test('an organisation registers, verifies, edits its profile, changes and resets its password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('flow');
  const firstPassword = 'First-Passw0rd!';
  const secondPassword = 'Second-Passw0rd!';
  const thirdPassword = 'Third-Passw0rd!';

  // Register (with a client-side check of the confirmation first).
  await page.goto('/register');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Confirm password').fill('something-else');
  await page.getByLabel('Organisation name').fill(organisation.organisationName);
  await page.getByLabel('Contact first name').fill(organisation.contactFirstName);
  await page.getByLabel('Contact last name').fill(organisation.contactLastName);
  await page.getByLabel('Street').fill(organisation.organisationStreet);
  await page.getByLabel('House number').fill(organisation.organisationNumber);
  await page.getByLabel('Postal code').fill(organisation.organisationPlz);
  await page.getByLabel('City').fill(organisation.organisationCity);
  await expect(page.getByLabel('Country')).toHaveValue('Germany');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Confirm password').fill(firstPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('You will be taken to the login page in a moment.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue('');
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // Signing in before verification offers to resend the mail.
  await signIn(page, email, firstPassword);
  await expect(page.getByText('E-mail verification required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();

  // Verify through the link from the outbox.
  const verifyLink = await readMailLink(request, email, '/verify-email');
  await page.goto(verifyLink);
  await expect(page.getByText('E-mail verified')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await signIn(page, email, firstPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your tags' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Activate now' })).toBeVisible();

  // Profile: a bad postal code blocks the save, a good one is stored.
  await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const orgName = page.getByLabel('Organisation name');
  await expect(orgName).toHaveValue(organisation.organisationName);
  await orgName.fill('Renamed Bakery Ltd');
  await page.getByLabel('Postal code').fill('12');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('The postal code must have 4 or 5 digits.')).toBeVisible();
  await expect(page.getByText('Please fix the errors below before saving.')).toBeVisible();
  await page.getByLabel('Postal code').fill('8010');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Organisation name')).toHaveValue('Renamed Bakery Ltd');
  await expect(page.getByLabel('Postal code')).toHaveValue('8010');

  // Reset restores the saved values.
  await page.getByLabel('City').fill('Graz');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByLabel('City')).toHaveValue(organisation.organisationCity);

  // Change password: a wrong current password fails, the right one keeps the session alive with a new token.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(secondPassword);
  await page.getByLabel('Confirm new password').fill(secondPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Current password').fill(firstPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Organisation name')).toHaveValue('Renamed Bakery Ltd');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works.
  await signIn(page, email, firstPassword);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Reset the password through the mailed link.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login page has an e-mail field too, and stays on screen until the reset page has loaded (the URL changes
  // first): fill the reset page's field, not the one on its way out.
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('E-mail address')).toBeDisabled();
  const resetLink = await readMailLink(request, email, '/reset-password');
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill(thirdPassword);
  await page.getByLabel('Confirm new password').fill(thirdPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('You will be taken to the login page in a moment.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await signIn(page, email, thirdPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('auth pages handle missing tokens', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByText('Verification token is missing')).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByText('The reset link is invalid or incomplete: the token is missing.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('a visitor is sent to login and returns to the page after signing in', async ({ page, request }) => {
  const password = 'Guard-Passw0rd!';
  const email = await createVerifiedUser(request, password);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a regular user is turned away from the admin area with a message', async ({ page, request }) => {
  const password = 'Regular-Passw0rd!';
  const email = await createVerifiedUser(request, password);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Admin area' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Access denied. This area is for administrators only.')).toBeVisible();
});

test('the admin lands on the user list and can switch to the user view', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'User view' }).click();
  await expect(page).toHaveURL(/\/hub$/);
  await expect(page.getByRole('link', { name: 'Admin area' })).toBeVisible();
  // A signed-in admin opening the login page goes back to the admin area.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('unknown paths redirect to the start page', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page).toHaveURL(/\/$/);
});

test('ending all sessions signs out another device too; every page says payments are in test mode', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const password = 'Everywhere-Passw0rd!';
  const email = await createVerifiedUser(request, password);
  await page.goto('/');
  await expect(page.getByText('Payments on this site are simulated')).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Payments on this site are simulated')).toBeVisible();

  // A second device: its own browser storage, the same account.
  const laptop = await browser.newContext({ baseURL, extraHTTPHeaders: test.info().project.use.extraHTTPHeaders });
  const second = await laptop.newPage();
  await second.goto('/login');
  await signIn(second, email, password);
  await expect(second).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'End all sessions' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'End the sessions on every device?' });
  await dialog.getByRole('button', { name: 'End all sessions' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have been signed out on every device.')).toBeVisible();

  // The other device's next call is refused, and it is back at the sign-in page.
  await second.goto('/settings');
  await expect(second).toHaveURL(/\/login$/);
  await laptop.close();

  // Signing in again works, and leads back to the settings.
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/settings$/);
});
