import { randomUUID } from 'node:crypto';
import {
  CARD_TEMPLATES_MAX,
  type CardTemplate,
  type CardTemplateBody,
  type TeamSettings,
  type TeamSettingsBody,
  type TemplateField,
  templateFields,
} from '@nfc/contract/card-templates';
import { managesTeam } from '@nfc/contract/team-roles';
import { type CardAppearance, type CardLink, DEFAULT_CARD_APPEARANCE, type VcardBody } from '@nfc/contract/vcards';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import { deleteUnusedBrandFiles, getBrandValues, isBrandFile, isSameAppearance } from '../../brand/brand-kit.ts';
import type { Executor } from '../../db/client.ts';
import { cardTemplates, organisations, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { isUuid } from '../../http/validate.ts';
import { msg } from '../../i18n/messages.ts';
import { lockQuotaOwner } from '../../quota/quota.ts';
import { processCardImage } from './picture.ts';

type Deps = Pick<AppDeps, 'db' | 'storage'>;
type TemplateRow = typeof cardTemplates.$inferSelect;
type CardRow = typeof vcfConfigs.$inferSelect;

const IMAGE_URL_TTL_SECONDS = 3600;

/** Where template images live: a card that shows one never deletes it (see isTemplateFile). */
const TEMPLATE_FOLDER = 'templates';
export const isTemplateFile = (key: string | null | undefined) => Boolean(key?.startsWith(`${TEMPLATE_FOLDER}/`));

/** A template's value of each field, as the card columns hold it (null, or [] for links: not shared). */
export type TemplateValues = {
  websiteUrl: string | null;
  linkedinUrl: string | null;
  instagramUrl: string | null;
  bio: string | null;
  links: CardLink[];
  appearance: CardAppearance | null;
  logoImagePath: string | null;
  coverImagePath: string | null;
};

/** The card column of each template field. */
const columnOf = {
  websiteUrl: 'websiteUrl',
  linkedinUrl: 'linkedinUrl',
  instagramUrl: 'instagramUrl',
  bio: 'bio',
  links: 'links',
  appearance: 'appearance',
  logoImage: 'logoImagePath',
  coverImage: 'coverImagePath',
} as const satisfies Record<TemplateField, keyof TemplateValues>;

const valuesOf = (row: TemplateRow): TemplateValues => ({
  websiteUrl: row.websiteUrl,
  linkedinUrl: row.linkedinUrl,
  instagramUrl: row.instagramUrl,
  bio: row.bio,
  links: row.links ?? [],
  appearance: row.appearance,
  logoImagePath: row.logoImagePath,
  coverImagePath: row.coverImagePath,
});

const isShared = (value: unknown) => value !== null && value !== undefined && !(Array.isArray(value) && !value.length);

/** JSON with object keys sorted: jsonb hands keys back in its own order, which must not make equal values differ. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** What a card shows for a value: no design is the default design, no links are none. */
const shown = (column: keyof TemplateValues, value: unknown) =>
  column === 'appearance' ? (value ?? DEFAULT_CARD_APPEARANCE) : column === 'links' ? (value ?? []) : (value ?? null);
const same = (column: keyof TemplateValues, a: unknown, b: unknown) =>
  canonical(shown(column, a)) === canonical(shown(column, b));

async function toTemplate(deps: Deps, row: TemplateRow, cardCount: number): Promise<CardTemplate> {
  const link = (key: string | null) =>
    key ? deps.storage.signedUrl(key, { expiresInSeconds: IMAGE_URL_TTL_SECONDS }) : Promise.resolve(null);
  return {
    id: row.id,
    name: row.name,
    websiteUrl: row.websiteUrl,
    linkedinUrl: row.linkedinUrl,
    instagramUrl: row.instagramUrl,
    bio: row.bio,
    links: row.links ?? [],
    appearance: row.appearance,
    logoImageUrl: await link(row.logoImagePath),
    coverImageUrl: await link(row.coverImagePath),
    lockedFields: row.lockedFields ?? [],
    followsBrand: row.followsBrand,
    cardCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const cardCountOf = async (db: Executor, templateId: string) => {
  const [row] = await db.select({ n: count() }).from(vcfConfigs).where(eq(vcfConfigs.templateId, templateId));
  return Number(row?.n ?? 0);
};

/** One of the organisation's templates (any member may read them: cards are made from them). */
export async function getTemplateRow(db: Executor, organisationId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(cardTemplates)
    .where(and(eq(cardTemplates.id, id), eq(cardTemplates.organisationId, organisationId)));
  return row ?? null;
}

export async function findTemplates(deps: Deps, actor: Actor) {
  const rows = await deps.db
    .select()
    .from(cardTemplates)
    .where(eq(cardTemplates.organisationId, actor.organisationId))
    .orderBy(desc(cardTemplates.createdAt));
  return Promise.all(rows.map(async (row) => toTemplate(deps, row, await cardCountOf(deps.db, row.id))));
}

export type TemplateImages = Partial<Record<'logoImage' | 'coverImage', UploadedFile>>;

/** Re-encodes the uploads like a card's images (decision 016) and stores them under templates/. */
async function storeTemplateImages(deps: Deps, images: TemplateImages) {
  const encoded = [];
  for (const field of ['logoImage', 'coverImage'] as const) {
    const file = images[field];
    if (file) encoded.push({ field, image: await processCardImage(field, file) });
  }
  const keys: Partial<Record<'logoImage' | 'coverImage', string>> = {};
  for (const { field, image } of encoded) {
    const key = `${TEMPLATE_FOLDER}/${randomUUID()}.${image.extension}`;
    await deps.storage.put(key, image.data, image.contentType);
    keys[field] = key;
  }
  return keys;
}

const deleteFiles = (deps: Deps, keys: ReadonlyArray<string | null | undefined>) =>
  Promise.all(keys.map((key) => (key ? deps.storage.delete(key).catch(() => {}) : undefined)));

const bodyColumns = (data: CardTemplateBody) => ({
  name: data.name,
  websiteUrl: data.websiteUrl,
  linkedinUrl: data.linkedinUrl,
  instagramUrl: data.instagramUrl,
  bio: data.bio,
  links: data.links,
  appearance: data.appearance,
  lockedFields: data.lockedFields,
});

/**
 * A template that follows the brand kit takes its design, logo and cover (its own uploads are not kept); one that
 * does not fills in from the brand what it leaves unset on creation.
 */
function brandDesignOf(
  brand: Awaited<ReturnType<typeof getBrandValues>>,
  followsBrand: boolean,
  own: { appearance: CardAppearance | null; logoImagePath: string | null; coverImagePath: string | null },
) {
  if (followsBrand) return brand;
  return {
    appearance: own.appearance ?? brand.appearance,
    logoImagePath: own.logoImagePath ?? brand.logoImagePath,
    coverImagePath: own.coverImagePath ?? brand.coverImagePath,
  };
}

export async function createTemplate(
  deps: Deps,
  { actor, data, images: uploads }: { actor: Actor; data: CardTemplateBody; images: TemplateImages },
) {
  const brand = await getBrandValues(deps.db, actor.organisationId);
  const hasOwnDesign = data.appearance !== null || Boolean(uploads.logoImage || uploads.coverImage);
  const followsBrand = data.followsBrand ?? !hasOwnDesign;
  const images = followsBrand ? {} : uploads;
  const keys = await storeTemplateImages(deps, images);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockQuotaOwner(tx, { organisationId: actor.organisationId });
      const [held] = await tx
        .select({ n: count() })
        .from(cardTemplates)
        .where(eq(cardTemplates.organisationId, actor.organisationId));
      if (Number(held?.n ?? 0) >= CARD_TEMPLATES_MAX) {
        throw new AppError('FORBIDDEN', 'templates.limitReached', { params: { limit: CARD_TEMPLATES_MAX } });
      }
      const [inserted] = await tx
        .insert(cardTemplates)
        .values({
          ...bodyColumns(data),
          organisationId: actor.organisationId,
          createdBy: actor.id,
          ...brandDesignOf(brand, followsBrand, {
            appearance: data.appearance,
            logoImagePath: keys.logoImage ?? null,
            coverImagePath: keys.coverImage ?? null,
          }),
          followsBrand,
        })
        .returning();
      return inserted!;
    });
    return toTemplate(deps, row, 0);
  } catch (error) {
    await deleteFiles(deps, Object.values(keys));
    throw error;
  }
}

/**
 * The template's new values reach every card made from it: a locked field always, a shared one where the card
 * still shows the template's old value (a member's own choice stays).
 */
export function followTemplate(card: CardRow, before: TemplateValues | null, after: TemplateRow) {
  const next = valuesOf(after);
  const locked = new Set(after.lockedFields ?? []);
  const changes: Partial<TemplateValues> = {};
  for (const field of templateFields) {
    const column = columnOf[field];
    const value = next[column];
    const current = card[column];
    const followsTemplate = locked.has(field) || (before !== null && same(column, current, before[column]));
    if (followsTemplate && !same(column, current, value)) Object.assign(changes, { [column]: value });
  }
  return changes;
}

/** Passes a template's change to every card made from it (followTemplate decides each field); inside a transaction. */
export async function propagateTemplate(tx: Executor, existing: TemplateRow, row: TemplateRow) {
  const before = valuesOf(existing);
  const cards = await tx.select().from(vcfConfigs).where(eq(vcfConfigs.templateId, row.id)).for('update');
  for (const card of cards) {
    const changes = followTemplate(card, before, row);
    if (Object.keys(changes).length > 0) await tx.update(vcfConfigs).set(changes).where(eq(vcfConfigs.id, card.id));
  }
}

export async function updateTemplate(
  deps: Deps,
  { actor, id, data, images }: { actor: Actor; id: string; data: CardTemplateBody; images: TemplateImages },
) {
  const current = await getTemplateRow(deps.db, actor.organisationId, id);
  if (!current) throw notFound('noun.template');
  const brand = await getBrandValues(deps.db, actor.organisationId);
  // Giving it a design or images of its own stops it following the brand kit, unless the body says otherwise.
  const changesDesign =
    !isSameAppearance(data.appearance, current.appearance) ||
    (current.appearance === null) !== (data.appearance === null) ||
    Boolean(images.logoImage || images.coverImage || data.removeLogoImage || data.removeCoverImage);
  const followsBrand = data.followsBrand ?? (current.followsBrand && !changesDesign);
  const keys = await storeTemplateImages(deps, followsBrand ? {} : images);
  let dropped: string[] = [];
  let updated: TemplateRow;
  try {
    updated = await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(cardTemplates)
        .where(and(eq(cardTemplates.id, id), eq(cardTemplates.organisationId, actor.organisationId)))
        .for('update');
      if (!existing) throw notFound('noun.template');
      const images = followsBrand
        ? { logoImagePath: brand.logoImagePath, coverImagePath: brand.coverImagePath }
        : {
            logoImagePath: keys.logoImage ?? (data.removeLogoImage ? null : existing.logoImagePath),
            coverImagePath: keys.coverImage ?? (data.removeCoverImage ? null : existing.coverImagePath),
          };
      dropped = [existing.logoImagePath, existing.coverImagePath].filter(
        (key): key is string => Boolean(key) && key !== images.logoImagePath && key !== images.coverImagePath,
      );
      const [row] = await tx
        .update(cardTemplates)
        .set({
          ...bodyColumns(data),
          ...images,
          ...(followsBrand && { appearance: brand.appearance }),
          followsBrand,
        })
        .where(eq(cardTemplates.id, id))
        .returning();
      await propagateTemplate(tx, existing, row!);
      return row!;
    });
  } catch (error) {
    await deleteFiles(deps, Object.values(keys));
    throw error;
  }
  // A replaced template image may still be shown by a card that chose to keep it: only unused files go.
  await deleteUnusedTemplateFiles(deps, dropped);
  return toTemplate(deps, updated, await cardCountOf(deps.db, id));
}

async function deleteUnusedTemplateFiles(deps: Deps, keys: string[]) {
  // A brand image goes only once nothing shows it, the brand kit included.
  await deleteUnusedBrandFiles(deps, keys.filter(isBrandFile));
  for (const key of keys.filter((key) => !isBrandFile(key))) {
    const [usedAsLogo] = await deps.db
      .select({ id: vcfConfigs.id })
      .from(vcfConfigs)
      .where(eq(vcfConfigs.logoImagePath, key))
      .limit(1);
    const [usedAsCover] = await deps.db
      .select({ id: vcfConfigs.id })
      .from(vcfConfigs)
      .where(eq(vcfConfigs.coverImagePath, key))
      .limit(1);
    if (!usedAsLogo && !usedAsCover) await deleteFiles(deps, [key]);
  }
}

/** Cards made from it keep their values, now unlocked; its images stay while a card shows them. */
export async function deleteTemplate(deps: Deps, { actor, id }: { actor: Actor; id: string }) {
  if (!isUuid(id)) throw notFound('noun.template');
  const deleted = await deps.db.transaction(async (tx) => {
    // The organisation's default goes with it, and so does the rule that requires it (not part of a session's user:
    // the session cache is not concerned).
    await tx
      .update(organisations)
      .set({ defaultTemplateId: null, requireTemplate: false })
      .where(and(eq(organisations.id, actor.organisationId), eq(organisations.defaultTemplateId, id)));
    const [row] = await tx
      .delete(cardTemplates)
      .where(and(eq(cardTemplates.id, id), eq(cardTemplates.organisationId, actor.organisationId)))
      .returning();
    if (!row) throw notFound('noun.template');
    return row;
  });
  await deleteUnusedTemplateFiles(
    deps,
    [deleted.logoImagePath, deleted.coverImagePath].filter((key): key is string => Boolean(key)),
  );
}

/** The organisation's template rules: the template a new card starts from and whether members must use it. */
export async function getTeamSettings(db: Executor, organisationId: string): Promise<TeamSettings> {
  const [row] = await db
    .select({ defaultTemplateId: organisations.defaultTemplateId, requireTemplate: organisations.requireTemplate })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!row) throw notFound('noun.account');
  return { defaultTemplateId: row.defaultTemplateId, requireTemplate: row.requireTemplate && !!row.defaultTemplateId };
}

/**
 * Sets the default template (one of the organisation's, or none) and whether members must use it (only with a
 * default). Another organisation's template answers like a missing one.
 */
export async function updateTeamSettings(
  deps: Pick<AppDeps, 'db'>,
  { actor, data }: { actor: Actor; data: TeamSettingsBody },
): Promise<TeamSettings> {
  if (data.requireTemplate && !data.defaultTemplateId) {
    throw new AppError('VALIDATION', 'templates.requireNeedsDefault', {
      fields: { requireTemplate: 'templates.requireNeedsDefault' },
    });
  }
  return deps.db.transaction(async (tx) => {
    if (data.defaultTemplateId) {
      const [template] = isUuid(data.defaultTemplateId)
        ? await tx
            .select({ id: cardTemplates.id })
            .from(cardTemplates)
            .where(
              and(eq(cardTemplates.id, data.defaultTemplateId), eq(cardTemplates.organisationId, actor.organisationId)),
            )
            .for('update')
        : [];
      if (!template) {
        throw new AppError('VALIDATION', 'templates.unknown', { fields: { defaultTemplateId: 'templates.unknown' } });
      }
    }
    // Not part of a session's user: the session cache is not concerned.
    await tx
      .update(organisations)
      .set({ defaultTemplateId: data.defaultTemplateId, requireTemplate: data.requireTemplate })
      .where(eq(organisations.id, actor.organisationId));
    return getTeamSettings(tx, actor.organisationId);
  });
}

/**
 * The template a card is saved with under the organisation's rules (decision 021). Owner and admins choose freely.
 * A member's card must use the default template when the organisation requires it (asking for none or another is
 * refused); a member's new card that names no template at all starts on the default one. `undefined` keeps the
 * card's template (an update that does not name one). `isRequired` tells the caller the organisation demands it.
 */
export async function templateIdUnderRules(
  db: Executor,
  { actor, requested, isNew }: { actor: Actor; requested: string | null | undefined; isNew: boolean },
): Promise<{ templateId: string | null | undefined; isRequired: boolean }> {
  if (managesTeam(actor.teamRole)) return { templateId: requested, isRequired: false };
  const settings = await getTeamSettings(db, actor.organisationId);
  if (settings.requireTemplate && settings.defaultTemplateId) {
    if (requested !== undefined && requested !== settings.defaultTemplateId) {
      throw new AppError('VALIDATION', 'templates.required', { fields: { templateId: 'templates.required' } });
    }
    return { templateId: settings.defaultTemplateId, isRequired: true };
  }
  if (isNew && requested === undefined) return { templateId: settings.defaultTemplateId, isRequired: false };
  return { templateId: requested, isRequired: false };
}

type CardDraft = Pick<VcardBody, 'websiteUrl' | 'linkedinUrl' | 'instagramUrl' | 'bio' | 'links' | 'appearance'> & {
  logoImage?: 'upload' | 'remove';
  coverImage?: 'upload' | 'remove';
};

/**
 * What a card made from (or following) `template` stores for the template's fields: the template's value for a
 * locked field (a different value sent for it is refused, naming the field), and for a shared one the card's own
 * value when it gives one, else the template's.
 */
export function applyTemplate(
  template: TemplateRow,
  draft: CardDraft,
  current: Partial<TemplateValues> | null,
): Partial<TemplateValues> {
  const values = valuesOf(template);
  const locked = new Set(template.lockedFields ?? []);
  const result: Partial<TemplateValues> = {};
  const refused: TemplateField[] = [];
  for (const field of templateFields) {
    const column = columnOf[field];
    const templateValue = values[column];
    const given = draft[field];
    if (locked.has(field)) {
      // Sending what the card shows anyway (the editor sends the whole form) is no change.
      const differs =
        field === 'logoImage' || field === 'coverImage'
          ? given !== undefined
          : isShared(given) && !same(column, given, templateValue);
      if (differs) refused.push(field);
      result[column] = templateValue as never;
      continue;
    }
    // Shared, not locked: a new card takes the template's value where it gives none.
    if (current === null && isShared(templateValue) && !isShared(given)) result[column] = templateValue as never;
  }
  const [first, ...more] = refused;
  if (first) {
    const field = msg(`templates.field.${first}`);
    const message = more.length
      ? msg('templates.lockedFieldsMore', { field, count: more.length })
      : msg('templates.lockedField', { field });
    throw new AppError('VALIDATION', message, {
      fields: Object.fromEntries(refused.map((name) => [name, msg('templates.locked')])),
    });
  }
  return result;
}
