import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import yauzl from 'yauzl';
import { checkBothThemes } from './axe-check';
import { createVerifiedUser, readMailLink, signIn } from './support';

// Sign-ups are limited per address: this file comes from its own (the e2e server trusts the proxy header).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.64.53.27' } });

const password = 'Export-Passw0rd!';

/** The names of the files in a zip. */
function zipEntries(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const expectedFiles = [
  'README.txt',
  'organisation.json',
  'members.csv',
  'tags.csv',
  'leads.csv',
  'scans.csv',
  'orders.csv',
  'webhooks.json',
  'audit.csv',
];

test('the owner exports the organisation’s data, watches it being prepared and downloads the zip', async ({
  page,
  request,
}) => {
  const email = await createVerifiedUser(request, password);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings/data');
  const section = page.getByRole('region', { name: 'Export your data' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Export all data' }).click();

  // Queued or being prepared first (with its progress bar), then ready with the link and its expiry.
  await expect(section.getByText('Your export is ready')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText(/The download link works until .+\d{4}/)).toBeVisible();
  await checkBothThemes(page, '/settings/data export ready');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: /^Download \(\d+ kB\)$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^organisation-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const names = await zipEntries(await readFile((await download.path()) as string));
  for (const name of expectedFiles) expect(names).toContain(name);

  // The mailed link works without a session.
  const link = await readMailLink(request, email, '/download');
  const mailed = await request.get(link);
  expect(mailed.status()).toBe(200);
  expect(mailed.headers()['content-type']).toBe('application/zip');
  expect(await zipEntries(await mailed.body())).toEqual(expect.arrayContaining(expectedFiles));

  // A second export starts from the same page; the first is listed below it.
  await section.getByRole('button', { name: 'Export again' }).click();
  await expect(section.getByRole('heading', { name: 'Earlier exports' })).toBeVisible();
  await expect(section.getByText('Your export is ready')).toBeVisible({ timeout: 30_000 });

  // Fits a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
