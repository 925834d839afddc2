import { Readable } from 'node:stream';
import { type CsvValue, toCsv } from '@nfc/contract/csv';
import { ZipArchive } from 'archiver';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  auditLog,
  cardTemplates,
  leads,
  linkDomains,
  orders,
  organisations,
  plans,
  qrStyles,
  scans,
  sunChips,
  tags,
  users,
  vcfConfigs,
  webhookEndpoints,
} from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { VcardContact } from '../../public-cards/vcard-contact.ts';
import {
  cardLinkDomain,
  linkBaseOf,
  servingLinkDomain,
  servingLinkDomainOn,
  tagLinkDomain,
} from '../../public-links/link-base.ts';
import { exportColumns, exportReadme } from './readme.ts';

/** The vCard 3.0 formatter of the cards feature, handed in by the composition root (decision 013). */
export type BuildVcard = (contact: VcardContact) => string;

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

/** Rows read per query: memory stays at one batch whatever the table's size. */
export const EXPORT_BATCH_ROWS = 2_000;

type Cursor = { at: string; id: string };
type Keyed = { cursorAt: string; id: string };

/** Rows after the cursor in (time, id) order: keyset pages that neither skip nor repeat a row. */
const after = (cursor: Cursor | null, at: PgColumn, id: PgColumn): SQL | undefined =>
  cursor ? sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
/** The time as PostgreSQL prints it, microseconds included, so the next page starts exactly after it. */
const cursorOf = (at: PgColumn) => sql<string>`${at}::text`;

async function* keysetBatches<T extends Keyed>(load: (cursor: Cursor | null) => Promise<T[]>): AsyncGenerator<T[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await load(cursor);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH_ROWS) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const euros = (cents: number) => (cents / 100).toFixed(2);
const extensionOf = (key: string) => (key.split('.').pop() ?? 'bin').toLowerCase().replace(/[^a-z0-9]/g, '');
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'file';

/** Reports progress: `done` units of `total`, as the builder goes through files and batches. */
export type ExportProgress = (done: number, total: number) => Promise<void>;

/**
 * Writes the organisation's zip to storage as a stream (decision 023): every table is read in keyset batches and
 * every file streamed from storage, so memory stays flat whatever the number of scans. Answers the zip's size.
 */
export async function buildOrganisationArchive(
  deps: Deps & { buildVcard: BuildVcard },
  options: {
    organisationId: string;
    fileKey: string;
    onProgress: ExportProgress;
    signal?: AbortSignal;
  },
): Promise<{ sizeBytes: number }> {
  const { db, storage } = deps;
  const { organisationId, fileKey, onProgress, signal } = options;
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  if (!organisation) throw new Error(`Organisation ${organisationId} is gone`);

  const totals = await countRows(db, organisationId);
  // One unit per row, and one per file of the fixed part (organisation.json, webhooks.json, README.txt ...).
  const total = Object.values(totals).reduce((sum, value) => sum + value, 0) + 4;
  let done = 0;
  const advance = async (units: number) => {
    done += units;
    await onProgress(Math.min(done, total), total);
  };

  const archive = new ZipArchive({ zlib: { level: 6 } });
  let failure: Error | null = null;
  const failed = new Promise<never>((_, reject) => {
    archive.on('error', (error) => {
      failure = error;
      reject(error);
    });
  });
  failed.catch(() => undefined);
  const upload = storage.putStream(fileKey, archive, 'application/zip');
  upload.catch(() => undefined);

  /** Appends one entry and waits until the archive has taken it in, so entries are read one after another. */
  const add = async (source: Readable | Buffer | string, name: string) => {
    if (signal?.aborted) throw new Error('Export stopped');
    if (failure) throw failure;
    const taken = new Promise<void>((resolve, reject) => {
      const onEntry = () => {
        cleanup();
        resolve();
      };
      const onSourceError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        archive.off('entry', onEntry);
        if (source instanceof Readable) source.off('error', onSourceError);
      };
      archive.on('entry', onEntry);
      if (source instanceof Readable) source.on('error', onSourceError);
    });
    archive.append(source, { name, date: new Date() });
    await Promise.race([taken, failed]);
  };
  /** A CSV file streamed from batches of rows: header first, each batch counted towards the progress. */
  const csv = (name: keyof typeof exportColumns, batches: AsyncIterable<CsvValue[][]>) => {
    const header = exportColumns[name];
    async function* lines() {
      yield Buffer.from(`\uFEFF${toCsv([header])}\r\n`);
      for await (const rows of batches) {
        if (signal?.aborted) throw new Error('Export stopped');
        yield Buffer.from(`${toCsv(rows)}\r\n`);
        await advance(rows.length);
      }
    }
    return add(Readable.from(lines(), { objectMode: false }), name);
  };
  const file = async (key: string | null, name: string) => {
    if (!key) return null;
    const stream = await storage.getStream(key);
    if (!stream) return null;
    await add(stream, name);
    return name;
  };

  try {
    await add(exportReadme(), 'README.txt');
    await add(`${JSON.stringify(await organisationJson(db, organisation), null, 2)}\n`, 'organisation.json');
    await advance(1);
    await file(organisation.brandLogoPath, `organisation/brand-logo.${extensionOf(organisation.brandLogoPath ?? '')}`);
    await file(
      organisation.brandCoverPath,
      `organisation/brand-cover.${extensionOf(organisation.brandCoverPath ?? '')}`,
    );

    await csv('members.csv', memberRows(db, organisationId));
    await csv('tags.csv', tagRows(deps, organisationId));
    for await (const batch of tagDocumentBatches(db, organisationId)) {
      for (const tag of batch) {
        await file(
          tag.documentKey,
          `tags/${tag.id}/${safeName(tag.documentName ?? `document.${extensionOf(tag.documentKey ?? '')}`)}`,
        );
      }
    }
    await addCards(deps, { organisation, add, file, advance });
    await csv('leads.csv', leadRows(db, organisationId));
    await csv('scans.csv', scanRows(db, organisationId));
    await csv('orders.csv', orderRows(db, organisationId));
    for await (const batch of orderLogoBatches(db, organisationId)) {
      for (const order of batch)
        await file(order.logoKey, `orders/${order.orderNumber}-logo.${extensionOf(order.logoKey ?? '')}`);
    }
    await add(`${JSON.stringify(await webhooksJson(db, organisationId), null, 2)}\n`, 'webhooks.json');
    await advance(1);
    await csv('audit.csv', auditRows(db, organisationId));
    await archive.finalize();
    const { sizeBytes } = await Promise.race([upload, failed]);
    await advance(2);
    return { sizeBytes };
  } catch (error) {
    archive.abort();
    await upload.catch(() => undefined);
    await storage.delete(fileKey).catch(() => undefined);
    throw error;
  }
}

async function countRows(db: Database, organisationId: string) {
  return {
    members: await db.$count(users, eq(users.organisationId, organisationId)),
    tags: await db.$count(tags, eq(tags.organisationId, organisationId)),
    cards: await db.$count(vcfConfigs, eq(vcfConfigs.organisationId, organisationId)),
    leads: await db.$count(leads, eq(leads.organisationId, organisationId)),
    scans: await db.$count(scans, eq(scans.organisationId, organisationId)),
    orders: await db.$count(orders, eq(orders.organisationId, organisationId)),
    audit: await db.$count(auditLog, auditScope(organisationId)),
  };
}

async function organisationJson(db: Database, organisation: typeof organisations.$inferSelect) {
  const [plan] = organisation.planId
    ? await db.select({ name: plans.name }).from(plans).where(eq(plans.id, organisation.planId))
    : [];
  const [qrStyle] = await db.select().from(qrStyles).where(eq(qrStyles.organisationId, organisation.id));
  const templates = await db
    .select()
    .from(cardTemplates)
    .where(eq(cardTemplates.organisationId, organisation.id))
    .orderBy(asc(cardTemplates.createdAt));
  const domains = await db
    .select()
    .from(linkDomains)
    .where(eq(linkDomains.organisationId, organisation.id))
    .orderBy(asc(linkDomains.createdAt));
  return {
    exportedAt: new Date().toISOString(),
    id: organisation.id,
    name: organisation.name,
    address: {
      street: organisation.street,
      number: organisation.number,
      postalCode: organisation.plz,
      city: organisation.city,
      country: organisation.country,
    },
    plan: plan?.name ?? null,
    subscriptionStatus: organisation.subscriptionStatus,
    currentPeriodEnd: iso(organisation.currentPeriodEnd),
    isActive: organisation.isActive,
    tagQuota: organisation.tagQuota,
    leadRetentionMonths: organisation.leadRetentionMonths,
    brand: {
      appearance: organisation.brandAppearance,
      logo: organisation.brandLogoPath ? `organisation/brand-logo.${extensionOf(organisation.brandLogoPath)}` : null,
      cover: organisation.brandCoverPath
        ? `organisation/brand-cover.${extensionOf(organisation.brandCoverPath)}`
        : null,
    },
    qrStyle: qrStyle ? { foreground: qrStyle.foreground, background: qrStyle.background } : null,
    defaultTemplateId: organisation.defaultTemplateId,
    requireTemplate: organisation.requireTemplate,
    templates: templates.map((template) => ({
      id: template.id,
      name: template.name,
      websiteUrl: template.websiteUrl,
      linkedinUrl: template.linkedinUrl,
      instagramUrl: template.instagramUrl,
      bio: template.bio,
      links: template.links,
      appearance: template.appearance,
      lockedFields: template.lockedFields,
      followsBrand: template.followsBrand,
      createdAt: iso(template.createdAt),
    })),
    // Custom link domains (issue 33), without their verification tokens.
    defaultLinkDomainId: organisation.defaultLinkDomainId,
    linkDomains: domains.map((domain) => ({
      id: domain.id,
      hostname: domain.hostname,
      status: domain.status,
      isServing: domain.verifiedAt !== null,
      isDefault: domain.id === organisation.defaultLinkDomainId,
      rootUrl: domain.rootUrl,
      verifiedAt: iso(domain.verifiedAt),
      createdAt: iso(domain.createdAt),
    })),
    createdAt: iso(organisation.createdAt),
  };
}

async function* memberRows(db: Database, organisationId: string): AsyncGenerator<CsvValue[][]> {
  const batches = keysetBatches((cursor) =>
    db
      .select({ cursorAt: cursorOf(users.createdAt), row: users })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), after(cursor, users.createdAt, users.id)))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(EXPORT_BATCH_ROWS)
      .then((rows) => rows.map(({ cursorAt, row }) => ({ cursorAt, id: row.id, row }))),
  );
  for await (const batch of batches) {
    yield batch.map(({ row }) => [
      row.id,
      row.email,
      row.contactFirstName,
      row.contactLastName,
      row.teamRole,
      row.isActive,
      row.isEmailVerified,
      row.language,
      iso(row.createdAt),
    ]);
  }
}

async function* tagRows({ db, config }: Deps, organisationId: string): AsyncGenerator<CsvValue[][]> {
  const batches = keysetBatches((cursor) =>
    db
      .select({
        cursorAt: cursorOf(tags.createdAt),
        row: tags,
        createdBy: users.email,
        chipUid: sunChips.uid,
        chipCounter: sunChips.lastCounter,
        linkDomain: linkDomains.hostname,
        linkHost: servingLinkDomain.hostname,
      })
      .from(tags)
      .innerJoin(organisations, eq(organisations.id, tags.organisationId))
      .leftJoin(servingLinkDomain, servingLinkDomainOn(tagLinkDomain))
      .leftJoin(linkDomains, eq(linkDomains.id, tags.linkDomainId))
      .leftJoin(users, eq(users.id, tags.userId))
      .leftJoin(sunChips, eq(sunChips.tagId, tags.id))
      .where(and(eq(tags.organisationId, organisationId), after(cursor, tags.createdAt, tags.id)))
      .orderBy(asc(tags.createdAt), asc(tags.id))
      .limit(EXPORT_BATCH_ROWS)
      .then((rows) => rows.map((found) => ({ ...found, id: found.row.id }))),
  );
  for await (const batch of batches) {
    yield batch.map(({ row, createdBy, chipUid, chipCounter, linkDomain, linkHost }) => [
      row.id,
      row.userFacingId,
      row.name,
      row.status,
      row.actionType,
      row.targetUrl,
      row.vcfConfigId,
      row.documentKey
        ? `tags/${row.id}/${safeName(row.documentName ?? `document.${extensionOf(row.documentKey)}`)}`
        : null,
      row.campaignId,
      row.campaignName,
      row.groupId,
      row.orderId,
      row.scanCount,
      JSON.stringify(row.rules),
      iso(row.expiresAt),
      row.maxScans,
      createdBy,
      iso(row.createdAt),
      iso(row.updatedAt),
      row.verification,
      row.verificationFallbackUrl,
      chipUid,
      chipCounter,
      linkDomain,
      `${linkBaseOf(config.appUrl, linkHost)}/t/${row.userFacingId}`,
    ]);
  }
}

function tagDocumentBatches(db: Database, organisationId: string) {
  return keysetBatches((cursor) =>
    db
      .select({
        cursorAt: cursorOf(tags.createdAt),
        id: tags.id,
        documentKey: tags.documentKey,
        documentName: tags.documentName,
      })
      .from(tags)
      .where(
        and(
          eq(tags.organisationId, organisationId),
          sql`${tags.documentKey} is not null`,
          after(cursor, tags.createdAt, tags.id),
        ),
      )
      .orderBy(asc(tags.createdAt), asc(tags.id))
      .limit(EXPORT_BATCH_ROWS),
  );
}

async function addCards(
  deps: Deps & { buildVcard: BuildVcard },
  context: {
    organisation: typeof organisations.$inferSelect;
    add: (source: Readable | Buffer | string, name: string) => Promise<void>;
    file: (key: string | null, name: string) => Promise<string | null>;
    advance: (units: number) => Promise<void>;
  },
) {
  const { db, storage, config, buildVcard } = deps;
  const { organisation, add, file, advance } = context;
  const batches = keysetBatches((cursor) =>
    db
      .select({
        cursorAt: cursorOf(vcfConfigs.createdAt),
        row: vcfConfigs,
        memberEmail: users.email,
        linkDomain: linkDomains.hostname,
        linkHost: servingLinkDomain.hostname,
      })
      .from(vcfConfigs)
      .innerJoin(organisations, eq(organisations.id, vcfConfigs.organisationId))
      .leftJoin(servingLinkDomain, servingLinkDomainOn(cardLinkDomain))
      .leftJoin(linkDomains, eq(linkDomains.id, vcfConfigs.linkDomainId))
      .leftJoin(users, eq(users.id, vcfConfigs.userId))
      .where(and(eq(vcfConfigs.organisationId, organisation.id), after(cursor, vcfConfigs.createdAt, vcfConfigs.id)))
      .orderBy(asc(vcfConfigs.createdAt), asc(vcfConfigs.id))
      // Cards carry their pictures: a smaller page keeps what is held at once small.
      .limit(EXPORT_BATCH_ROWS)
      .then((rows) => rows.map((found) => ({ ...found, id: found.row.id }))),
  );
  for await (const batch of batches) {
    for (const { row: card, memberEmail, linkDomain, linkHost } of batch) {
      const folder = `cards/${card.id}`;
      const images = {
        profilePicture: await file(
          card.profilePicturePath,
          `${folder}/profile-picture.${extensionOf(card.profilePicturePath ?? '')}`,
        ),
        coverImage: await file(card.coverImagePath, `${folder}/cover.${extensionOf(card.coverImagePath ?? '')}`),
        logoImage: await file(card.logoImagePath, `${folder}/logo.${extensionOf(card.logoImagePath ?? '')}`),
      };
      const json = {
        id: card.id,
        configName: card.configName,
        member: memberEmail,
        name: card.name,
        surname: card.surname,
        position: card.position,
        contactEmail: card.contactEmail,
        phoneNumber: card.phoneNumber,
        websiteUrl: card.websiteUrl,
        linkedinUrl: card.linkedinUrl,
        instagramUrl: card.instagramUrl,
        bio: card.bio,
        links: card.links,
        appearance: card.appearance,
        templateId: card.templateId,
        followsBrand: card.followsBrand,
        linkDomain,
        publicUrl: `${linkBaseOf(config.appUrl, linkHost)}/vcard/${card.downloadToken}`,
        images,
        createdAt: iso(card.createdAt),
        updatedAt: iso(card.updatedAt),
      };
      await add(`${JSON.stringify(json, null, 2)}\n`, `${folder}/card.json`);
      const photoJpeg = card.profilePicturePath ? await storage.get(card.profilePicturePath) : null;
      const vcf = buildVcard({
        ...card,
        organisationName: organisation.name,
        organisationStreet: organisation.street,
        organisationNumber: organisation.number,
        organisationPlz: organisation.plz,
        organisationCity: organisation.city,
        organisationCountry: organisation.country,
        links: card.links ?? [],
        photoJpeg,
      });
      await add(vcf, `${folder}/card.vcf`);
      await advance(1);
    }
  }
}

async function* leadRows(db: Database, organisationId: string): AsyncGenerator<CsvValue[][]> {
  const batches = keysetBatches((cursor) =>
    db
      .select({ cursorAt: cursorOf(leads.createdAt), row: leads, cardName: vcfConfigs.configName })
      .from(leads)
      .leftJoin(vcfConfigs, eq(vcfConfigs.id, leads.vcfConfigId))
      .where(and(eq(leads.organisationId, organisationId), after(cursor, leads.createdAt, leads.id)))
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(EXPORT_BATCH_ROWS)
      .then((rows) => rows.map(({ cursorAt, row, cardName }) => ({ cursorAt, id: row.id, row, cardName }))),
  );
  for await (const batch of batches) {
    yield batch.map(({ row, cardName }) => [
      row.id,
      iso(row.createdAt),
      row.name,
      row.email,
      row.phone,
      row.company,
      row.note,
      row.source,
      row.vcfConfigId,
      cardName,
      row.viaTagId,
      row.language,
      iso(row.consentAt),
      row.consentText,
      row.consentVersion,
      row.consentLanguage,
    ]);
  }
}

/** Every stored scan of the organisation, oldest first; never the visitor hash (the IP address is never stored). */
async function* scanRows(db: Database, organisationId: string): AsyncGenerator<CsvValue[][]> {
  const batches = keysetBatches((cursor) =>
    db
      .select({
        cursorAt: cursorOf(scans.occurredAt),
        id: scans.id,
        occurredAt: scans.occurredAt,
        kind: scans.kind,
        source: scans.source,
        tagId: scans.tagId,
        vcfConfigId: scans.vcfConfigId,
        viaTagId: scans.viaTagId,
        matchedRule: scans.matchedRule,
        isBot: scans.isBot,
        platform: scans.platform,
        browser: scans.browser,
        language: scans.language,
        country: scans.country,
        referrer: scans.referrer,
        userAgent: scans.userAgent,
        screenResolution: scans.screenResolution,
        timezone: scans.timezone,
        latitude: scans.latitude,
        longitude: scans.longitude,
        verification: scans.verification,
        chipUid: scans.chipUid,
        chipCounter: scans.chipCounter,
      })
      .from(scans)
      .where(and(eq(scans.organisationId, organisationId), after(cursor, scans.occurredAt, scans.id)))
      .orderBy(asc(scans.occurredAt), asc(scans.id))
      .limit(EXPORT_BATCH_ROWS),
  );
  for await (const batch of batches) {
    yield batch.map((scan) => [
      scan.id,
      iso(scan.occurredAt),
      scan.kind,
      scan.source,
      scan.tagId,
      scan.vcfConfigId,
      scan.viaTagId,
      scan.matchedRule,
      scan.isBot,
      scan.platform,
      scan.browser,
      scan.language,
      scan.country,
      scan.referrer,
      scan.userAgent,
      scan.screenResolution,
      scan.timezone,
      scan.latitude,
      scan.longitude,
      scan.verification,
      scan.chipUid,
      scan.chipCounter,
    ]);
  }
}

async function* orderRows(db: Database, organisationId: string): AsyncGenerator<CsvValue[][]> {
  const batches = keysetBatches((cursor) =>
    db
      .select({ cursorAt: cursorOf(orders.createdAt), row: orders, placedBy: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.organisationId, organisationId), after(cursor, orders.createdAt, orders.id)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(EXPORT_BATCH_ROWS)
      .then((rows) => rows.map(({ cursorAt, row, placedBy }) => ({ cursorAt, id: row.id, row, placedBy }))),
  );
  for await (const batch of batches) {
    yield batch.map(({ row, placedBy }) => [
      row.id,
      row.orderNumber,
      row.status,
      row.productType,
      row.quantity,
      row.currency,
      euros(row.unitPriceCents),
      euros(row.basePriceCents),
      euros(row.customizationTotalCents),
      euros(row.discountAmountCents),
      euros(row.subtotalCents),
      euros(row.vatAmountCents),
      euros(row.shippingCostCents),
      euros(row.totalPriceCents),
      row.tagWritingPreference,
      row.shippingCountry,
      row.deliveryAddress ? JSON.stringify(row.deliveryAddress) : null,
      row.trackingNumber,
      row.logoKey ? `orders/${row.orderNumber}-logo.${extensionOf(row.logoKey)}` : null,
      placedBy,
      iso(row.createdAt),
      iso(row.completedAt),
    ]);
  }
}

function orderLogoBatches(db: Database, organisationId: string) {
  return keysetBatches((cursor) =>
    db
      .select({
        cursorAt: cursorOf(orders.createdAt),
        id: orders.id,
        orderNumber: orders.orderNumber,
        logoKey: orders.logoKey,
      })
      .from(orders)
      .where(
        and(
          eq(orders.organisationId, organisationId),
          sql`${orders.logoKey} is not null`,
          after(cursor, orders.createdAt, orders.id),
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(EXPORT_BATCH_ROWS),
  );
}

/** The endpoints without their signing secrets. */
async function webhooksJson(db: Database, organisationId: string) {
  const rows = await db
    .select({ row: webhookEndpoints, addedBy: users.email })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.userId))
    .where(eq(webhookEndpoints.organisationId, organisationId))
    .orderBy(asc(webhookEndpoints.createdAt));
  return rows.map(({ row, addedBy }) => ({
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    isActive: row.isActive,
    addedBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}

/**
 * The organisation's audit entries: those about it, its members and its orders, and those its members made. The
 * audit log names no organisation of its own, so membership decides.
 */
function auditScope(organisationId: string): SQL {
  const memberIds = sql`(select ${users.id} from ${users} where ${users.organisationId} = ${organisationId})`;
  const memberIdTexts = sql`(select ${users.id}::text from ${users} where ${users.organisationId} = ${organisationId})`;
  const orderIdTexts = sql`(select ${orders.id}::text from ${orders} where ${orders.organisationId} = ${organisationId})`;
  return or(
    sql`${auditLog.actorId} in ${memberIds}`,
    and(eq(auditLog.targetType, 'organisation'), eq(auditLog.targetId, organisationId)),
    and(eq(auditLog.targetType, 'user'), sql`${auditLog.targetId} in ${memberIdTexts}`),
    and(eq(auditLog.targetType, 'order'), sql`${auditLog.targetId} in ${orderIdTexts}`),
  )!;
}

async function* auditRows(db: Database, organisationId: string): AsyncGenerator<CsvValue[][]> {
  const batches = keysetBatches((cursor) =>
    db
      .select({ cursorAt: cursorOf(auditLog.createdAt), row: auditLog })
      .from(auditLog)
      .where(and(auditScope(organisationId), after(cursor, auditLog.createdAt, auditLog.id)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
      .limit(EXPORT_BATCH_ROWS)
      .then((rows) => rows.map(({ cursorAt, row }) => ({ cursorAt, id: row.id, row }))),
  );
  for await (const batch of batches) {
    yield batch.map(({ row }) => [
      row.id,
      iso(row.createdAt),
      row.actorEmail,
      row.action,
      row.targetType,
      row.targetId,
      row.targetLabel,
      JSON.stringify(row.changes),
    ]);
  }
}
