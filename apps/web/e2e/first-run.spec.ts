import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { checkBothThemes } from './axe-check';
import { organisation, readMailLink, signInAsProOwner, uniqueEmail } from './support';

// Sign-ups are limited per address: each run of this file comes from an address of its own.
const clientHeaders = {
  'x-forwarded-for': `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
};
test.use({ extraHTTPHeaders: clientHeaders });
// Long flows (register, mails, verification, three pages, two axe passes) on a busy machine.
test.describe.configure({ timeout: 150_000 });

type Language = 'en' | 'de';
type Catalogue = Record<string, unknown>;

/** The app's own texts, so one flow runs in either language as a person reading that language would see it. */
const catalogues = Object.fromEntries(
  (['en', 'de'] as const).map((language) => [
    language,
    Object.fromEntries(
      ['translation', 'hub', 'vcards', 'tags', 'team'].map((namespace) => [
        namespace,
        JSON.parse(readFileSync(new URL(`../public/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')),
      ]),
    ),
  ]),
) as Record<Language, Record<string, Catalogue>>;

/** `ns:dotted.key` (default namespace: translation) in `language`, with {{name}} values filled in. */
function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['translation', key];
  const found = path!
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogues[language][namespace!]);
  if (typeof found !== 'string') throw new Error(`no text ${language}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

async function outboxCount(request: APIRequestContext, to: string, pathname: string): Promise<number> {
  const mails = (await (await request.get('/api/dev/outbox')).json()) as Array<{ to: string; text: string }>;
  return mails.filter((mail) => mail.to === to && mail.text.includes(pathname)).length;
}

const runs = [
  { language: 'en', width: 1280, height: 900 },
  { language: 'de', width: 390, height: 844 },
] as const;

for (const { language, width, height } of runs) {
  test(`a new owner finds sign-in, learns where the mail went, and is guided to a first card (${language}, ${width} px)`, async ({
    page,
    request,
  }) => {
    const tr = (key: string, values?: Record<string, string | number>) => text(language, key, values);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    await page.setViewportSize({ width, height });
    const email = uniqueEmail('first-run');
    const password = 'First-Run-Passw0rd!';

    // The launch page's header offers the way to sign in, beside the spec's own links.
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: tr('nav.login') })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(tr('auth.login.pending.title'))).toHaveCount(0);
    await page.getByRole('link', { name: tr('auth.login.registerLink') }).click();
    await expect(page).toHaveURL(/\/register$/);
    // The address changes before the lazily loaded form replaces the login page's, which has an e-mail field too.
    await expect(page.getByRole('heading', { name: tr('auth.register.title'), level: 1 })).toBeVisible();

    await page.getByLabel(tr('auth.fields.email')).fill(email);
    await page.getByLabel(tr('auth.fields.password'), { exact: true }).fill(password);
    await page.getByLabel(tr('auth.fields.confirmPassword'), { exact: true }).fill(password);
    await page.getByLabel(tr('auth.fields.organisationName'), { exact: true }).fill(organisation.organisationName);
    await page.getByLabel(tr('auth.fields.contactFirstName'), { exact: true }).fill(organisation.contactFirstName);
    await page.getByLabel(tr('auth.fields.contactLastName'), { exact: true }).fill(organisation.contactLastName);
    await page.getByLabel(tr('auth.fields.street'), { exact: true }).fill(organisation.organisationStreet);
    await page.getByLabel(tr('auth.fields.number'), { exact: true }).fill(organisation.organisationNumber);
    await page.getByLabel(tr('auth.fields.postalCode'), { exact: true }).fill(organisation.organisationPlz);
    await page.getByLabel(tr('auth.fields.city'), { exact: true }).fill(organisation.organisationCity);
    await page.getByRole('button', { name: tr('auth.register.submit') }).click();

    // The answer is brought into view and focused, though the button was far below it.
    const redirecting = page.getByText(tr('auth.register.redirecting'));
    await expect(redirecting).toBeInViewport();
    await expect(page.locator(':focus')).toContainText(tr('auth.register.redirecting'));

    // 3.5 s later the login page names the address the mail went to and sends a new one on request.
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    const notice = page.getByRole('status').filter({ hasText: tr('auth.login.pending.title') });
    await expect(notice).toContainText(email);
    await expect(page.getByLabel(tr('auth.fields.email'))).toHaveValue(email);
    await expect.poll(() => outboxCount(request, email, '/verify-email')).toBe(1);
    await notice.getByRole('button', { name: tr('auth.resend.button') }).click();
    await expect(notice.getByRole('button', { name: tr('auth.resend.button') })).toHaveCount(0);
    await expect.poll(() => outboxCount(request, email, '/verify-email')).toBe(2);
    if (language === 'en') await checkBothThemes(page, '/login with the inbox notice');

    // Verified through the mailed link, the notice stays until this address has signed in.
    await page.goto(await readMailLink(request, email, '/verify-email'));
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await expect(page.getByText(tr('auth.login.pending.title'))).toBeVisible();
    await page.getByLabel(tr('auth.fields.email')).fill(email);
    await page.getByLabel(tr('auth.fields.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: tr('auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('vcf_platform_pending_verification'))).toBeNull();

    // Without a plan the tags page explains why nothing can be created and where to go.
    const tagsNotice = page.getByRole('status').filter({ hasText: tr('tags:list.needsPlanTitle') });
    await expect(tagsNotice).toContainText(tr('tags:list.freeWithoutTags'));
    await expect(tagsNotice.getByRole('link', { name: tr('tags:list.choosePlan') })).toBeVisible();

    // The first sign-in lands on /dashboard (spec), which shows the checklist above the tag list until it is done.
    const firstSteps = page.getByRole('region', { name: tr('hub:checklist.title') });
    await expect(firstSteps).toBeVisible();
    await expect(firstSteps).toContainText(tr('hub:checklist.progress', { done: 0, total: 4 }));

    // The avatar shows the person's initials, not the e-mail's.
    await expect(page.getByTestId('portal-avatar')).toContainText('EM');

    // The hub's checklist: four steps, each leading to where it is done.
    await page.goto('/hub');
    const checklist = page.getByRole('region', { name: tr('hub:checklist.title') });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(checklist).toContainText(tr('hub:checklist.progress', { done: 0, total: 4 }));
    for (const step of ['choosePlan', 'createCard', 'shareCard', 'orderFobs']) {
      await expect(checklist.getByRole('heading', { name: tr(`hub:checklist.steps.${step}.title`) })).toBeVisible();
    }
    await expect(checklist.getByRole('link', { name: tr('hub:checklist.steps.choosePlan.action') })).toHaveAttribute(
      'href',
      '/settings/billing',
    );
    await expect(checklist.getByRole('link', { name: tr('hub:checklist.steps.shareCard.action') })).toHaveAttribute(
      'href',
      '/vcards',
    );
    await expect(checklist.getByRole('link', { name: tr('hub:checklist.steps.orderFobs.action') })).toHaveAttribute(
      'href',
      '/order-fobs',
    );
    // Making a card is blocked by the Free plan: the step says so and leads to the plan choice.
    await expect(checklist.getByText(tr('hub:createBlocked.noPlan'))).toBeVisible();
    if (language === 'en') await checkBothThemes(page, '/hub with the checklist');

    // The vCards page says why, honestly, and its create button leads to the plans.
    await page.goto('/vcards');
    const cardsNotice = page.getByRole('status').filter({ hasText: tr('vcards:list.noCardsTitle') });
    await expect(cardsNotice).toContainText(tr('vcards:list.noCardsInPlan'));
    await expect(page.getByText(tr('vcards:list.limitReachedTitle'))).toHaveCount(0);
    await cardsNotice.getByRole('link', { name: tr('vcards:list.choosePlan') }).click();
    await expect(page).toHaveURL(/\/settings\/billing$/);

    // The editors opened directly say the same and lead to the plan choice too.
    await page.goto('/vcards/new');
    await expect(page.getByText(tr('vcards:list.noCardsInPlan'))).toBeVisible();
    await expect(page.getByRole('link', { name: tr('vcards:list.choosePlan') })).toHaveAttribute(
      'href',
      '/settings/billing',
    );
    await page.goto('/tags/new');
    await expect(page.getByText(tr('tags:editor.needsPlan'))).toBeVisible();
    await expect(page.getByRole('link', { name: tr('tags:list.choosePlan') })).toHaveAttribute(
      'href',
      '/settings/billing',
    );

    // Signed out, the login page no longer shows the notice: that address has signed in.
    await page.evaluate(() => {
      localStorage.removeItem('vcf_platform_token');
      localStorage.removeItem('vcf_platform_user');
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: tr('auth.login.title') })).toBeVisible();
    await expect(page.getByText(tr('auth.login.pending.title'))).toHaveCount(0);
  });
}

async function openAsNewVisitor(browser: Browser, baseURL: string | undefined, width: number, height: number) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders, viewport: { width, height } });
  return { context, page: await context.newPage() };
}

for (const { width, height } of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an owner resends an invitation and copies a fresh link; a member's hub shows only what they can open (${width} px)`, async ({
    page,
    browser,
    baseURL,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height });
    const password = 'Owner-Passw0rd!';
    const ownerEmail = await signInAsProOwner(page, request, password);

    await page.goto('/settings/team');
    const colleague = uniqueEmail('invitee');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const inviteDialog = page.getByRole('dialog', { name: 'Invite a colleague' });
    await inviteDialog.getByLabel('E-mail address').fill(colleague);
    await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(inviteDialog).toBeHidden();
    const firstLink = await readMailLink(request, colleague, '/join');

    // Resend: a second mail with a new link; the first one stops working.
    await page.getByRole('button', { name: `Resend the invitation to ${colleague}` }).click();
    await expect(page.getByText(`Invitation sent again to ${colleague}.`, { exact: false })).toBeVisible();
    await expect.poll(() => outboxCount(request, colleague, '/join')).toBe(2);
    const resentLink = await readMailLink(request, colleague, '/join');
    expect(resentLink).not.toBe(firstLink);

    // Copy link: a fresh link to pass on by hand, with a copy button; the mailed one stops working.
    await page.getByRole('button', { name: `Copy link to the invitation to ${colleague}` }).click();
    const linkDialog = page.getByRole('dialog', { name: `Invitation link for ${colleague}` });
    const copiedLink = await linkDialog.getByLabel('Invitation link').inputValue();
    expect(copiedLink).toMatch(/\/join\?token=/);
    expect(copiedLink).not.toBe(resentLink);
    await linkDialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(linkDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copiedLink);
    await linkDialog.getByRole('button', { name: 'Close' }).click();
    await expect(linkDialog).toBeHidden();
    await expect.poll(() => outboxCount(request, colleague, '/join')).toBe(2);

    // The owner opens the link while signed in: the page explains the choice instead of offering Log in / Register.
    await page.goto(copiedLink);
    await expect(page.getByText(`You are signed in as ${ownerEmail}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out and accept the invitation' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go back to my account' }).click();
    await expect(page).toHaveURL(/\/hub$/);

    // The older links are dead; the copied one lets the colleague join.
    const visitor = await openAsNewVisitor(browser, baseURL, width, height);
    for (const dead of [firstLink, resentLink]) {
      await visitor.page.goto(dead);
      await expect(visitor.page.getByText('This invitation is no longer valid')).toBeVisible();
    }
    await visitor.page.goto(copiedLink);
    await visitor.page.getByLabel('First name').fill('Mia');
    await visitor.page.getByLabel('Last name').fill('Mitglied');
    await visitor.page.getByLabel('Password', { exact: true }).fill('Member-Passw0rd!');
    await visitor.page.getByLabel('Confirm password').fill('Member-Passw0rd!');
    await visitor.page.getByRole('button', { name: 'Join the team' }).click();
    await expect(visitor.page).toHaveURL(/\/hub$/);

    // A member's hub: their initials, their cards and visits, no tag or order figures, only the card steps.
    const member = visitor.page;
    await expect(member.getByTestId('portal-avatar')).toContainText('MM');
    const figures = member.getByRole('region', { name: 'Your figures' });
    await expect(figures.getByText('vCards', { exact: true })).toBeVisible();
    await expect(figures.getByText('Tags', { exact: true })).toHaveCount(0);
    await expect(figures.getByText('Orders', { exact: true })).toHaveCount(0);
    const checklist = member.getByRole('region', { name: 'Get started' });
    await expect(checklist.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(checklist.getByRole('heading', { name: 'Make your first card' })).toBeVisible();
    await expect(checklist.getByRole('heading', { name: 'Choose a plan' })).toHaveCount(0);
    await expect(checklist.getByRole('heading', { name: 'Order fobs' })).toHaveCount(0);
    await expect(
      member.getByRole('main').getByRole('link', { name: /Manage tags|Order fobs|Print and export/ }),
    ).toHaveCount(0);
    await visitor.context.close();
  });
}
