import { type Browser, expect, type Page, test } from '@playwright/test';
import { findSeriousViolations } from './axe-check';
import { rgbPng } from './png';
import { createVerifiedUser, makePro, readMailLink, signIn, uniqueEmail } from './support';

// Sign-ups are limited per address: this file comes from its own (the e2e server trusts the proxy header).
const clientHeaders = { 'x-forwarded-for': '10.64.92.9' };
test.use({ extraHTTPHeaders: clientHeaders });

const password = 'Required-Passw0rd!';
const memberPassword = 'Member-Passw0rd!';
const primary = '#86198f';
/** WCAG 2.1 A and AA plus axe's experimental rules, where label-content-name-mismatch lives. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'experimental'];

/** A real PNG of a colour gradient. */
const makePng = (size: number) => rgbPng(size, size, (x, y) => [200 - x, 40 + y, 120]);

/** Axe (experimental rules included) in the light theme, then the dark one (chosen as the toggle stores it). */
async function axeBothThemes(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading|Wird geladen|wird geladen/)).toHaveCount(0);
    expect(await findSeriousViolations(page, `${label} (${theme})`, axeTags)).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

/** The owner invites a member, who joins on a phone-sized page of their own. */
async function joinAsMember(page: Page, browser: Browser, baseURL: string | undefined, request: Page['request']) {
  const email = uniqueEmail('required-member');
  await page.goto('/settings/team');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Name', { exact: true }).fill('Mia Mitglied');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const link = await readMailLink(request, email, '/join');
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: clientHeaders,
    viewport: { width: 390, height: 844 },
  });
  const member = await context.newPage();
  await member.goto(link);
  await member.getByLabel('Password', { exact: true }).fill(memberPassword);
  await member.getByLabel('Confirm password').fill(memberPassword);
  await member.getByRole('button', { name: 'Join the team' }).click();
  await expect(member).toHaveURL(/\/hub$/);
  return { member, context };
}

test('an owner requires a default template; a member’s card starts on it and keeps it; thumbnails, signature images, axe', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const ownerEmail = await createVerifiedUser(request, password);
  await makePro(request, ownerEmail);
  await page.goto('/login');
  await signIn(page, ownerEmail, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The owner makes a template with a locked design.
  await page.goto('/settings/team/templates/new');
  await page.getByLabel('Template name').fill('Night brand');
  await page.getByLabel('Give the cards this design').check();
  await page.getByLabel('Primary colour', { exact: true }).fill(primary);
  await page.getByRole('checkbox', { name: 'Lock the design' }).check();
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page).toHaveURL(/\/settings\/team\/templates$/);

  // It becomes the default, and members must use it; the switch needs a default first.
  const settings = page.getByRole('form', { name: 'Template for new cards' });
  const mustUse = settings.getByRole('switch', { name: 'Members must use it' });
  await expect(mustUse).toBeDisabled();
  await expect(settings.getByText('Choose a default template first.')).toBeVisible();
  await settings.getByLabel('Default template', { exact: true }).selectOption({ label: 'Night brand' });
  await expect(mustUse).toBeEnabled();
  await mustUse.check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Template settings saved.')).toBeVisible();
  const templateItem = page.getByRole('list', { name: 'Card templates' }).getByRole('listitem').first();
  await expect(templateItem.getByText('Default template', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Members must use it' })).toBeChecked();
  await axeBothThemes(page, '/settings/team/templates with a required default');

  // A member's new card starts on it, and the picker says why it cannot be changed.
  const { member, context } = await joinAsMember(page, browser, baseURL, request);
  await member.goto('/vcards/new');
  const picker = member.getByLabel('Template', { exact: true });
  await expect(picker).toBeDisabled();
  await expect(picker.locator('option:checked')).toHaveText('Night brand');
  await expect(member.getByText('Your organisation requires this template for every card')).toBeVisible();
  await expect(member.getByLabel('Primary colour', { exact: true })).toHaveValue(primary);
  await member.getByLabel('Card name').fill('Mia at the fair');
  await member.getByLabel('First name').fill('Mia');
  await member.getByLabel('Last name').fill('Mitglied');
  await member.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/mia-mitglied');
  await member.getByLabel('Instagram profile').fill('https://www.instagram.com/mia.mitglied');
  await member
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'mia.png', mimeType: 'image/png', buffer: makePng(96) });
  await member.getByRole('button', { name: 'Create vCard' }).click();
  await expect(member).toHaveURL(/\/vcards$/);

  // The list shows the card's design in small, with its photo, at phone width.
  const item = member.getByRole('listitem').filter({ has: member.getByRole('heading', { name: 'Mia at the fair' }) });
  await expect(item.getByText('Template: Night brand')).toBeVisible();
  const thumbnail = item.getByTestId('card-thumbnail');
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(
    item.getByRole('link', { name: 'Open page: the public page of Mia at the fair (new tab)' }),
  ).toBeVisible();

  // The server holds the member to the template, whatever the request says.
  const token = await member.evaluate(() => localStorage.getItem('vcf_platform_token'));
  const headers = { 'x-auth-token': token ?? '' };
  const cards = (await (await member.request.get('/api/vcf-configs', { headers })).json()) as { id: string }[];
  const refused = await member.request.put(`/api/vcf-configs/${cards[0]?.id}`, {
    headers,
    data: { configName: 'Mia at the fair', templateId: null },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors: Record<string, string> }).errors.templateId).toContain(
    'requires its default template',
  );

  // The signature shows the photo and the social icons, hosted by this site.
  await item.getByRole('button', { name: 'E-mail signature of Mia at the fair' }).click();
  const dialog = member.getByRole('dialog');
  const preview = dialog.frameLocator('iframe');
  const photo = preview.getByRole('img', { name: 'Photo of Mia Mitglied' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  for (const network of ['LinkedIn', 'Instagram']) {
    const icon = preview.getByRole('img', { name: network });
    await expect(icon).toBeVisible();
    expect(await icon.getAttribute('src')).toBe(`${baseURL}/api/vcf/signature-icons/${network.toLowerCase()}.png`);
    await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await axeBothThemes(member, '/vcards of a member at 390 px');
  await context.close();

  // The owner's list at 1280 px shows the member's card with its design.
  await page.goto('/vcards');
  const ownerItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mia at the fair' }) });
  await expect(ownerItem.getByTestId('card-thumbnail')).toBeVisible();
  await axeBothThemes(page, '/vcards of the owner at 1280 px');

  // In German: the settings and the list read in German, and the names still start with the visible text.
  await page.goto('/settings/team/templates?lng=de');
  await expect(page.getByRole('switch', { name: 'Mitglieder müssen sie nutzen' })).toBeChecked();
  await expect(page.getByText('Standardvorlage', { exact: true }).first()).toBeVisible();
  await page.getByRole('switch', { name: 'Mitglieder müssen sie nutzen' }).uncheck();
  await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText('Vorlagen-Einstellungen gespeichert.')).toBeVisible();
  await page.goto('/vcards');
  await expect(
    page.getByRole('link', { name: 'Seite öffnen: die öffentliche Seite von Mia at the fair (neuer Tab)' }),
  ).toBeVisible();
  await axeBothThemes(page, '/vcards in German');
});
