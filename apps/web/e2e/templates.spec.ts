import { expect, type Page, test } from '@playwright/test';
import { checkBothThemes, expectNoSeriousViolations } from './axe-check';
import { createVerifiedUser, makePro, readMailLink, signIn, uniqueEmail } from './support';

// Sign-ups are limited per address: this file comes from its own (the e2e server trusts the proxy header).
const clientHeaders = { 'x-forwarded-for': '10.64.91.7' };
test.use({ extraHTTPHeaders: clientHeaders });

const password = 'Template-Passw0rd!';
const colleaguePassword = 'Colleague-Passw0rd!';
const website = 'https://example.com/sales';
const newWebsite = 'https://example.com/sales-team';
const primary = '#9d174d';
const lockedNote = 'Set by your organisation’s template';

type CardJson = {
  id: string;
  configName: string;
  templateId: string | null;
  lockedFields: string[];
  websiteUrl: string;
};

/** The API as the signed-in user of `page`, with the token the app keeps. */
async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('vcf_platform_token'));
  expect(token, 'stored token').toBeTruthy();
  return { 'x-auth-token': token ?? '' };
}

test('an owner shares a locked website through a card template; a colleague’s card follows it and cannot change it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Two people in two browsers through the whole flow: 46 s alone on a slow day of the CI machine.
  test.setTimeout(180_000);
  const ownerEmail = await createVerifiedUser(request, password);
  await makePro(request, ownerEmail);
  await page.goto('/login');
  await signIn(page, ownerEmail, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // From the team page to the (empty) templates.
  await page.goto('/settings/team');
  await page.getByRole('link', { name: 'Card templates' }).click();
  await expect(page).toHaveURL(/\/settings\/team\/templates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Card templates' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No card templates yet' })).toBeVisible();
  await checkBothThemes(page, '/settings/team/templates without templates');

  // A template with a locked website and a primary colour, shown live on a colleague's sample card.
  await page.getByRole('link', { name: 'New template' }).click();
  await expect(page).toHaveURL(/\/settings\/team\/templates\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New card template' })).toBeVisible();
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel('Template name').fill('Sales team');
  await page.getByLabel('Website', { exact: true }).fill(website);
  const preview = page.getByRole('complementary', { name: 'Live preview' });
  await expect(preview.getByRole('heading', { name: 'Your colleague' })).toBeVisible();
  await expect(preview.getByText('example.com/sales', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add link' }).click();
  await page.getByRole('group', { name: 'Link 1' }).getByLabel('Button text').fill('Our menu');
  await page.getByRole('group', { name: 'Link 1' }).getByLabel('Address (URL)').fill('https://example.com/menu');
  await expect(preview.getByRole('list', { name: 'Links' }).getByRole('link')).toHaveText(['Our menu']);
  await page.getByRole('checkbox', { name: 'Lock the links' }).check();
  const lockDesign = page.getByRole('checkbox', { name: 'Lock the design' });
  await expect(lockDesign).toBeDisabled();
  await page.getByLabel('Give the cards this design').check();
  await expect(lockDesign).toBeEnabled();
  await page.getByLabel('Primary colour', { exact: true }).fill(primary);
  await page.getByRole('checkbox', { name: 'Lock the website' }).check();
  await expect(page.getByRole('checkbox', { name: 'Lock the website' })).toBeChecked();
  await checkBothThemes(page, '/settings/team/templates/new');
  await page.getByRole('button', { name: 'Create template' }).click();

  await expect(page).toHaveURL(/\/settings\/team\/templates$/);
  await expect(page.getByText('Template created.')).toBeVisible();
  const templates = page.getByRole('list', { name: 'Card templates' });
  const salesTemplate = templates.getByRole('listitem').filter({ hasText: 'Sales team' });
  await expect(salesTemplate.getByText('No card uses it yet')).toBeVisible();
  await expect(salesTemplate.getByText('Website, Links, Design')).toBeVisible();
  await expect(salesTemplate.getByRole('list').getByRole('listitem')).toHaveText(['Website', 'Links']);
  await checkBothThemes(page, '/settings/team/templates');

  // The owner invites a colleague as a member, who joins from the mailed link on their own device.
  const colleagueEmail = uniqueEmail('template-colleague');
  await page.goto('/settings/team');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await inviteDialog.getByLabel('E-mail address').fill(colleagueEmail);
  await inviteDialog.getByLabel('Name', { exact: true }).fill('Chris Kollege');
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleagueEmail}.`)).toBeVisible();

  const link = await readMailLink(request, colleagueEmail, '/join');
  const colleagueContext = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(link);
  await colleague.getByLabel('Password', { exact: true }).fill(colleaguePassword);
  await colleague.getByLabel('Confirm password').fill(colleaguePassword);
  await colleague.getByRole('button', { name: 'Join the team' }).click();
  await expect(colleague).toHaveURL(/\/hub$/);

  // A member is turned away from the templates page like from any other page of the owner and admins.
  await colleague.goto('/settings/team/templates');
  await expect(colleague).toHaveURL(/\/hub$/);

  // The colleague makes a card from the template: its values fill the form, the locked website is read-only.
  await colleague.goto('/vcards/new');
  await colleague.getByLabel('Card name').fill('Fair card');
  await colleague.getByLabel('First name').fill('Chris');
  const colleagueWebsite = colleague.getByLabel('Website', { exact: true });
  await expect(colleagueWebsite).toBeEditable();
  await colleague.getByLabel('Template', { exact: true }).selectOption({ label: 'Sales team' });
  await expect(colleagueWebsite).toHaveValue(website);
  await expect(colleagueWebsite).not.toBeEditable();
  await expect(colleague.getByText(lockedNote)).toHaveCount(2);
  const colleagueLink = colleague.getByRole('group', { name: 'Link 1' }).getByLabel('Button text');
  await expect(colleagueLink).toHaveValue('Our menu');
  await expect(colleagueLink).toBeDisabled();
  await expect(colleague.getByRole('button', { name: 'Add link' })).toBeDisabled();
  // Shared but not locked: the colour is filled in and stays the member's to change.
  const colleaguePrimary = colleague.getByLabel('Primary colour', { exact: true });
  await expect(colleaguePrimary).toHaveValue(primary);
  await expect(colleaguePrimary).toBeEditable();
  await expectNoSeriousViolations(colleague, '/vcards/new with a template');
  await colleague.getByRole('button', { name: 'Create vCard' }).click();
  await expect(colleague).toHaveURL(/\/vcards$/);
  const colleagueCard = colleague.getByRole('listitem').filter({ hasText: 'Fair card' });
  await expect(colleagueCard.getByText('Template: Sales team')).toBeVisible();

  // The server holds the lock too: the colleague's own session cannot change the website through the API.
  const headers = await authHeaders(colleague);
  const cards = (await (await colleague.request.get('/api/vcf-configs', { headers })).json()) as CardJson[];
  const card = cards.find((item) => item.configName === 'Fair card');
  expect(card?.templateId).toBeTruthy();
  expect(card?.lockedFields).toEqual(['websiteUrl', 'links']);
  expect(card?.websiteUrl).toBe(website);
  const refused = await colleague.request.put(`/api/vcf-configs/${card?.id}`, {
    headers,
    data: { configName: 'Fair card', name: 'Chris', websiteUrl: 'https://elsewhere.example' },
  });
  expect(refused.status(), await refused.text()).toBe(400);
  const problem = (await refused.json()) as { errors?: Record<string, string> };
  expect(problem.errors?.websiteUrl).toContain('template');

  // The owner changes the template's website; the colleague's card follows.
  await page.goto('/settings/team/templates');
  await expect(salesTemplate.getByText('Used by 1 card')).toBeVisible();
  await salesTemplate.getByRole('link', { name: 'Edit Sales team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit card template' })).toBeVisible();
  await expect(page.getByLabel('Website', { exact: true })).toHaveValue(website);
  await expect(page.getByRole('checkbox', { name: 'Lock the website' })).toBeChecked();
  await page.getByLabel('Website', { exact: true }).fill(newWebsite);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/settings\/team\/templates$/);

  await colleague.goto(`/vcards/edit?id=${card?.id}`);
  await expect(colleagueWebsite).toHaveValue(newWebsite);
  await expect(colleagueWebsite).not.toBeEditable();
  // Only the owner and the admins take a card off its template or give it another.
  const colleagueTemplate = colleague.getByLabel('Template', { exact: true });
  await expect(colleagueTemplate).toBeDisabled();
  await expect(
    colleague.getByText('Only the owner and the admins of your organisation can change the template of this card.'),
  ).toBeVisible();
  // Saving sends the locked values unchanged (the links left to the server), so the server takes it.
  await colleague.getByLabel('Position').fill('Sales');
  await colleague.getByRole('button', { name: 'Save changes' }).click();
  await expect(colleague.getByRole('status').filter({ hasText: 'vCard saved.' }).first()).toBeVisible();

  // The owner sees the colleague's card in the organisation's vCards, with its template.
  await page.goto('/vcards');
  const ownerView = page.getByRole('listitem').filter({ hasText: 'Fair card' });
  await expect(ownerView.getByText('Template: Sales team')).toBeVisible();

  // Deleting the template asks first and says the cards keep their values; the website is the member's again.
  await page.goto('/settings/team/templates');
  await salesTemplate.getByRole('button', { name: 'Delete Sales team' }).click();
  const removal = page.getByRole('alertdialog', { name: 'Delete this template?' });
  await expect(removal).toContainText('keeps its values');
  await removal.getByRole('button', { name: 'Delete template' }).click();
  await expect(removal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No card templates yet' })).toBeVisible();

  await colleague.goto(`/vcards/edit?id=${card?.id}`);
  await expect(colleagueWebsite).toHaveValue(newWebsite);
  await expect(colleagueWebsite).toBeEditable();
  await expect(colleague.getByLabel('Template', { exact: true })).toHaveCount(0);
  await colleagueContext.close();
});
