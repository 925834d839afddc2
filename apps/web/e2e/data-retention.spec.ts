import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { createVerifiedUser, makePro, signIn } from './support';

// Sign-ups and lead submissions are limited per address: this file comes from its own (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.64.47.12' } });

const password = 'Retention-Passw0rd!';

test('the owner keeps leads for 12 months after a confirmation, and a shared lead shows its consent record', async ({
  page,
  browser,
  request,
}) => {
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const token = ((await login.json()) as { token: string }).token;
  const created = await request.post('/api/vcf-configs', {
    headers: { 'x-auth-token': token },
    data: { configName: 'Retention card', name: 'Rita', surname: 'Reiter' },
  });
  expect(created.status()).toBe(201);
  const { downloadToken } = (await created.json()) as { downloadToken: string };

  // A visitor on a phone shares their details in German: the form shows the server's consent text.
  const visitorContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    locale: 'de-DE',
    extraHTTPHeaders: { 'x-forwarded-for': '10.64.47.99', 'accept-language': 'de-DE' },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/vcard/${downloadToken}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Rita Reiter' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Eigene Kontaktdaten senden' }).click();
  const dialog = visitor.getByRole('dialog');
  await dialog.getByLabel('Ihr Name').fill('Vera Besucherin');
  await dialog.getByLabel('E-Mail-Adresse').fill('vera.besucherin@example.com');
  await dialog.getByRole('checkbox', { name: /Ich bin einverstanden, dass meine Angaben an Rita Reiter/ }).check();
  await dialog.getByRole('button', { name: 'Meine Daten senden' }).click();
  await expect(dialog.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible();
  await visitorContext.close();

  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$|\/hub$/);

  // The leads page keeps the consent the visitor gave: the German text, its version and language.
  await page.goto('/leads');
  const row = page.getByRole('table', { name: 'Your leads' }).getByRole('row', { name: /Vera Besucherin/ });
  await row.getByText('Consent record').click();
  await expect(
    row.getByText(
      'Ich bin einverstanden, dass meine Angaben an Rita Reiter gesendet und gespeichert werden, damit Rita Reiter mich kontaktieren kann.',
    ),
  ).toBeVisible();
  await expect(row.getByText(/Version 2026-11 · German · given/)).toBeVisible();

  // Your data: the plan's scans (Pro: 36 months) and the lead retention, kept after a reload.
  await page.goto('/settings/data');
  const section = page.getByRole('region', { name: 'How long we keep data' });
  await expect(section.getByText('Your plan keeps scans for 36 months.')).toBeVisible();
  const retention = section.getByLabel('Delete leads older than');
  await expect(retention).toHaveValue('off');
  await expectNoSeriousViolations(page, 'your data, retention');
  await retention.selectOption({ label: '12 months' });
  await section.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete older leads?' });
  await expect(confirm).toContainText('Leads older than 12 months will be deleted within a day');
  await confirm.getByRole('button', { name: 'Save and delete older leads' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('The lead retention has been saved.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'How long we keep data' }).getByLabel('Delete leads older than'),
  ).toHaveValue('12');
  // A longer time deletes nothing more: it is saved without asking.
  await page.getByLabel('Delete leads older than').selectOption({ label: 'Keep until deleted' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete older leads?' })).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Delete leads older than')).toHaveValue('off');
});
