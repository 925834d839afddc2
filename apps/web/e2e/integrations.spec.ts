import { devices, expect, test } from '@playwright/test';
import { checkBothThemes, expectNoSeriousViolations } from './axe-check';
import { createVerifiedUser, E2E_HUBSPOT_TOKEN, makePro, signIn } from './support';

// Sign-ups and lead submissions are limited per address: this file comes from its own (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.64.52.9' } });

const password = 'Crm-Sync-Passw0rd!';
type Records = {
  contacts: { id: string; properties: Record<string, string> }[];
  notes: { properties: Record<string, string>; contactIds: string[] }[];
  violations: string[];
};

test('an owner connects HubSpot, a visitor leaves their details, and the contact arrives in HubSpot', async ({
  page,
  browser,
  request,
}) => {
  const hubspotUrl = process.env.E2E_HUBSPOT_URL as string;
  const records = async () => (await (await request.get(`${hubspotUrl}/__fake/records`)).json()) as Records;
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const headers = { 'x-auth-token': ((await login.json()) as { token: string }).token };
  const created = await request.post('/api/vcf-configs', {
    headers,
    data: { configName: 'Fair card', name: 'Jonas', surname: 'Berg', contactEmail: 'jonas@example.com' },
  });
  expect(created.status()).toBe(201);
  const { downloadToken } = (await created.json()) as { downloadToken: string };

  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/settings\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Salesforce' })).toBeVisible();
  await expect(page.getByText('Salesforce is not configured on this server.', { exact: false })).toBeVisible();
  await checkBothThemes(page, '/settings/integrations');

  // A token HubSpot refuses: the field says so, nothing is connected.
  const tokenField = page.getByLabel('Private app access token');
  await page.getByRole('button', { name: 'Connect HubSpot' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await tokenField.fill('pat-eu1-not-a-real-token');
  await page.getByRole('button', { name: 'Connect HubSpot' }).click();
  await expect(page.getByText(/HubSpot did not accept this access token/)).toBeVisible();
  await expect(tokenField).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'refused HubSpot token');

  // The keyboard connects with the right one.
  await tokenField.fill(E2E_HUBSPOT_TOKEN);
  await tokenField.press('Enter');
  await expect(page.getByText('HubSpot is connected. New leads will arrive there as contacts.')).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByTestId('hubspot-last-sync')).toHaveText('No lead sent yet');

  // A visitor on a phone leaves their details on the card.
  const visitorContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: devices['iPhone 13'].userAgent,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': '10.64.52.77' },
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/vcard/${downloadToken}?src=nfc`);
  await visitor.getByRole('button', { name: 'Share your details' }).click();
  const shareDialog = visitor.getByRole('dialog', { name: 'Share your details' });
  await shareDialog.getByLabel('Your name').fill('Clara Kundin');
  await shareDialog.getByLabel('E-mail address').fill('clara.kundin@example.com');
  await shareDialog.getByLabel('Company').fill('Kundin GmbH');
  await shareDialog.getByRole('checkbox', { name: /I agree that my details are sent to Jonas Berg/ }).check();
  await shareDialog.getByRole('button', { name: 'Send my details' }).click();
  await expect(shareDialog.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await visitorContext.close();

  // The sync worker sends the lead to HubSpot: a contact, then a note naming the card and source.
  const arrivedContact = async () => {
    const { contacts, notes } = await records();
    const contact = contacts.find((item) => item.properties.email === 'clara.kundin@example.com');
    const note = notes.find((item) => item.contactIds.includes(contact?.id ?? ''));
    return contact && note ? { contact, note } : null;
  };
  await expect.poll(arrivedContact, { timeout: 20_000 }).toBeTruthy();
  const { contact, note } = (await arrivedContact()) as NonNullable<Awaited<ReturnType<typeof arrivedContact>>>;
  expect(contact.properties).toMatchObject({
    firstname: 'Clara',
    lastname: 'Kundin',
    company: 'Kundin GmbH',
    hs_lead_status: 'NEW',
  });
  expect(note.properties.hs_note_body).toContain('"Fair card"');
  expect(note.properties.hs_note_body).toContain('Source: NFC tag');
  const arrived = await records();
  expect(arrived.violations).toEqual([]);

  // The page shows the sync.
  await page.reload();
  await expect(page.getByTestId('hubspot-last-sync')).not.toHaveText('No lead sent yet');

  // On a phone the page fits; disconnecting asks first.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disconnect HubSpot?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('HubSpot is disconnected.')).toBeVisible();
  await expect(page.getByLabel('Private app access token')).toBeVisible();
});
