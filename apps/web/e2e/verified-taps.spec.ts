import { expect, type Page, test } from '@playwright/test';
import { createVirtualChip, sunMaterialOf } from '../../server/test/peers/virtual-chip.ts';
import { checkBothThemes } from './axe-check';
import { createVerifiedUser, makePro, signIn } from './support';
import { E2E_SUN_FILE_READ_KEY, E2E_SUN_META_READ_KEY, organisationIdOf } from './verified-taps-support';

// Sign-ups are limited per IP: this file registers from its own address (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.72.31.24' } });

const password = 'Chip-Passw0rd!';
const chipUid = '04A1B2C3D4E5F6';

async function saveTag(page: Page, button: 'Create tag' | 'Save changes') {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a tag that requires verified taps redirects only a genuine tap of its chip, and shows it', async ({
  page,
  request,
  baseURL,
}) => {
  // One story: the editor, four scans, the chip panel, the analytics, unbinding and binding again.
  test.setTimeout(120_000);
  const targetUrl = `${baseURL}/pricing?from=verified-tap`;
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const organisationId = organisationIdOf(((await login.json()) as { token: string }).token);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A website link, then Require in its editor's Verified taps section.
  await page.goto('/tags/new');
  await page.getByLabel('Name', { exact: true }).fill('Museum entrance');
  await page.getByLabel('Website URL').fill(targetUrl);
  await saveTag(page, 'Create tag');
  const row = page.getByRole('row', { name: /Museum entrance/ });
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('region', { name: 'Chip' })).toHaveCount(0);
  await page.getByRole('button', { name: 'More options' }).click();
  const section = page.getByRole('region', { name: 'Verified taps' });
  await expect(section.getByRole('radio', { name: /^Off/ })).toBeChecked();
  await expect(section.getByLabel('Fallback URL', { exact: true })).toHaveCount(0);
  await section.getByRole('radio', { name: /^Require/ }).check();
  await expect(section).toContainText('Only a tap of the real NTAG 424 DNA chip redirects');
  // The fallback URL is optional, but checked when given.
  await section.getByLabel('Fallback URL', { exact: true }).fill('ftp://example.com');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(section.getByText('Enter a valid http(s) URL.')).toBeVisible();
  await section.getByLabel('Fallback URL', { exact: true }).fill('');
  await saveTag(page, 'Save changes');

  await row.getByRole('button', { name: /Share/ }).click();
  const share = page.getByRole('dialog');
  const scanLink = await share.getByRole('textbox', { name: 'Scan link' }).inputValue();
  await share.getByRole('button', { name: 'Close' }).click();

  // A plain visit (a typed link, the QR code): the notice page, in the visitor's language.
  const plain = await page.goto(scanLink);
  expect(plain?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Tap the tag itself' })).toBeVisible();
  const plainGerman = await request.get(scanLink, { maxRedirects: 0, headers: { 'accept-language': 'de-DE' } });
  expect(plainGerman.status()).toBe(410);
  expect(await plainGerman.text()).toContain('Tippen Sie den Tag selbst an');

  // A genuine tap of the chip redirects; the same message again is a replay and sees the notice.
  const chip = createVirtualChip({
    material: sunMaterialOf({ metaReadKey: E2E_SUN_META_READ_KEY, fileReadKey: E2E_SUN_FILE_READ_KEY }),
    organisationId,
    uid: chipUid,
  });
  const tap = chip.tap();
  const verified = await request.get(`${scanLink}?${tap}`, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  expect(verified.headers().location).toBe(targetUrl);
  const replayed = await request.get(`${scanLink}?${tap}`, { maxRedirects: 0 });
  expect(replayed.status()).toBe(410);
  expect(await replayed.text()).toContain('Tap the tag itself');

  // The first verified tap bound the chip.
  await page.goto('/dashboard');
  await row.getByRole('link', { name: /Edit/ }).click();
  const chipPanel = page.getByRole('region', { name: 'Chip' });
  await expect(async () => {
    await page.reload();
    await expect(chipPanel).toContainText(chipUid, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(chipPanel.getByText(chipUid)).toHaveClass(/font-mono/);
  await expect(chipPanel).toContainText('Last tap counter');
  await expect(chipPanel).toContainText('Last verified tap');
  await checkBothThemes(page, 'tag editor with a bound chip');

  // The analytics: one verified tap in the counts, each scan's outcome in the recent scans.
  await page.goto('/dashboard');
  await row.getByRole('link', { name: /Analytics/ }).click();
  const counts = page.getByRole('region', { name: 'Verified taps' });
  const recent = page.getByRole('region', { name: 'Recent scans' });
  await expect(async () => {
    await page.reload();
    await expect(recent.getByText('Replayed'), 'the recent scans').toBeVisible({ timeout: 3_000 });
    await expect(counts.getByRole('definition').first(), 'verified taps').toHaveText('1', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(recent.getByText('Verified tap', { exact: true })).toBeVisible();
  await expect(recent.getByText('Plain', { exact: true })).toHaveCount(2);
  const scanWith = (badge: string) =>
    recent.getByRole('listitem').filter({ has: page.getByText(badge, { exact: true }) });
  await expect(scanWith('Verified tap')).toContainText('Counter 1');
  await expect(scanWith('Verified tap')).toContainText('NFC tap');
  await expect(scanWith('Verified tap')).not.toContainText('Not redirected');
  await expect(scanWith('Replayed')).toContainText('Counter 1');
  await expect(scanWith('Replayed')).toContainText('Not redirected');
  await checkBothThemes(page, 'tag analytics with verified taps');

  // In German too, switched in the header.
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  const germanRecent = page.getByRole('region', { name: 'Letzte Scans' });
  await expect(germanRecent.getByText('Verifiziertes Antippen', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verifiziertes Antippen' })).toContainText('Verifiziert');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(recent).toBeVisible();

  // Unbinding (after confirming) leaves the tag waiting for a chip; binding by UID checks the UID first.
  await page.goto('/dashboard');
  await row.getByRole('link', { name: /Edit/ }).click();
  await chipPanel.getByRole('button', { name: 'Unbind chip' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Unbind this chip?' });
  await expect(confirm).toContainText(chipUid);
  await confirm.getByRole('button', { name: 'Unbind chip' }).click();
  await expect(confirm).toBeHidden();
  await expect(chipPanel).toContainText('Not bound yet: the first verified tap binds it.');
  await chipPanel.getByLabel('Chip UID').fill('04A1B2');
  await chipPanel.getByRole('button', { name: 'Bind chip' }).click();
  await expect(chipPanel.getByText('Enter the chip UID as 14 hexadecimal digits')).toBeVisible();
  await expect(chipPanel.getByLabel('Chip UID')).toBeFocused();
  await chipPanel.getByLabel('Chip UID').fill(chipUid.toLowerCase());
  await chipPanel.getByRole('button', { name: 'Bind chip' }).click();
  await expect(chipPanel.getByText(chipUid, { exact: true })).toBeVisible();
  await expect(chipPanel.getByRole('button', { name: 'Unbind chip' })).toBeVisible();

  // The chip's next tap still counts on from the counter the server kept.
  const next = await request.get(`${scanLink}?${chip.tap()}`, { maxRedirects: 0 });
  expect(next.status()).toBe(302);
});
