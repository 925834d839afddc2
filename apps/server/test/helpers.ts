import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { BuildAppOptions } from '../src/app-deps.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPgliteThread, openPostgres } from '../src/db/client.ts';
import { compareSerializersWithZod } from '../src/http/serializer.ts';
import type { MailTransport } from '../src/platform/mail/mail.ts';

export type TestContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

/** A database with the migrated, seeded template: a private PGlite copy, or the shared DATABASE_URL. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return openPostgres(databaseUrl);
  // In a thread of its own, as the server runs it.
  return openPgliteThread({ image: inject('pgliteTemplate') });
}

/** Builds the whole app as production does, on a test database and a temporary DATA_DIR. */
// Every answer of the API tests is serialised by the compiled serializer and by zod, and must come out the same.
compareSerializersWithZod(true);

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailTransport?: MailTransport;
    stripeEndpoint?: { host: string; port: number; protocol: 'http' | 'https' };
    /** Another app's database: two copies of the server on one database. */
    database?: DatabaseHandle;
    /** Relaxes the webhook URL guard (a receiver on this machine) or stubs its DNS lookups. */
    webhookOptions?: BuildAppOptions['webhookOptions'];
    /** The start of Redis keys and channel (with env.REDIS_URL): a fresh one keeps this app's counts to itself. */
    redisPrefix?: string;
    /** Adds test routes or hooks before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
    /** The app secret: another copy given the same one derives the same keys (encrypted CRM tokens). */
    secret?: string;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nfc-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://app.test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ENABLE_TEST_ROUTES: 'true',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Copies share the test database but each has its own file store: only tests of exports build them.
    DISABLE_EXPORT_WORKER: 'true',
    // A CRM worker claims any due sync on the shared database, racing the tests that set sync rows by hand:
    // only the worker's own tests start it.
    DISABLE_CRM_WORKER: 'true',
    // Likewise the wallet worker and the wallet_updates rows its tests make.
    DISABLE_WALLET_WORKER: 'true',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    secret: options.secret ?? randomBytes(32).toString('hex'),
    logger: process.env.TEST_LOG_LEVEL ? undefined : false,
    mailTransport: options.mailTransport,
    stripeEndpoint: options.stripeEndpoint,
    webhookOptions: options.webhookOptions,
    redisPrefix: options.redisPrefix,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A random client address, so rate limits of one test do not reach another. */
export function randomIp(): string {
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
}

/** A unique e-mail address, so tests can share one PostgreSQL database. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export const validRegistration = (email = uniqueEmail()) => ({
  email,
  password: 'Blue-Fjord-1987',
  organisationName: 'Muster GmbH',
  contactFirstName: 'Erika',
  contactLastName: 'Mustermann',
  organisationStreet: 'Hauptstraße',
  organisationNumber: '12a',
  organisationPlz: '10115',
  organisationCity: 'Berlin',
  organisationCountry: 'Germany',
});

type Mail = { to: string; subject: string; text: string; html: string };

/** The newest mail to `to` from the dev outbox. */
export async function lastMailTo(ctx: TestContext, to: string): Promise<Mail | undefined> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  return (response.json() as Mail[]).find((mail) => mail.to === to);
}

/** The token of the newest link to `page` (verify-email, reset-password) mailed to `to`. */
export async function mailedToken(ctx: TestContext, to: string, page: string): Promise<string> {
  const mail = await lastMailTo(ctx, to);
  const match = mail?.text.match(new RegExp(`/${page}\\?token=([\\w%-]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

/** Registers, verifies and signs in a regular user through the API. */
export async function signUp(ctx: TestContext, overrides: Partial<ReturnType<typeof validRegistration>> = {}) {
  const body = { ...validRegistration(), ...overrides };
  const remoteAddress = randomIp();
  const registered = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const token = await mailedToken(ctx, body.email, 'verify-email');
  await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}`, remoteAddress });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: body.email, password: body.password },
    remoteAddress,
  });
  const { token: sessionToken } = login.json() as { token: string };
  const profile = await ctx.app.inject({
    method: 'GET',
    url: '/api/users/profile',
    headers: { 'x-auth-token': sessionToken },
  });
  return {
    email: body.email,
    password: body.password,
    token: sessionToken,
    user: profile.json() as { id: string; organisationId: string },
  };
}

type Caller = { token: string } | null;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call as `account` (none: a visitor). */
export function callAs(ctx: TestContext, account: Caller, method: Method, url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: account ? auth(account.token) : {}, ...(payload && { payload }) });
}

/** A multipart call as `account`: form fields and files. */
export function sendMultipart(
  ctx: TestContext,
  account: { token: string },
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Upload[],
) {
  const body = multipartBody(fields, files);
  return ctx.app.inject({ method, url, headers: { ...auth(account.token), ...body.headers }, payload: body.payload });
}

/** A joiner's details on the /join page. */
export const newcomer = { password: 'Quiet-Harbour-2024', firstName: 'Nina', lastName: 'Neu' };

/** Invites through the API and accepts the mailed link: a signed-in admin or member of the inviter's organisation. */
export async function joinTeam(ctx: TestContext, inviter: { token: string }, role: 'admin' | 'member' = 'member') {
  const email = uniqueEmail(role);
  const invited = await ctx.app.inject({
    method: 'POST',
    url: '/api/team/invitations',
    headers: auth(inviter.token),
    payload: { email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const token = await mailedToken(ctx, email, 'join');
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: `/api/team/invitations/${encodeURIComponent(token)}/accept`,
    payload: newcomer,
    remoteAddress: randomIp(),
  });
  if (accepted.statusCode !== 201) throw new Error(`accepting failed: ${accepted.body}`);
  const sessionToken = (accepted.json() as { token: string }).token;
  const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth(sessionToken) });
  return { email, token: sessionToken, user: profile.json() as { id: string; organisationId: string } };
}

/** Decodes a JWT payload without checking it (tests only). */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/**
 * A user's row with what moved to their organisation (decision 017) under the names the user row had: activation,
 * plan and quota.
 */
export async function accountByEmail(db: TestContext['database']['db'], email: string) {
  const { organisations, users } = await import('../src/db/schema.ts');
  const { eq } = await import('drizzle-orm');
  const [row] = await db
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.email, email));
  if (!row) return undefined;
  const { organisation } = row;
  return {
    ...row.user,
    isAccountActive: organisation.isActive,
    planId: organisation.planId,
    tagQuota: organisation.tagQuota,
    organisation,
  };
}

/** Gives a user's organisation a plan by name (as a subscription would) and activates it. */
export async function givePlan(
  ctx: TestContext,
  userId: string,
  planName: 'Core' | 'Pro' | 'Enterprise' | null,
  extra: { tagQuota?: number | null; isAccountActive?: boolean } = {},
) {
  const { organisations, plans, users } = await import('../src/db/schema.ts');
  const { eq } = await import('drizzle-orm');
  const [plan] = planName ? await ctx.database.db.select().from(plans).where(eq(plans.name, planName)) : [null];
  const [user] = await ctx.database.db
    .select({ organisationId: users.organisationId })
    .from(users)
    .where(eq(users.id, userId));
  await ctx.database.db
    .update(organisations)
    .set({ planId: plan?.id ?? null, isActive: extra.isAccountActive ?? true, tagQuota: extra.tagQuota ?? null })
    .where(eq(organisations.id, user!.organisationId));
  // As the server's own change of a plan does: the members' cached sessions see it at once.
  ctx.app.appDeps.sessions.invalidateOrganisation(user!.organisationId);
}

/**
 * Marks a domain verified for an organisation, as a found TXT record would (the domains tests prove the lookup
 * itself): for tests of what a verified domain allows (single sign-on, enforcement, SCIM).
 */
export async function giveVerifiedDomain(ctx: TestContext, organisationId: string, domain: string) {
  const { organisationDomains } = await import('../src/db/schema.ts');
  const now = new Date();
  await ctx.database.db
    .insert(organisationDomains)
    .values({
      organisationId,
      domain,
      verificationToken: randomBytes(16).toString('hex'),
      verifiedAt: now,
      checkedAt: now,
    })
    .onConflictDoUpdate({
      target: [organisationDomains.organisationId, organisationDomains.domain],
      set: { verifiedAt: now, checkedAt: now },
    });
}

/**
 * Gives an organisation a custom link domain (issue 33) as verifying its TXT record would: serving (verified_at set)
 * unless `serving` is false (pending); `isDefault` makes it the organisation's default. A random host name unless one
 * is given, so tests that share a PostgreSQL database never claim the same serving host.
 */
export async function giveLinkDomain(
  ctx: TestContext,
  organisationId: string,
  { hostname, serving = true, isDefault = false }: { hostname?: string; serving?: boolean; isDefault?: boolean } = {},
) {
  const { linkDomains, organisations } = await import('../src/db/schema.ts');
  const { eq } = await import('drizzle-orm');
  const now = new Date();
  const [domain] = await ctx.database.db
    .insert(linkDomains)
    .values({
      organisationId,
      hostname: hostname ?? `go-${randomUUID().slice(0, 8)}.example.com`,
      verificationToken: randomBytes(16).toString('hex'),
      status: serving ? 'verified' : 'pending',
      verifiedAt: serving ? now : null,
      checkedAt: serving ? now : null,
    })
    .returning({ id: linkDomains.id, hostname: linkDomains.hostname });
  if (isDefault) {
    await ctx.database.db
      .update(organisations)
      .set({ defaultLinkDomainId: domain!.id })
      .where(eq(organisations.id, organisationId));
    // As a change through the API would: the organisation's cached reads (its tag list) see it at once.
    ctx.app.appDeps.organisationReads.invalidate(organisationId);
  }
  return domain!;
}

export const auth = (token: string) => ({ 'x-auth-token': token });

export type Upload = { field: string; name: string; type: string; data: Buffer };

/** A multipart body with text fields and any number of files (one, or a list). */
export function multipartBody(fields: Record<string, string>, files?: Upload | Upload[]) {
  const boundary = `----nfc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files === undefined ? [] : [files].flat()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Small real files for upload tests. */
export const samples = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  script: Buffer.from('<script>alert(1)</script>'),
  async png(width = 32, height = 32) {
    const sharp = (await import('sharp')).default;
    return sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
  },
  async jpegWithExif() {
    const sharp = (await import('sharp')).default;
    return sharp({ create: { width: 64, height: 48, channels: 3, background: '#ff6633' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
      .jpeg()
      .toBuffer();
  },
  async gif() {
    const sharp = (await import('sharp')).default;
    return sharp({ create: { width: 16, height: 16, channels: 3, background: '#00aa00' } })
      .gif()
      .toBuffer();
  },
};

/** An admin account (as ADMIN_EMAIL creates one) and its session token. */
export async function signInAdmin(ctx: TestContext) {
  const { ensureAdmin } = await import('../src/db/seed.ts');
  const email = uniqueEmail('admin');
  const password = 'Admin-Passw0rd!';
  await ensureAdmin({
    db: ctx.database.db,
    config: { dataDir: ctx.config.dataDir, admin: { email, password } },
    logger: ctx.app.log,
  });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: randomIp(),
  });
  const { token } = login.json() as { token: string };
  const profile = await ctx.app.inject({
    method: 'GET',
    url: '/api/users/profile',
    headers: { 'x-auth-token': token },
  });
  return { email, token, user: profile.json() as { id: string; email: string } };
}
