import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const adminCredentials = { email: 'admin@example.com', password: 'Admin-Passw0rd!' } as const;
/** The private-app token the local HubSpot of the browser tests accepts (global-setup.ts). */
export const E2E_HUBSPOT_TOKEN = 'pat-eu1-e2e-browser-token';

type OutboxMail = { id: string; to: string; subject: string; text: string; html: string; createdAt: string };

/** A fresh address per test run, so reruns against one database never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Waits for the newest mail to `to` whose text holds a link to `pathname`, and returns that link. */
export async function readMailLink(request: APIRequestContext, to: string, pathname: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        const mails = (await response.json()) as OutboxMail[];
        const mail = mails.find((item) => item.to === to && item.text.includes(pathname));
        link = mail?.text.match(new RegExp(`https?://\\S+${pathname}\\?token=[\\w.~-]+`))?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export const organisation = {
  organisationName: 'Muster Bäckerei GmbH',
  contactFirstName: 'Erika',
  contactLastName: 'Mustermann',
  organisationStreet: 'Hauptstraße',
  organisationNumber: '12a',
  organisationPlz: '10115',
  organisationCity: 'Berlin',
  organisationCountry: 'Germany',
} as const;

/** Registers and verifies an account through the API, for tests that start signed out with a ready user. */
export async function createVerifiedUser(request: APIRequestContext, password = 'Start-Passw0rd!'): Promise<string> {
  const email = uniqueEmail('user');
  const registered = await request.post('/api/auth/register', {
    data: { email, password, ...organisation, language: 'en' },
  });
  expect(registered.status()).toBe(201);
  const link = await readMailLink(request, email, '/verify-email');
  const token = new URL(link).searchParams.get('token');
  const verified = await request.get(`/api/auth/verify-email/${token}`);
  expect(verified.status()).toBe(200);
  return email;
}

/** Gives a fresh owner the Pro plan (25 seats) and an active account through the admin API, as an admin would. */
export async function makePro(request: APIRequestContext, email: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: adminCredentials });
  expect(login.status()).toBe(200);
  const headers = { 'x-auth-token': ((await login.json()) as { token: string }).token };
  const users = (await (await request.get('/api/admin/users', { headers })).json()) as { id: string; email: string }[];
  const user = users.find((item) => item.email === email);
  const plans = (await (await request.get('/api/public/plans')).json()) as { id: string; name: string }[];
  const planId = plans.find((plan) => plan.name === 'Pro')?.id;
  expect(user && planId, 'user and Pro plan').toBeTruthy();
  const updated = await request.put(`/api/admin/users/${user?.id}`, {
    headers,
    data: { planId, isAccountActive: true },
  });
  expect(updated.status(), await updated.text()).toBe(200);
}

/** A new verified owner on the Pro plan, signed in on `page` and on the dashboard; answers their e-mail. */
export async function signInAsProOwner(page: Page, request: APIRequestContext, password: string): Promise<string> {
  const email = await createVerifiedUser(request, password);
  await makePro(request, email);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}
