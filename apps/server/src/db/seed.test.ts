import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { accountByEmail, createTestApp, signUp, type TestContext } from '../../test/helpers.ts';
import { hashPassword, verifyPassword } from '../accounts/password.ts';
import { appMeta, customizations, plans, pricingTiers, shippingRates, users } from './schema.ts';
import { adminLoginLines, ensureAdmin, seedCatalogue } from './seed.ts';

describe('seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('holds plans, tiers for every product line, customizations and shipping for DE, AT, CH, NL, BE', async () => {
    const { db } = ctx.database;
    const planNames = (await db.select({ name: plans.name }).from(plans)).map((row) => row.name);
    expect(planNames).toEqual(expect.arrayContaining(['Core', 'Pro']));
    const lines = new Set((await db.select({ line: pricingTiers.productType }).from(pricingTiers)).map((r) => r.line));
    expect([...lines].sort()).toEqual(['food_counter', 'nfc_card', 'pet_tag']);
    const countries = (await db.select({ country: shippingRates.country }).from(shippingRates)).map((r) => r.country);
    expect(countries).toEqual(expect.arrayContaining(['DE', 'AT', 'CH', 'NL', 'BE']));
    const [{ value: customizationCount } = { value: 0 }] = await db.select({ value: count() }).from(customizations);
    expect(customizationCount).toBeGreaterThan(0);
  });

  it('does not insert anything a second time', async () => {
    const { db } = ctx.database;
    const before = await db.select({ value: count() }).from(pricingTiers);
    expect(await seedCatalogue(db)).toBe(false);
    expect(await db.select({ value: count() }).from(pricingTiers)).toEqual(before);
  });

  it('translates a catalogue seeded by version 1 once, leaving what an admin edited alone', async () => {
    const { db } = ctx.database;
    const snapshot = async () => ({
      plans: await db.select().from(plans).orderBy(plans.name),
      tiers: await db.select().from(pricingTiers).orderBy(pricingTiers.id),
    });
    const original = await snapshot();
    onTestFinished(async () => {
      for (const row of original.plans) await db.update(plans).set(row).where(eq(plans.id, row.id));
      for (const row of original.tiers) await db.update(pricingTiers).set(row).where(eq(pricingTiers.id, row.id));
      await db.update(appMeta).set({ value: '2' }).where(eq(appMeta.key, 'seed_version'));
    });
    // As version 1 left it: English only, the quota among the features, nothing recommended.
    await db.update(plans).set({ nameDe: null, descriptionDe: null, featuresDe: null, isRecommended: false });
    await db
      .update(plans)
      .set({
        features: ['10 vCards or tags', 'Scan analytics', 'Public card pages with .vcf download', 'E-mail support'],
      })
      .where(eq(plans.name, 'Core'));
    await db
      .update(plans)
      .set({
        features: [
          '100 tags and vCards',
          'Create tags for websites, vCards and documents',
          'Scan analytics per tag',
          'Campaigns and groups',
          'Priority support',
        ],
      })
      .where(eq(plans.name, 'Pro'));
    await db
      .update(plans)
      .set({ features: ['1,000 tags and vCards', 'Card templates', 'Team analytics', 'Priority support'] })
      .where(eq(plans.name, 'Enterprise'));
    await db.update(pricingTiers).set({ nameDe: null, descriptionDe: null, featuresDe: null });
    await db.update(appMeta).set({ value: '1' }).where(eq(appMeta.key, 'seed_version'));
    // An admin's edits since: Pro's description rewritten, Enterprise's German description written.
    await db.update(plans).set({ description: 'Our own words' }).where(eq(plans.name, 'Pro'));
    await db.update(plans).set({ descriptionDe: 'Eigene Worte' }).where(eq(plans.name, 'Enterprise'));

    expect(await seedCatalogue(db)).toBe(true);
    const once = await snapshot();
    const plan = (name: string) => once.plans.find((row) => row.name === name)!;
    expect(plan('Core')).toMatchObject({
      descriptionDe: expect.stringContaining('kleine Teams'),
      features: expect.not.arrayContaining(['10 vCards or tags']),
      featuresDe: expect.arrayContaining(['Kartenvorlagen', 'Team-Statistiken']),
    });
    expect(plan('Pro')).toMatchObject({
      description: 'Our own words',
      descriptionDe: null,
      isRecommended: true,
      featuresDe: expect.arrayContaining(['Kartenvorlagen']),
    });
    expect(plan('Pro').features).toEqual(expect.arrayContaining(['Card templates', 'Team analytics']));
    expect(plan('Enterprise')).toMatchObject({ descriptionDe: 'Eigene Worte', isRecommended: false });
    expect(plan('Enterprise').features).not.toContain('1,000 tags and vCards');
    expect(once.tiers.every((tier) => tier.nameDe && tier.descriptionDe && tier.featuresDe?.length)).toBe(true);

    // The next start changes nothing, and a Pro un-marked by the admin stays un-marked.
    await db.update(plans).set({ isRecommended: false }).where(eq(plans.name, 'Pro'));
    expect(await seedCatalogue(db)).toBe(false);
    const twice = await snapshot();
    expect(twice.plans.find((row) => row.name === 'Pro')?.isRecommended).toBe(false);
    expect(twice.tiers).toEqual(once.tiers);
  });

  it('creates the configured admin once and never resets a password changed since', async () => {
    const { db } = ctx.database;
    const email = `boss-${Date.now()}@example.com`;
    const logger = ctx.app.log;
    const config = { dataDir: ctx.config.dataDir, admin: { email, password: 'first-password-long' } };
    await ensureAdmin({ db, config, logger });
    await ensureAdmin({ db, config, logger });
    const rows = await db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(await accountByEmail(db, email)).toMatchObject({
      role: 'admin',
      isEmailVerified: true,
      isAccountActive: true,
    });

    // The admin changes the password in the app; the next start (same ADMIN_PASSWORD) leaves it alone.
    const changedHash = await hashPassword('changed-in-the-app');
    await db.update(users).set({ passwordHash: changedHash }).where(eq(users.email, email));
    await ensureAdmin({ db, config, logger });
    await ensureAdmin({ db, config: { ...config, admin: { email, password: 'second-password-long' } }, logger });
    const [after] = await db.select().from(users).where(eq(users.email, email));
    expect(await verifyPassword(after!.passwordHash, 'changed-in-the-app')).toBe(true);
    expect(after!.tokenVersion).toBe(rows[0]!.tokenVersion);
  });

  it('does not promote a customer who registered the configured admin address first', async () => {
    const { db } = ctx.database;
    const customer = await signUp(ctx);
    const result = await ensureAdmin({
      db,
      config: { dataDir: ctx.config.dataDir, admin: { email: customer.email, password: 'operator-password' } },
      logger: ctx.app.log,
    });
    expect(result).toBeNull();
    const [row] = await db.select().from(users).where(eq(users.email, customer.email));
    expect(row!.role).toBe('regular');
    expect(await verifyPassword(row!.passwordHash, customer.password)).toBe(true);
  });
});

describe('first start without ADMIN_EMAIL', () => {
  it('generates an admin password once when none is configured and writes it to a private file', async () => {
    if (process.env.DATABASE_URL) return; // the shared server database may already hold admins
    const ctx = await createTestApp();
    onTestFinished(() => ctx.close());
    const { db } = ctx.database;
    const first = await ensureAdmin({ db, config: { dataDir: ctx.config.dataDir, admin: null }, logger: ctx.app.log });
    expect(first?.generatedPassword).toBeTruthy();
    const file = path.join(ctx.config.dataDir, 'initial-admin.txt');
    expect(await readFile(file, 'utf8')).toContain(first!.generatedPassword!);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await ensureAdmin({ db, config: { dataDir: ctx.config.dataDir, admin: null }, logger: ctx.app.log });
    expect(second).toEqual({ email: first!.email });
  });
});

describe('the admin login printed at start', () => {
  const generated = { email: 'admin@example.com', generatedPassword: 'Zq8-generated-secret' };

  it('shows a generated password to a person at a terminal only, never to a log', () => {
    const atTerminal = adminLoginLines(generated, { isTerminal: true, dataDir: '/data', isConfigured: false });
    expect(atTerminal.join('\n')).toContain('Zq8-generated-secret');
    const toLog = adminLoginLines(generated, { isTerminal: false, dataDir: '/data', isConfigured: false });
    expect(toLog.join('\n')).not.toContain('Zq8-generated-secret');
    expect(toLog.join('\n')).toContain('/data/initial-admin.txt');
  });

  it('names where the password comes from otherwise, and prints nothing without an admin', () => {
    const configured = adminLoginLines(
      { email: 'ops@example.com' },
      { isTerminal: false, dataDir: '/d', isConfigured: true },
    );
    expect(configured).toEqual(['  Admin login: ops@example.com (password from ADMIN_PASSWORD)']);
    expect(adminLoginLines(null, { isTerminal: true, dataDir: '/d', isConfigured: true })).toEqual([]);
  });
});
