import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkBothThemes, expectNoSeriousViolations } from './axe-check';
import { organisation, readMailLink, signInAsProOwner, uniqueEmail } from './support';

// Sign-ups are limited per address: this file comes from its own (the e2e server trusts the proxy header).
const clientHeaders = { 'x-forwarded-for': '10.64.88.23' };
test.use({ extraHTTPHeaders: clientHeaders });

const password = 'Team-Passw0rd!';
const colleaguePassword = 'Colleague-Passw0rd!';

function csvFile(text: string) {
  return { name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') };
}

test('an owner invites a colleague who joins as a member; the owner promotes, deactivates and removes them', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const ownerEmail = await signInAsProOwner(page, request, password);

  await page
    .getByRole('navigation', { name: 'Portal navigation' })
    .getByRole('link', { name: 'Team', exact: true })
    .click();
  await expect(page).toHaveURL(/\/settings\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByText(organisation.organisationName, { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 25 seats used')).toBeVisible();
  const members = page.getByRole('table', { name: 'Members of your organisation' });
  const ownerRow = members.getByRole('row').filter({ hasText: ownerEmail });
  await expect(ownerRow.getByText('Owner', { exact: true })).toBeVisible();
  await expect(ownerRow.getByText('(you)')).toBeVisible();
  // Nothing to do to oneself, nor to the owner.
  await expect(ownerRow.getByRole('button')).toHaveCount(0);
  await expect(ownerRow.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByText('No open invitations.')).toBeVisible();
  await checkBothThemes(page, '/settings/team');

  // Invite a colleague as a member: the form checks its fields, the server refuses a second invitation.
  const colleagueEmail = uniqueEmail('colleague');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteDialog.getByText('This field is required.')).toBeVisible();
  await inviteDialog.getByLabel('E-mail address').fill(colleagueEmail);
  await expect(inviteDialog.getByLabel('Role', { exact: true })).toHaveValue('member');
  await inviteDialog.getByLabel('Name', { exact: true }).fill('Chris Kollege');
  await expectNoSeriousViolations(page, 'invite dialog');
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteDialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${colleagueEmail}.`)).toBeVisible();
  const invitations = page.getByRole('table', { name: 'Invitations not accepted yet' });
  const invitationRow = invitations.getByRole('row').filter({ hasText: colleagueEmail });
  await expect(invitationRow.getByText('Chris Kollege')).toBeVisible();
  await expect(invitationRow.getByText('Member', { exact: true })).toBeVisible();
  await expect(page.getByText('2 of 25 seats used')).toBeVisible();

  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await inviteDialog.getByLabel('E-mail address').fill(colleagueEmail);
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviteDialog.getByRole('alert')).toContainText('already');
  await inviteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(inviteDialog).toBeHidden();

  // The colleague opens the mailed link on their own device, keeps the suggested surname and sets a password.
  const link = await readMailLink(request, colleagueEmail, '/join');
  const colleagueContext = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders });
  const colleague = await colleagueContext.newPage();
  await colleague.goto(link);
  await expect(
    colleague.getByRole('heading', { level: 1, name: `Join ${organisation.organisationName} as a member` }),
  ).toBeVisible();
  await expect(colleague.getByLabel('E-mail address')).toHaveValue(colleagueEmail);
  await expect(colleague.getByLabel('E-mail address')).not.toBeEditable();
  await expect(colleague.getByLabel('First name')).toHaveValue('Chris');
  await expect(colleague.getByLabel('Last name')).toHaveValue('Kollege');
  await checkBothThemes(colleague, '/join');
  await colleague.getByLabel('First name').fill('Christa');
  await colleague.getByLabel('Password', { exact: true }).fill(colleaguePassword);
  await colleague.getByLabel('Confirm password').fill('Something-else1');
  await colleague.getByRole('button', { name: 'Join the team' }).click();
  await expect(colleague.getByText('The passwords do not match.')).toBeVisible();
  await colleague.getByLabel('Confirm password').fill(colleaguePassword);
  await colleague.getByRole('button', { name: 'Join the team' }).click();

  // Signed in as a member: their own cards and leads, no tags, orders, billing or webhooks.
  await expect(colleague).toHaveURL(/\/hub$/);
  const colleagueNav = colleague.getByRole('navigation', { name: 'Portal navigation' });
  await expect(colleagueNav.getByRole('link', { name: 'vCards' })).toBeVisible();
  await expect(colleagueNav.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(colleagueNav.getByRole('link', { name: 'Settings' })).toBeVisible();
  for (const name of ['Tags', 'Billing', 'Order fobs', 'Order history', 'QR codes', 'Webhooks']) {
    await expect(colleagueNav.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await colleague.goto('/dashboard');
  await expect(colleague).toHaveURL(/\/hub$/);
  await colleague.goto('/settings/billing');
  await expect(colleague).toHaveURL(/\/hub$/);
  await colleagueNav.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(colleague).toHaveURL(/\/settings\/team$/);
  await expect(colleague.getByText('Your role')).toBeVisible();
  await expect(colleague.getByText('Member', { exact: true })).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Invite', exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(colleague, '/settings/team as a member');

  // The link is spent.
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { level: 1, name: 'This invitation is no longer valid' })).toBeVisible();
  await expect(colleague.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The owner sees the new member, makes them an admin, deactivates and reactivates them.
  await page.reload();
  const colleagueRow = members.getByRole('row').filter({ hasText: colleagueEmail });
  await expect(colleagueRow.getByText('Christa Kollege')).toBeVisible();
  await expect(colleagueRow.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('No open invitations.')).toBeVisible();
  await expect(page.getByText('2 of 25 seats used')).toBeVisible();

  const role = colleagueRow.getByRole('combobox', { name: 'Role of Christa Kollege' });
  await expect(role).toHaveValue('member');
  await role.selectOption('admin');
  await expect(page.getByText('Christa Kollege is now an admin.')).toBeVisible();
  await expect(role).toHaveValue('admin');
  await page.reload();
  await expect(role).toHaveValue('admin');

  await colleagueRow.getByRole('button', { name: 'Deactivate Christa Kollege' }).click();
  await expect(colleagueRow.getByText('Deactivated', { exact: true })).toBeVisible();
  await colleagueRow.getByRole('button', { name: 'Reactivate Christa Kollege' }).click();
  await expect(colleagueRow.getByText('Active', { exact: true })).toBeVisible();
  await expect(colleagueRow.getByRole('button', { name: 'Make owner: Christa Kollege' })).toBeVisible();

  // On a phone the members stack as cards and the page stays within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const memberCards = page.getByRole('list', { name: 'Members of your organisation' });
  const colleagueCard = memberCards.getByRole('listitem').filter({ hasText: colleagueEmail });
  await expect(colleagueCard.getByRole('button', { name: 'Remove Christa Kollege' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Removing asks first, naming the person and where their cards go.
  await colleagueRow.getByRole('button', { name: 'Remove Christa Kollege' }).click();
  const removal = page.getByRole('alertdialog', { name: 'Remove this member?' });
  await expect(removal).toContainText('Christa Kollege');
  await expect(removal).toContainText(colleagueEmail);
  await expect(removal).toContainText('pass to you');
  await removal.getByRole('button', { name: 'Cancel' }).click();
  await expect(removal).toBeHidden();
  await expect(colleagueRow).toBeVisible();
  await colleagueRow.getByRole('button', { name: 'Remove Christa Kollege' }).click();
  await removal.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(removal).toBeHidden();
  await expect(page.getByText('Christa Kollege was removed. Their cards are yours now.')).toBeVisible();
  await expect(members.getByRole('row').filter({ hasText: colleagueEmail })).toHaveCount(0);
  await expect(page.getByText('1 of 25 seats used')).toBeVisible();

  // The removed colleague's next page load ends at the sign-in page.
  await colleague.goto('/vcards');
  await expect(colleague).toHaveURL(/\/login$/);
  await colleagueContext.close();
});

test('a CSV file with a bad row invites nobody and says why; a good file invites everyone in it', async ({
  page,
  request,
}) => {
  await signInAsProOwner(page, request, password);
  await page.goto('/settings/team');
  await expect(page.getByText('1 of 25 seats used')).toBeVisible();

  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite colleagues from a CSV file' });
  await expect(dialog.getByText('email,role,name', { exact: true })).toBeVisible();

  // The example file is the header and one row.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download an example file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('team-invitations-example.csv');
  expect(await readFile(await download.path(), 'utf8')).toBe(
    'email,role,name\r\nanna@example.com,member,Anna Beispiel\r\n',
  );

  await dialog.getByRole('button', { name: 'Upload and invite' }).click();
  await expect(dialog.getByText('Choose a CSV file.')).toBeVisible();

  const anna = uniqueEmail('csv-anna');
  const ben = uniqueEmail('csv-ben');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(csvFile(`email,role,name\r\n${anna},member,Anna Beispiel\r\nnot-an-address,boss,Bob\r\n`));
  await dialog.getByRole('button', { name: 'Upload and invite' }).click();
  const report = dialog.getByRole('table', { name: 'Rows of the file' });
  const badRow = report.getByRole('row').filter({ hasText: 'not-an-address' });
  await expect(badRow.getByRole('rowheader', { name: '3' })).toBeVisible();
  await expect(badRow.getByText('Error', { exact: true })).toBeVisible();
  await expect(badRow).toContainText('E-mail:');
  await expect(badRow).toContainText('Role:');
  const goodRow = report.getByRole('row').filter({ hasText: anna });
  await expect(goodRow.getByRole('rowheader', { name: '2' })).toBeVisible();
  await expect(goodRow.getByText('OK', { exact: true })).toBeVisible();
  await expect(dialog.getByText('1 row has errors, so nobody was invited.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, 'CSV upload with a refused row (light)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No open invitations.')).toBeVisible();
  await expect(page.getByText('1 of 25 seats used')).toBeVisible();

  // A corrected file invites both (checked in the dark theme: the page behind an open dialog is inert).
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(csvFile(`email,role,name\r\n${anna},member,Anna Beispiel\r\n${ben},admin,\r\n`));
  await dialog.getByRole('button', { name: 'Upload and invite' }).click();
  await expect(dialog.getByText('2 invitations sent.')).toBeVisible();
  await expect(report.getByText('Invited', { exact: true })).toHaveCount(2);
  await expectNoSeriousViolations(page, 'CSV upload that invited everyone (dark)');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();

  const invitations = page.getByRole('table', { name: 'Invitations not accepted yet' });
  await expect(invitations.getByRole('row').filter({ hasText: anna })).toContainText('Member');
  await expect(invitations.getByRole('row').filter({ hasText: ben })).toContainText('Admin');
  await expect(page.getByText('3 of 25 seats used')).toBeVisible();
  expect(await readMailLink(request, anna, '/join')).toContain('/join?token=');
  expect(await readMailLink(request, ben, '/join')).toContain('/join?token=');

  // Revoking frees the seat again.
  await invitations.getByRole('button', { name: `Revoke the invitation to ${ben}` }).click();
  const revocation = page.getByRole('alertdialog', { name: 'Revoke this invitation?' });
  await expect(revocation).toContainText(ben);
  await revocation.getByRole('button', { name: 'Revoke' }).click();
  await expect(revocation).toBeHidden();
  await expect(invitations.getByRole('row').filter({ hasText: ben })).toHaveCount(0);
  await expect(page.getByText('2 of 25 seats used')).toBeVisible();
});

test('the join page turns a missing or unknown invitation away with a way to sign in', async ({ page }) => {
  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation is no longer valid' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.goto('/join?token=not-a-real-invitation');
  await expect(page.getByRole('heading', { level: 1, name: 'This invitation is no longer valid' })).toBeVisible();
  await checkBothThemes(page, '/join with an unknown token');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
