import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createOrganisationWithOwner } from '../accounts/organisations.ts';
import { hashPassword } from '../accounts/password.ts';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle, Executor } from './client.ts';
import { appMeta, customizations, plans, pricingTiers, shippingRates, users } from './schema.ts';

/**
 * Bump when the catalogue below changes: a new installation inserts the current catalogue; an older one runs the
 * steps after its version once (each step changes only rows that still hold what an earlier version seeded).
 */
const SEED_VERSION = '2';
const GENERATED_ADMIN_EMAIL = 'admin@example.com';
/** The platform admins' own organisation (an admin is a user, and every user belongs to one). */
const ADMIN_ORGANISATION_NAME = 'Platform administration';

type SeedPlan = typeof plans.$inferInsert & { description: string; features: string[] };

/** The plans' English texts as version 1 seeded them (their quota stood in the features as well as in tagLimit). */
const seedPlanTextsV1: Record<string, { description: string; features: string[] }> = {
  Core: {
    description: 'For small teams sharing digital business cards and watching their scans.',
    features: ['10 vCards or tags', 'Scan analytics', 'Public card pages with .vcf download', 'E-mail support'],
  },
  Pro: {
    description: 'For businesses that run NFC tags, key fobs and cards at scale.',
    features: [
      '100 tags and vCards',
      'Create tags for websites, vCards and documents',
      'Scan analytics per tag',
      'Campaigns and groups',
      'Priority support',
    ],
  },
  Enterprise: {
    description: 'For companies that give every employee a card: as many seats as you need.',
    features: ['1,000 tags and vCards', 'Card templates', 'Team analytics', 'Priority support'],
  },
};

// Quota and seats come from tagLimit and seatLimit; the features name what the server grants each plan (tag
// creation: TAG_CREATION_PLANS; scan analytics: ANALYTICS_PLANS; templates and team analytics: every organisation).
const proFeatures = {
  en: [
    'Create tags for websites, vCards and documents',
    'Scan analytics per tag',
    'Campaigns and groups',
    'Card templates',
    'Team analytics',
    'Priority support',
  ],
  de: [
    'Tags für Websites, vCards und Dokumente anlegen',
    'Scan-Statistiken je Tag',
    'Kampagnen und Gruppen',
    'Kartenvorlagen',
    'Team-Statistiken',
    'Bevorzugter Support',
  ],
};

const seedPlans: SeedPlan[] = [
  {
    name: 'Core',
    description: seedPlanTextsV1.Core!.description,
    descriptionDe: 'Für kleine Teams, die digitale Visitenkarten teilen und ihre Scans im Blick behalten.',
    tagLimit: 10,
    seatLimit: 3,
    // Months of scans kept (decision 025); an older installation got these from migration 0011.
    scanRetentionMonths: 24,
    priceMonthlyCents: 990,
    features: [
      'Scan analytics',
      'Public card pages with .vcf download',
      'Card templates',
      'Team analytics',
      'E-mail support',
    ],
    featuresDe: [
      'Scan-Statistiken',
      'Öffentliche Kartenseiten mit .vcf-Download',
      'Kartenvorlagen',
      'Team-Statistiken',
      'Support per E-Mail',
    ],
    sortOrder: 1,
  },
  {
    name: 'Pro',
    description: seedPlanTextsV1.Pro!.description,
    descriptionDe: 'Für Unternehmen, die NFC-Tags, Schlüsselanhänger und Karten in großer Zahl einsetzen.',
    tagLimit: 100,
    seatLimit: 25,
    scanRetentionMonths: 36,
    priceMonthlyCents: 2990,
    features: proFeatures.en,
    featuresDe: proFeatures.de,
    isRecommended: true,
    sortOrder: 2,
  },
  {
    name: 'Enterprise',
    description: seedPlanTextsV1.Enterprise!.description,
    descriptionDe: 'Für Unternehmen, die allen Beschäftigten eine Karte geben: so viele Plätze wie nötig.',
    tagLimit: 1000,
    seatLimit: null,
    scanRetentionMonths: null,
    priceMonthlyCents: 9990,
    features: proFeatures.en,
    featuresDe: proFeatures.de,
    sortOrder: 3,
  },
];

const lines = ['nfc_card', 'pet_tag', 'food_counter'] as const;
const tierTable: Record<(typeof lines)[number], Array<[string, number, number, number | null, number]>> = {
  // name, unit price cents, min, max, discount %
  nfc_card: [
    ['Starter', 590, 1, 49, 0],
    ['Business', 490, 50, 249, 5],
    ['Volume', 390, 250, null, 10],
  ],
  pet_tag: [
    ['Starter', 1290, 1, 24, 0],
    ['Business', 1090, 25, 99, 5],
    ['Volume', 890, 100, null, 10],
  ],
  food_counter: [
    ['Starter', 3900, 1, 9, 0],
    ['Business', 3400, 10, 49, 5],
    ['Volume', 2900, 50, null, 10],
  ],
};
const tierNamesDe: Record<string, string> = { Starter: 'Einstieg', Business: 'Business', Volume: 'Volumen' };
const tierFeatures = {
  food_counter: {
    en: ['Menu and allergen page per counter', 'Updates without reprinting', 'Scan analytics'],
    de: ['Menü- und Allergenseite je Theke', 'Änderungen ohne Neudruck', 'Scan-Statistiken'],
  },
  other: {
    en: ['NTAG215 chip', 'Works with every NFC phone', 'Printed QR code as fallback'],
    de: ['NTAG215-Chip', 'Funktioniert mit jedem NFC-Smartphone', 'Aufgedruckter QR-Code als Alternative'],
  },
};

type SeedTier = typeof pricingTiers.$inferInsert & { description: string; features: string[] };

const seedTiers: SeedTier[] = lines.flatMap((line) =>
  tierTable[line].map(([name, basePriceCents, minQuantity, maxQuantity, discountPercentage]) => {
    const range = `${minQuantity}${maxQuantity ? `-${maxQuantity}` : '+'}`;
    const features = tierFeatures[line === 'food_counter' ? 'food_counter' : 'other'];
    return {
      name,
      nameDe: tierNamesDe[name] ?? null,
      description: `${name} pricing for ${range} units`,
      descriptionDe: `${tierNamesDe[name] ?? name}-Preise für ${range} Stück`,
      productType: line,
      basePriceCents,
      minQuantity,
      maxQuantity,
      discountPercentage,
      hasMonthlyFee: line === 'food_counter',
      monthlyFeeCents: line === 'food_counter' ? 490 : 0,
      features: features.en,
      featuresDe: features.de,
    };
  }),
);

const seedCustomizations: Array<typeof customizations.$inferInsert> = [
  { name: 'Logo print', description: 'Your logo printed on the front', priceCents: 150, category: 'design' },
  {
    name: 'Recycled PVC body',
    description: 'Durable body from recycled plastic',
    priceCents: 100,
    category: 'material',
  },
  {
    name: 'Laser engraving',
    description: 'Name or number engraved on the back',
    priceCents: 200,
    category: 'engraving',
  },
];

const seedShipping: Array<typeof shippingRates.$inferInsert> = [
  { country: 'DE', baseRateCents: 490, perItemRateCents: 5, freeShippingThresholdCents: 10_000, estimatedDays: '2-3' },
  { country: 'AT', baseRateCents: 890, perItemRateCents: 10, freeShippingThresholdCents: 15_000, estimatedDays: '3-5' },
  { country: 'CH', baseRateCents: 1490, perItemRateCents: 20, freeShippingThresholdCents: null, estimatedDays: '4-7' },
  { country: 'NL', baseRateCents: 990, perItemRateCents: 10, freeShippingThresholdCents: 15_000, estimatedDays: '3-5' },
  { country: 'BE', baseRateCents: 990, perItemRateCents: 10, freeShippingThresholdCents: 15_000, estimatedDays: '3-5' },
];

/**
 * Version 2 on an installation seeded by version 1: German texts, features that state what each plan grants
 * (quota once, in tagLimit), Pro recommended. Each text changes only where the row still holds the seeded English
 * and no German, so nothing an admin edited is overwritten.
 */
async function translateSeededCatalogue(tx: Executor): Promise<void> {
  for (const plan of seedPlans) {
    const old = seedPlanTextsV1[plan.name];
    if (!old) continue;
    const seeded = sql`lower(${plans.name}) = lower(${plan.name})`;
    await tx
      .update(plans)
      .set({ descriptionDe: plan.descriptionDe })
      .where(and(seeded, eq(plans.description, old.description), isNull(plans.descriptionDe)));
    await tx
      .update(plans)
      .set({ features: plan.features, featuresDe: plan.featuresDe })
      .where(and(seeded, sql`${plans.features} = ${JSON.stringify(old.features)}::jsonb`, isNull(plans.featuresDe)));
  }
  const [recommended] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.isRecommended, true)).limit(1);
  if (!recommended) await tx.update(plans).set({ isRecommended: true }).where(sql`lower(${plans.name}) = 'pro'`);
  for (const tier of seedTiers) {
    const seeded = and(eq(pricingTiers.name, tier.name), eq(pricingTiers.productType, tier.productType!));
    await tx
      .update(pricingTiers)
      .set({ nameDe: tier.nameDe })
      .where(and(seeded, isNull(pricingTiers.nameDe)));
    await tx
      .update(pricingTiers)
      .set({ descriptionDe: tier.descriptionDe })
      .where(and(seeded, eq(pricingTiers.description, tier.description), isNull(pricingTiers.descriptionDe)));
    await tx
      .update(pricingTiers)
      .set({ featuresDe: tier.featuresDe })
      .where(
        and(
          seeded,
          sql`${pricingTiers.features} = ${JSON.stringify(tier.features)}::jsonb`,
          isNull(pricingTiers.featuresDe),
        ),
      );
  }
}

/** The steps from one seed version to the next, run in order on an installation seeded by an older version. */
const seedSteps: Array<{ version: number; run: (tx: Executor) => Promise<void> }> = [
  { version: 2, run: translateSeededCatalogue },
];

/** Inserts the catalogue on a new installation, or runs the steps an older one lacks; a second start changes nothing. */
export async function seedCatalogue(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) {
      await tx.insert(plans).values(seedPlans).onConflictDoNothing();
      await tx.insert(pricingTiers).values(seedTiers).onConflictDoNothing();
      await tx.insert(customizations).values(seedCustomizations).onConflictDoNothing();
      await tx.insert(shippingRates).values(seedShipping).onConflictDoNothing();
      return true;
    }
    const [meta] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seed_version')).for('update');
    const current = Number(meta?.value ?? 0);
    const pending = seedSteps.filter((step) => step.version > current);
    if (pending.length === 0) return false;
    for (const step of pending) await step.run(tx);
    await tx.update(appMeta).set({ value: SEED_VERSION }).where(eq(appMeta.key, 'seed_version'));
    return true;
  });
}

export type AdminSetup = { email: string; generatedPassword?: string };

/**
 * Makes sure an admin can sign in: the configured one is created when its address is not taken (an existing
 * account is never changed, so a password changed in the app survives restarts), else a generated one on the
 * very first start, written to a private file.
 */
export async function ensureAdmin(options: {
  db: Database;
  config: Pick<Config, 'admin' | 'dataDir'>;
  logger: FastifyBaseLogger;
}): Promise<AdminSetup | null> {
  const { db, config, logger } = options;
  const adminFields = { role: 'admin' as const, isEmailVerified: true };
  const organisation = { name: ADMIN_ORGANISATION_NAME, isActive: true };
  if (config.admin) {
    const { email, password } = config.admin;
    const [existing] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
    if (!existing) {
      await createOrganisationWithOwner(db, {
        organisation,
        owner: { email, passwordHash: await hashPassword(password), ...adminFields },
      });
      logger.info({ email }, 'admin account created from ADMIN_EMAIL');
    } else if (existing.role !== 'admin') {
      // Promoting it would hand the admin area to whoever registered that address first.
      logger.error({ email }, 'ADMIN_EMAIL belongs to an existing customer account; it was not made an admin');
      return null;
    }
    return { email };
  }
  const [anyAdmin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (anyAdmin) return { email: anyAdmin.email };
  const generatedPassword = randomBytes(15).toString('base64url');
  const created = await createOrganisationWithOwner(db, {
    organisation,
    owner: { email: GENERATED_ADMIN_EMAIL, passwordHash: await hashPassword(generatedPassword), ...adminFields },
  });
  if (!created) return { email: GENERATED_ADMIN_EMAIL };
  await writeFile(
    path.join(config.dataDir, 'initial-admin.txt'),
    `email: ${GENERATED_ADMIN_EMAIL}\npassword: ${generatedPassword}\n`,
    { mode: 0o600 },
  );
  return { email: GENERATED_ADMIN_EMAIL, generatedPassword };
}

/**
 * Everything a start does to the database before serving: migrations, the catalogue and the admin, under one
 * advisory lock so that copies starting together neither race nor crash.
 */
export async function prepareDatabase(options: {
  database: DatabaseHandle;
  migrationsFolder: string;
  config: Pick<Config, 'admin' | 'dataDir'>;
  logger: FastifyBaseLogger;
}): Promise<AdminSetup | null> {
  const { database, migrationsFolder, config, logger } = options;
  return database.exclusive(async (session) => {
    await session.migrate(migrationsFolder);
    if (await seedCatalogue(session.db)) logger.info('seeded plans, pricing tiers, customizations and shipping rates');
    return ensureAdmin({ db: session.db, config, logger });
  });
}

/**
 * What the start prints about the admin login. A generated password is shown only to a person at a terminal:
 * output that is not a terminal ends up in log files and collectors, so there it stays in the private file.
 */
export function adminLoginLines(
  admin: AdminSetup | null,
  { isTerminal, dataDir, isConfigured }: { isTerminal: boolean; dataDir: string; isConfigured: boolean },
): string[] {
  if (!admin) return [];
  const adminFile = path.join(dataDir, 'initial-admin.txt');
  if (admin.generatedPassword && isTerminal) {
    return [
      `  Admin login (shown once, also in ${adminFile}):`,
      `    e-mail:   ${admin.email}`,
      `    password: ${admin.generatedPassword}`,
    ];
  }
  if (admin.generatedPassword) {
    return [`  Admin login: ${admin.email} (generated password in ${adminFile}, readable by this user only)`];
  }
  return [
    `  Admin login: ${admin.email} (${isConfigured ? 'password from ADMIN_PASSWORD' : `password in ${adminFile}`})`,
  ];
}
