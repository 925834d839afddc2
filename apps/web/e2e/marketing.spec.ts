import { expect, type Page, test } from '@playwright/test';

const octet = () => Math.floor(Math.random() * 254) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });

const platformPassword = process.env.VITE_PLATFORM_PASSWORD || 'nfc-preview';
const launchAt = new Date(process.env.VITE_LAUNCH_DATE || '2025-09-01T00:00:00+02:00');

/** The pages behind the launch password open as if the visitor had entered it in this tab. */
async function grantPlatformAccess(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('platformAccess', 'granted'));
}

/** Fails the test on script errors and console errors (a missing translation file or a crash). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/locales/') && response.status() >= 400) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  return problems;
}

/** Visible texts that look like an untranslated i18n key ("home.hero.title"). */
async function findRawKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (/^[a-z]+(\.[a-zA-Z0-9_]+)+$/.test(text)) found.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [alt]')) {
      for (const name of ['aria-label', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim() ?? '';
        if (/^[a-z]+(\.[a-zA-Z0-9_]+)+$/.test(value)) found.push(`${name}=${value}`);
      }
    }
    return found;
  });
}

function offsetFromLaunch(milliseconds: number): Date {
  return new Date(launchAt.getTime() + milliseconds);
}

test.describe('launch countdown', () => {
  test('counts down before the launch date and shows zeros once it has passed', async ({ page }) => {
    const leftMs = ((26 * 60 + 3) * 60 + 10) * 1000; // 1 day, 2 hours, 3 minutes, 10 seconds
    await page.clock.install({ time: offsetFromLaunch(-leftMs - 60_000) });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Our platform launches soon' })).toBeVisible();
    await page.clock.pauseAt(offsetFromLaunch(-leftMs));

    const timer = page.getByRole('timer');
    await expect(timer.getByTestId('countdown-days')).toHaveText('01');
    await expect(timer.getByTestId('countdown-hours')).toHaveText('02');
    await expect(timer.getByTestId('countdown-minutes')).toHaveText('03');
    await expect(timer.getByTestId('countdown-seconds')).toHaveText('10');
    const progress = page.getByRole('progressbar', { name: 'Launch progress' });
    const before = Number(await progress.getAttribute('aria-valuenow'));
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(100);

    // Time passes beyond the launch: the timer stops at zero and the page announces the launch.
    await page.clock.fastForward(leftMs + 5_000);
    await expect(page.getByRole('heading', { level: 1, name: 'We have launched' })).toBeVisible();
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) {
      await expect(timer.getByTestId(`countdown-${unit}`)).toHaveText('00');
    }
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
  });

  test('shows zeros and the launch links when visited after the date', async ({ page }) => {
    await page.clock.install({ time: offsetFromLaunch(90 * 24 * 3600 * 1000) });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'We have launched' })).toBeVisible();
    for (const unit of ['days', 'hours', 'minutes', 'seconds']) {
      await expect(page.getByTestId(`countdown-${unit}`)).toHaveText('00');
    }
    await expect(page.getByRole('progressbar', { name: 'Launch progress' })).toHaveAttribute('aria-valuenow', '100');
    await expect(page).toHaveTitle('We have launched · NFC Platform');

    const links = page.getByRole('navigation', { name: 'Platform, contact and legal information' });
    await expect(links.getByRole('link', { name: 'Platform access' })).toHaveAttribute('href', '/password-gate');
    await expect(links.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(links.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    await expect(links.getByRole('link', { name: 'Legal notice' })).toHaveAttribute('href', '/legal');

    await page.getByRole('link', { name: 'Enter the platform' }).click();
    await expect(page).toHaveURL(/\/password-gate$/);
  });
});

test.describe('password gate', () => {
  test('a wrong password clears the field and is rejected after 0.8 s; the right one opens /home', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-10-01T09:00:00+02:00') });
    await page.goto('/home');
    await expect(page).toHaveURL(/\/password-gate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform access' })).toBeVisible();
    await page.clock.pauseAt(new Date('2025-10-01T09:01:00+02:00'));

    const field = page.getByLabel('Access password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter the access password.')).toBeVisible();

    await field.fill('not-the-password');
    await expect(field).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(field).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Continue' }).click();
    const incorrect = page.getByText('Incorrect password. Please check it and try again.');
    await page.clock.runFor(700);
    await expect(incorrect).toBeHidden();
    await expect(field).toHaveValue('not-the-password');
    await page.clock.runFor(150);
    await expect(incorrect).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    expect(await page.evaluate(() => sessionStorage.getItem('platformAccess'))).toBeNull();

    await field.fill(platformPassword);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.clock.runFor(850);
    await expect(page).toHaveURL(/\/home$/);
    // React reveals the lazily loaded page on a timer: let time flow again.
    await page.clock.resume();
    await expect(page.getByRole('heading', { level: 1, name: 'Smart NFC solutions for your business' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('platformAccess'))).toBe('granted');
  });
});

const publicPages = [
  { path: '/', en: 'We have launched', de: 'Wir sind gestartet' },
  { path: '/password-gate', en: 'Platform access', de: 'Plattformzugang' },
  { path: '/home', en: 'Smart NFC solutions for your business', de: 'Smarte NFC-Lösungen für Ihr Unternehmen' },
  { path: '/about', en: 'We make every encounter count', de: 'Wir machen jede Begegnung wertvoll' },
  { path: '/contact', en: 'We are here to help', de: 'Wir sind für Sie da' },
  {
    path: '/products',
    en: 'NFC products that work from the first tap',
    de: 'NFC-Produkte, die ab dem ersten Tap funktionieren',
  },
  { path: '/pricing', en: 'Plans for every business', de: 'Tarife für jedes Unternehmen' },
  { path: '/privacy', en: 'Privacy policy', de: 'Datenschutzerklärung' },
  { path: '/legal', en: 'Legal notice', de: 'Impressum' },
] as const;

for (const language of ['en', 'de'] as const) {
  test(`every public page renders in ${language} without a missing translation`, async ({ page }) => {
    const problems = watchConsole(page);
    await grantPlatformAccess(page);
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    const titles = new Set<string>();

    for (const entry of publicPages) {
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry[language], exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await findRawKeys(page), entry.path).toEqual([]);
      if (entry.path !== '/pricing') {
        const title = await page.title();
        expect(title, entry.path).toMatch(/ · NFC Platform$/);
        titles.add(title);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0, entry.path).toBeGreaterThan(40);
      }
    }
    expect(titles.size).toBe(publicPages.length - 1);

    // Facts the spec fixes, in the visitor's language.
    await page.goto('/privacy');
    await expect(page.locator('main section[id^="privacy-"]')).toHaveCount(9);
    await expect(page.locator('time[datetime="2025-06-10"]')).toHaveText(
      language === 'en' ? '10 June 2025' : '10. Juni 2025',
    );
    await expect(
      page.getByText(language === 'en' ? /children under the age of 13/ : /Kinder unter 13 Jahren/),
    ).toBeVisible();

    await page.goto('/products');
    for (const figure of ['10K+', '500+', language === 'en' ? '99.9%' : '99,9 %']) {
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);

    await page.goto('/legal');
    await expect(page.getByText('NFC Platform GmbH').first()).toBeVisible();
    await expect(page.getByText('HRB 245817 B')).toBeVisible();
    await expect(page.getByText('DE 347 281 965')).toBeVisible();

    expect(problems).toEqual([]);
  });
}

test('products lead to registration and contact', async ({ page }) => {
  await grantPlatformAccess(page);
  await page.goto('/products');
  for (const name of ['Digital business cards', 'Smart food counters', 'NFC pet tags']) {
    const product = page.getByRole('region', { name });
    await expect(product.getByRole('heading', { name: 'Features' })).toBeVisible();
    await expect(product.getByRole('heading', { name: 'Use cases' })).toBeVisible();
    await expect(product.getByRole('link', { name: `Get Started with ${name}` })).toHaveAttribute('href', '/register');
    await expect(product.getByRole('link', { name: `Learn More about ${name}` })).toHaveAttribute('href', '/contact');
  }
  await expect(page.getByRole('region', { name: 'Up and running in three steps' }).getByRole('listitem')).toHaveCount(
    3,
  );
});

test('the header navigation scrolls to the sections of /home, going there first', async ({ page }) => {
  await grantPlatformAccess(page);
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/home#features$/);
  await expect(page.locator('#features')).toBeInViewport();

  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/home#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
  await expect(page.locator('#features')).not.toBeInViewport();

  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/home#about$/);
  await expect(page.locator('#about')).toBeInViewport();

  // The footer's FAQ link opens the questions on /contact.
  await page.getByRole('navigation', { name: 'Legal and help' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/contact#faq$/);
  await expect(page.locator('#faq')).toBeInViewport();

  // Phones: the same sections from the mobile menu.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/products');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/home#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
  const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(hasHorizontalScroll).toBe(false);
});

test('the chosen theme is kept across a reload', async ({ page }) => {
  await grantPlatformAccess(page);
  await page.goto('/home');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('the contact forms check their fields and send the message', async ({ page }) => {
  await grantPlatformAccess(page);
  await page.goto('/contact');
  await expect(page.getByText('Send us your message and we will reply within 24 hours.')).toBeVisible();
  const form = page.getByRole('form', { name: 'Send us a message' });

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(4);
  await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');

  const honeypot = form.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(honeypot).toHaveAttribute('aria-hidden', 'true');

  await form.getByLabel('Your name').fill('Erika Mustermann');
  await form.getByLabel('E-mail address').fill('not-an-address');
  await form.getByLabel('Subject').fill('Key fobs for our team');
  await form.getByLabel('Message').fill('We would like 50 key fobs with our logo. What would that cost?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();

  await form.getByLabel('E-mail address').fill('erika@example.com');
  const [request, response] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().endsWith('/api/contact') && candidate.method() === 'POST'),
    page.waitForResponse((candidate) => candidate.url().endsWith('/api/contact')),
    form.getByRole('button', { name: 'Send message' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    name: 'Erika Mustermann',
    email: 'erika@example.com',
    subject: 'Key fobs for our team',
    message: 'We would like 50 key fobs with our logo. What would that cost?',
    website: '',
  });
  expect(response.status()).toBe(201);
  // With a CONTACT_EMAIL configured for the server, the stored message is also mailed to the team.
  const contactEmail = process.env.CONTACT_EMAIL;
  if (contactEmail) {
    await expect
      .poll(async () => {
        const mails = (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; subject: string }[];
        return mails.some((mail) => mail.to === contactEmail && mail.subject.includes('Key fobs for our team'));
      })
      .toBe(true);
  }
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeFocused();
  await expect(
    page.getByText('We have received it and will reply to erika@example.com within 24 hours.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(form.getByLabel('Your name')).toHaveValue('');

  // The form on /home uses the same endpoint, in German here.
  await page.getByRole('button', { name: 'DE', exact: true }).click();
  await page.goto('/home#contact');
  const homeForm = page.getByRole('form', { name: 'Sprechen wir über Ihr Projekt' });
  await homeForm.getByLabel('Ihr Name').fill('Max Müller');
  await homeForm.getByLabel('E-Mail-Adresse').fill('max@example.com');
  await homeForm.getByLabel('Betreff').fill('Speisetheken für unsere Kantine');
  await homeForm.getByLabel('Nachricht').fill('Wir möchten zwölf Theken mit NFC-Tags ausstatten.');
  const [homeResponse] = await Promise.all([
    page.waitForResponse((candidate) => candidate.url().endsWith('/api/contact')),
    homeForm.getByRole('button', { name: 'Nachricht senden' }).click(),
  ]);
  expect(homeResponse.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' })).toBeVisible();
});

test('the contact form explains a failed send and keeps the input', async ({ page }) => {
  await grantPlatformAccess(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many' }) }),
  );
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Your name').fill('Erika Mustermann');
  await form.getByLabel('E-mail address').fill('erika@example.com');
  await form.getByLabel('Subject').fill('Question');
  await form.getByLabel('Message').fill('Hello!');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'You have sent several messages in a short time. Please wait a few minutes and try again.',
  );
  await expect(form.getByLabel('Message')).toHaveValue('Hello!');
});
