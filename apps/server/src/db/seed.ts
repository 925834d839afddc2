import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createOrganisationWithOwner } from '../accounts/organisations.ts';
import { hashPassword } from '../accounts/password.ts';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { appMeta, customizations, plans, pricingTiers, shippingRates, users } from './schema.ts';

/** Bump when the catalogue below grows; each version's data is inserted once. */
const SEED_VERSION = '1';
const GENERATED_ADMIN_EMAIL = 'admin@example.com';
/** The platform admins' own organisation (an admin is a user, and every user belongs to one). */
const ADMIN_ORGANISATION_NAME = 'Platform administration';

const seedPlans: Array<typeof plans.$inferInsert> = [
  {
    name: 'Core',
    description: 'For small teams sharing digital business cards and watching their scans.',
    tagLimit: 10,
    seatLimit: 3,
    priceMonthlyCents: 990,
    features: ['10 vCards or tags', 'Scan analytics', 'Public card pages with .vcf download', 'E-mail support'],
    sortOrder: 1,
  },
  {
    name: 'Pro',
    description: 'For businesses that run NFC tags, key fobs and cards at scale.',
    tagLimit: 100,
    seatLimit: 25,
    priceMonthlyCents: 2990,
    features: [
      '100 tags and vCards',
      'Create tags for websites, vCards and documents',
      'Scan analytics per tag',
      'Campaigns and groups',
      'Priority support',
    ],
    sortOrder: 2,
  },
  {
    name: 'Enterprise',
    description: 'For companies that give every employee a card: as many seats as you need.',
    tagLimit: 1000,
    seatLimit: null,
    priceMonthlyCents: 9990,
    features: ['1,000 tags and vCards', 'Card templates', 'Team analytics', 'Priority support'],
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

const seedTiers: Array<typeof pricingTiers.$inferInsert> = lines.flatMap((line) =>
  tierTable[line].map(([name, basePriceCents, minQuantity, maxQuantity, discountPercentage]) => ({
    name,
    description: `${name} pricing for ${minQuantity}${maxQuantity ? `-${maxQuantity}` : '+'} units`,
    productType: line,
    basePriceCents,
    minQuantity,
    maxQuantity,
    discountPercentage,
    hasMonthlyFee: line === 'food_counter',
    monthlyFeeCents: line === 'food_counter' ? 490 : 0,
    features:
      line === 'food_counter'
        ? ['Menu and allergen page per counter', 'Updates without reprinting', 'Scan analytics']
        : ['NTAG215 chip', 'Works with every NFC phone', 'Printed QR code as fallback'],
  })),
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

/** Inserts the catalogue once per SEED_VERSION; a second start changes nothing. */
export async function seedCatalogue(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(appMeta)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return false;
    await tx.insert(plans).values(seedPlans).onConflictDoNothing();
    await tx.insert(pricingTiers).values(seedTiers).onConflictDoNothing();
    await tx.insert(customizations).values(seedCustomizations).onConflictDoNothing();
    await tx.insert(shippingRates).values(seedShipping).onConflictDoNothing();
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
