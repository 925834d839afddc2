import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { checkBothThemes, expectNoSeriousViolations } from './axe-check';
import { createVerifiedUser, makePro, readMailLink, signIn, uniqueEmail } from './support';

// Sign-ups and invitations are limited per address: this file comes from its own (the e2e server trusts the proxy header).
const clientHeaders = { 'x-forwarded-for': '10.64.88.57' };
test.use({ extraHTTPHeaders: clientHeaders });

const password = 'Owner-Passw0rd!';
const memberPassword = 'Member-Passw0rd!';
/** A phone's user agent: visits by headless browsers would be flagged as bots and left out of the analytics. */
const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function getToken(request: APIRequestContext, email: string, secret: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: secret } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

test('the owner sees each member’s card views, saves and leads, sorts them and exports them; a member sees only their own', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // An owner on the Pro plan invites a colleague, who joins on their own device.
  const ownerEmail = await createVerifiedUser(request, password);
  await makePro(request, ownerEmail);
  const ownerToken = await getToken(request, ownerEmail, password);
  const memberEmail = uniqueEmail('analytics-member');
  const invited = await request.post('/api/team/invitations', {
    headers: { 'x-auth-token': ownerToken },
    data: { email: memberEmail, role: 'member', name: 'Mara Mitglied' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = await readMailLink(request, memberEmail, '/join');
  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders });
  const member = await memberContext.newPage();
  await member.goto(link);
  await member.getByLabel('Password', { exact: true }).fill(memberPassword);
  await member.getByLabel('Confirm password').fill(memberPassword);
  await member.getByRole('button', { name: 'Join the team' }).click();
  await expect(member).toHaveURL(/\/hub$/);

  // The member makes a card; a visitor on a phone opens it twice and saves the contact once.
  const memberToken = await getToken(request, memberEmail, memberPassword);
  const card = await request.post('/api/vcf-configs', {
    headers: { 'x-auth-token': memberToken },
    multipart: { configName: 'Fair card', name: 'Mara', surname: 'Mitglied' },
  });
  expect(card.status(), await card.text()).toBe(201);
  const { downloadToken } = (await card.json()) as { downloadToken: string };
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: phoneAgent,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': '10.64.88.58' },
  });
  const visitor = await phone.newPage();
  for (let visit = 0; visit < 2; visit += 1) {
    const viewRecorded = visitor.waitForResponse((answer) => answer.url().endsWith('/api/analytics/nfc-scan'));
    await visitor.goto(`/vcard/${downloadToken}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Mara Mitglied' })).toBeVisible();
    expect((await viewRecorded).status()).toBe(202);
  }
  const [vcf] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Save contact' }).click(),
  ]);
  expect(await readFile((await vcf.path()) as string, 'utf8')).toContain('FN:Mara Mitglied');
  await phone.close();

  // The owner goes from the team page to its analytics.
  await page.goto('/login');
  await signIn(page, ownerEmail, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/team');
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/team\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team analytics' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

  // Recording is asynchronous: reload until the visits are counted.
  const table = page.getByRole('table', { name: 'Figures per member' });
  const memberRow = table.getByRole('row').filter({ hasText: memberEmail });
  const ownerRow = table.getByRole('row').filter({ hasText: ownerEmail });
  await expect(async () => {
    await page.reload();
    // Role, cards, card views (two visits, at least one counted by now), contacts saved, leads.
    await expect(memberRow.getByRole('cell')).toHaveText(['Member', '1', /^[1-9]\d*$/, '1', '0'], { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(memberRow.getByRole('rowheader')).toContainText('Mara Mitglied');
  await expect(ownerRow.getByRole('cell')).toHaveText(['Owner', '0', '0', '0', '0']);
  await expect(ownerRow.getByRole('rowheader')).toContainText('(you)');
  const totals = page.getByRole('region', { name: 'Totals for the period' });
  await expect(totals).toContainText('Cards1');
  await expect(totals).toContainText('Contacts saved1');
  await expect(page.getByRole('heading', { name: 'Card views per member' })).toBeVisible();

  // Most views first; the column headers sort, by mouse or keyboard, and say how.
  const viewsHeader = table.getByRole('columnheader', { name: 'Card views' });
  const nameHeader = table.getByRole('columnheader', { name: 'Member' });
  await expect(viewsHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText(memberEmail);
  await viewsHeader.getByRole('button').click();
  await expect(viewsHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1)).toContainText(ownerEmail);
  await nameHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(viewsHeader).not.toHaveAttribute('aria-sort');
  await page.keyboard.press('Space');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await checkBothThemes(page, '/settings/team/analytics as the owner');

  // The CSV holds the same figures.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^team-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = await readFile((await csv.path()) as string, 'utf8');
  expect(csvText).toContain('Card views');
  expect(csvText).toContain(memberEmail);
  expect(csvText).toContain(ownerEmail);

  // A custom period is checked before it is asked for; one without visits says so.
  await page.getByText('Custom', { exact: true }).click();
  const custom = page.getByRole('form', { name: 'Custom period' });
  await custom.getByLabel('From').fill('2020-02-01');
  await custom.getByLabel('To').fill('2020-01-01');
  await custom.getByRole('button', { name: 'Apply' }).click();
  await expect(custom.getByText('The end must not be before the start.')).toBeVisible();
  await custom.getByLabel('To').fill('2020-02-29');
  await custom.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2020-02-01&to=2020-02-29/);
  await expect(page.getByText('Feb 1, 2020 – Feb 29, 2020')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No views, saves or leads in this period' })).toBeVisible();
  await expect(memberRow.getByRole('cell')).toHaveText(['Member', '1', '0', '0', '0']);
  await expectNoSeriousViolations(page, '/settings/team/analytics custom period');
  await page.getByText('Last 7 days').click();
  await expect(page).toHaveURL(/days=7$/);
  await expect(custom).toHaveCount(0);
  await expect(memberRow.getByRole('cell').nth(3)).toHaveText('1');

  // German, then on a phone: one card per member, a menu to sort, nothing wider than the screen.
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team-Statistik' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Zahlen pro Mitglied' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Sortieren nach').selectOption('role');
  await expect(cards.getByRole('listitem').first()).toContainText(ownerEmail);
  await expect(cards.getByRole('listitem').last()).toContainText('Mitglied');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'EN', exact: true }).click();

  // The member reaches the page from their team page and sees their own row only.
  await member
    .getByRole('navigation', { name: 'Portal navigation' })
    .getByRole('link', { name: 'Team', exact: true })
    .click();
  await member.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(member).toHaveURL(/\/settings\/team\/analytics$/);
  await expect(member.getByText('The owner and the admins see the whole team.', { exact: false })).toBeVisible();
  const memberTable = member.getByRole('table', { name: 'Figures per member' });
  await expect(memberTable.getByRole('row')).toHaveCount(2);
  await expect(memberTable.getByRole('row').nth(1)).toContainText(memberEmail);
  await expect(memberTable.getByRole('row').nth(1)).toContainText('(you)');
  await expect(memberTable).not.toContainText(ownerEmail);
  await expect(member.getByRole('heading', { name: 'Card views per member' })).toHaveCount(0);
  await checkBothThemes(member, '/settings/team/analytics as a member');
  await memberContext.close();
});
