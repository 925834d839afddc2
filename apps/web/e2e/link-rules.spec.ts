import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-check';
import { createVerifiedUser, makePro, signIn } from './support';

// Sign-ups are limited per IP: this file registers from its own address (the e2e server trusts the proxy header).
const clientIp = '10.77.19.19';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientIp } });

const password = 'Rule-Passw0rd!';
const iPhoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const androidAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Where the scan link sends a phone with this agent and language, without following the redirect. */
async function scanLocation(request: APIRequestContext, scanLink: string, userAgent: string, language = 'en-US') {
  const response = await request.get(scanLink, {
    maxRedirects: 0,
    headers: { 'user-agent': userAgent, 'accept-language': language },
  });
  return { status: response.status(), location: response.headers().location ?? null };
}

/** A phone's browser opening the scan link: the page it ends up on. */
async function openAsPhone(browser: Browser, scanLink: string, userAgent: string, locale: string): Promise<string> {
  const phone = await browser.newContext({
    userAgent,
    locale,
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  const phonePage = await phone.newPage();
  await phonePage.goto(scanLink);
  await phonePage.waitForURL((url) => !url.pathname.startsWith('/t/'));
  const url = phonePage.url();
  await phone.close();
  return url;
}

async function saveTag(page: Page, button: 'Create tag' | 'Save changes') {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a tag with an iOS rule sends an iPhone and an Android phone to different places', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // One long story: the editor, five scans, the analytics and three more edits.
  test.setTimeout(120_000);
  const iosUrl = `${baseURL}/pricing?from=ios`;
  const germanUrl = `${baseURL}/pricing?from=de`;
  const targetUrl = `${baseURL}/pricing?from=other`;
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The editor: rules as rows, added, reordered and removed.
  await page.goto('/tags/new');
  await page.getByLabel('Name', { exact: true }).fill('Shop window');
  await page.getByLabel('Website URL').fill(targetUrl);
  await page.getByRole('button', { name: 'More options' }).click();
  const rulesSection = page.getByRole('region', { name: 'Link rules' });
  await expect(rulesSection).toContainText('The first rule that matches wins');
  await expect(rulesSection).toContainText('No rules yet');
  await expect(rulesSection).toContainText(/Dates and times are in your time zone: \S+/);

  await rulesSection.getByRole('button', { name: 'Add rule' }).click();
  const rule1 = rulesSection.getByRole('group', { name: 'Rule 1' });
  await expect(rule1.getByLabel('System')).toBeFocused();
  await rule1.getByLabel('System').selectOption({ label: 'iOS' });
  await rule1.getByLabel('Then open this URL').fill(iosUrl);

  await rulesSection.getByRole('button', { name: 'Add rule' }).click();
  const rule2 = rulesSection.getByRole('group', { name: 'Rule 2' });
  await rule2.getByLabel('System').selectOption({ label: 'Android' });
  await rule2.getByLabel('Then open this URL').fill(`${baseURL}/pricing?from=android`);

  await rulesSection.getByRole('button', { name: 'Add rule' }).click();
  const rule3 = rulesSection.getByRole('group', { name: 'Rule 3' });
  await rule3.getByLabel('Language').fill('de');
  await rule3.getByLabel('Then open this URL').fill(germanUrl);
  await expect(rulesSection.getByRole('button', { name: 'Move rule 1 up' })).toBeDisabled();
  await expect(rulesSection.getByRole('button', { name: 'Move rule 3 down' })).toBeDisabled();

  // Reorder by keyboard: the German rule goes up one place and the focus moves with it.
  await rulesSection.getByRole('button', { name: 'Move rule 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(rulesSection.getByRole('button', { name: 'Move rule 2 up' })).toBeFocused();
  await expect(rule2.getByLabel('Language')).toHaveValue('de');
  await expect(rule3.getByLabel('System')).toHaveValue('android');
  // Remove the Android rule (now rule 3).
  await rulesSection.getByRole('button', { name: 'Remove rule 3' }).click();
  await expect(rulesSection.getByRole('group')).toHaveCount(2);

  // "Test as" follows the unsaved rules.
  const tester = page.getByRole('region', { name: 'Test as' });
  await tester.getByLabel('Phone system').selectOption({ label: 'iOS' });
  await tester.getByLabel('Phone language').fill('de');
  await expect(tester).toContainText('Rule 1 matches');
  await expect(tester).toContainText(iosUrl);
  await tester.getByLabel('Phone system').selectOption({ label: 'Android' });
  await expect(tester).toContainText('Rule 2 matches');
  await expect(tester).toContainText(germanUrl);
  await tester.getByLabel('Phone language').fill('en');
  await expect(tester).toContainText("No rule matches: the tag's own target");
  await expect(tester).toContainText(targetUrl);
  await tester.getByLabel('Phone system').selectOption({ label: 'iOS' });
  await expect(tester).toContainText('Rule 1 matches');

  // A rule needs a condition: the error sits in its row.
  await rulesSection.getByRole('button', { name: 'Add rule' }).click();
  await rulesSection.getByRole('group', { name: 'Rule 3' }).getByLabel('Then open this URL').fill(targetUrl);
  await expect(tester).toContainText('Rule 3 is not complete yet');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(rulesSection.getByRole('group', { name: 'Rule 3' })).toContainText(
    'Give the rule at least one condition',
  );
  await expectNoSeriousViolations(page, '/tags/new with rules');
  await rulesSection.getByRole('button', { name: 'Remove rule 3' }).click();
  await saveTag(page, 'Create tag');
  await expect(page.getByText('Tag created.')).toBeVisible();
  const row = page.getByRole('row', { name: /Shop window/ });
  await expect(row).toContainText('2 rules');

  const share = page.getByRole('dialog');
  await row.getByRole('button', { name: /Share/ }).click();
  const scanLink = await share.getByRole('textbox', { name: 'Scan link' }).inputValue();
  await share.getByRole('button', { name: 'Close' }).click();

  // The scan link: an iPhone goes to the iOS rule, an Android phone in English to the tag's target.
  const iPhoneScan = await scanLocation(request, scanLink, iPhoneAgent);
  const androidScan = await scanLocation(request, scanLink, androidAgent);
  expect(iPhoneScan).toEqual({ status: 302, location: iosUrl });
  expect(androidScan).toEqual({ status: 302, location: targetUrl });
  expect(await scanLocation(request, scanLink, androidAgent, 'de-DE,de;q=0.9')).toEqual({
    status: 302,
    location: germanUrl,
  });
  // And real phone browsers end up there.
  expect(await openAsPhone(browser, scanLink, iPhoneAgent, 'en-US')).toBe(iosUrl);
  expect(await openAsPhone(browser, scanLink, androidAgent, 'en-US')).toBe(targetUrl);

  // The analytics show which rule each scan matched.
  await row.getByRole('link', { name: /Analytics/ }).click();
  const breakdown = page.getByRole('region', { name: 'Rules matched' });
  const ruleItem = (name: string) => breakdown.getByRole('listitem').filter({ hasText: name });
  // A row reads "2 (40%)": the count, then its share.
  const scans = (count: number) => new RegExp(`(?<!\\d)${count} \\(\\d+\\s?%\\)`);
  await expect(async () => {
    await page.reload();
    await expect(ruleItem('Rule 1')).toContainText(scans(2), { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(ruleItem('Rule 1')).toContainText('iOS →');
  await expect(ruleItem('Rule 2')).toContainText('German →');
  await expect(ruleItem('Rule 2')).toContainText(scans(1));
  await expect(ruleItem('Tag target')).toContainText(scans(2));
  await expect(page.getByText('Refused scans')).toHaveCount(0);

  // An expiry in the past: the scan link answers the unavailable page, and the scan counts as refused.
  await page.getByRole('link', { name: 'Back to your tags' }).click();
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByRole('group', { name: 'Rule 1' }).getByLabel('System')).toHaveValue('ios');
  await page.getByLabel('Expires at', { exact: true }).fill('2020-01-01T10:00');
  await expect(page.getByText('This moment has passed')).toBeVisible();
  await saveTag(page, 'Save changes');
  await expect(row).toContainText('Expired');
  const expired = await request.get(scanLink, { maxRedirects: 0, headers: { 'user-agent': iPhoneAgent } });
  expect(expired.status()).toBe(410);
  expect(await expired.text()).toContain('This link has ended');
  await row.getByRole('link', { name: /Analytics/ }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Refused scans').locator('..')).toContainText('1', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });

  // Clearing the expiry opens the link again; a scan limit already reached closes it.
  await page.getByRole('link', { name: 'Back to your tags' }).click();
  await row.getByRole('link', { name: /Edit/ }).click();
  await page.getByRole('button', { name: 'Clear the expiry date' }).click();
  await expect(page.getByLabel('Expires at', { exact: true })).toHaveValue('');
  await saveTag(page, 'Save changes');
  await expect(row).not.toContainText('Expired');
  expect(await scanLocation(request, scanLink, iPhoneAgent)).toEqual({ status: 302, location: iosUrl });
  await row.getByRole('link', { name: /Edit/ }).click();
  await page.getByLabel('Scan limit', { exact: true }).fill('1');
  await saveTag(page, 'Save changes');
  await expect(row).toContainText('Scan limit reached');
  expect((await scanLocation(request, scanLink, iPhoneAgent)).status).toBe(410);
});
