import { expect, test } from '@playwright/test';
import { createVerifiedUser, makePro, readMailLink, signIn, uniqueEmail } from './support';

const password = 'Start-Passw0rd!';

async function tokenOf(request: import('@playwright/test').APIRequestContext, email: string, secret = password) {
  const login = await request.post('/api/auth/login', { data: { email, password: secret } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

test('an owner schedules the deletion, sees the notice and cancels it', async ({ page, request }) => {
  const email = await createVerifiedUser(request, password);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/data');
  await page.getByRole('button', { name: 'Delete organisation…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete the whole organisation?' });
  await dialog.getByLabel('Your password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Schedule the deletion' }).click();
  await expect(dialog.getByText('The password is not correct.').first()).toBeVisible();
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Schedule the deletion' }).click();
  await expect(page.getByRole('heading', { name: 'Your organisation is scheduled for deletion' })).toBeVisible();
  // Anywhere else in the portal only the notice shows, with the way back and the way to the export.
  await page.goto('/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your organisation is scheduled for deletion' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export the data first' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the deletion' }).click();
  await expect(page.getByRole('heading', { name: 'Your organisation is scheduled for deletion' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('a member deletes their own account and can no longer sign in', async ({ page, request }) => {
  const ownerEmail = await createVerifiedUser(request, password);
  await makePro(request, ownerEmail);
  const ownerToken = await tokenOf(request, ownerEmail);
  const memberEmail = uniqueEmail('member');
  const invited = await request.post('/api/team/invitations', {
    headers: { 'x-auth-token': ownerToken },
    data: { email: memberEmail, role: 'member' },
  });
  expect(invited.status()).toBe(201);
  const link = await readMailLink(request, memberEmail, '/join');
  const token = new URL(link).searchParams.get('token') ?? '';
  const accepted = await request.post(`/api/team/invitations/${encodeURIComponent(token)}/accept`, {
    data: { password, firstName: 'Mia', lastName: 'Mitglied' },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);

  await page.goto('/login');
  await signIn(page, memberEmail, password);
  await expect(page).toHaveURL(/\/(dashboard|hub|vcards)/);
  await page.goto('/settings/data');
  await expect(page.getByRole('heading', { name: 'Delete organisation' })).toHaveCount(0);
  await page.getByLabel('Delete them (their card pages stop working)').check();
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, memberEmail, password);
  await expect(page.getByText('Invalid e-mail or password.').first()).toBeVisible();
});

test("an erased organisation's card page answers 410 with the friendly page", async ({ page, request }) => {
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  const headers = { 'x-auth-token': await tokenOf(request, email) };
  const card = await request.post('/api/vcf-configs', { headers, data: { configName: 'Gone', name: 'Greta' } });
  expect(card.status()).toBe(201);
  const { downloadToken } = (await card.json()) as { downloadToken: string };
  await expect((await request.get(`/vcard/${downloadToken}`)).status()).toBe(200);
  const scheduled = await request.delete('/api/organisation', { headers, data: { password } });
  expect(scheduled.status()).toBe(202);
  const erased = await request.post('/api/dev/erase-due-organisations', { data: { withinDays: 366 } });
  expect(erased.status()).toBe(200);
  const response = await page.goto(`/vcard/${downloadToken}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This link is no longer in use' })).toBeVisible();
  expect((await request.get(`/api/vcf/download/${downloadToken}`)).status()).toBe(410);
});

test('an owner erases every lead of a person who asks to be forgotten, and only theirs', async ({ page, request }) => {
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  const headers = { 'x-auth-token': await tokenOf(request, email) };
  const card = await request.post('/api/vcf-configs', { headers, data: { configName: 'Booth', name: 'Bea' } });
  expect(card.status()).toBe(201);
  const { downloadToken } = (await card.json()) as { downloadToken: string };
  const forgotten = uniqueEmail('forget-me');
  for (const [name, address] of [
    ['Frida Forget', forgotten],
    ['Frida Again', forgotten.toUpperCase()],
    ['Karl Keep', uniqueEmail('keep-me')],
  ]) {
    const lead = await request.post(`/api/vcf/share/${downloadToken}/leads`, {
      data: { name, email: address, consent: true, consentVersion: '2026-11', consentLanguage: 'en' },
    });
    expect(lead.status(), await lead.text()).toBe(202);
  }

  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/data');
  const section = page.getByRole('region', { name: "Erase a person's leads" });
  await section.getByLabel('Their e-mail address').fill('not-an-address');
  await section.getByRole('button', { name: 'Erase leads…' }).click();
  await expect(section.getByText('Enter a valid e-mail address.').first()).toBeVisible();
  await section.getByLabel('Their e-mail address').fill(forgotten);
  await section.getByRole('button', { name: 'Erase leads…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase these leads?' });
  await expect(dialog.getByText(forgotten)).toBeVisible();
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(section.getByRole('status')).toHaveText('2 leads erased.');

  const leads = await request.get('/api/leads', { headers });
  expect(leads.status()).toBe(200);
  const names = JSON.stringify(await leads.json());
  expect(names).toContain('Karl Keep');
  expect(names).not.toContain('Frida');
});
