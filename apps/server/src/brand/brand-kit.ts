import { type CardAppearance, DEFAULT_CARD_APPEARANCE } from '@nfc/contract/card-appearance';
import type { TemplateField } from '@nfc/contract/card-templates';
import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cardTemplates, organisations, vcfConfigs } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';

type TemplateRow = typeof cardTemplates.$inferSelect;

/** Where brand images live: a card or template that shows one never deletes it (see isBrandFile). */
export const BRAND_FOLDER = 'brand';
export const isBrandFile = (key: string | null | undefined) => Boolean(key?.startsWith(`${BRAND_FOLDER}/`));

/** What a card or template that follows the brand kit shows, in the card columns. */
export type BrandValues = {
  appearance: CardAppearance | null;
  logoImagePath: string | null;
  coverImagePath: string | null;
};

export const NO_BRAND: BrandValues = { appearance: null, logoImagePath: null, coverImagePath: null };

/** The organisation's brand kit (nothing set: no design, logo or cover). */
export async function getBrandValues(db: Executor, organisationId: string): Promise<BrandValues> {
  const [row] = await db
    .select({
      appearance: organisations.brandAppearance,
      logoImagePath: organisations.brandLogoPath,
      coverImagePath: organisations.brandCoverPath,
    })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row ?? NO_BRAND;
}

/** Two designs as a card shows them: none is the default design, and key order does not matter. */
export function isSameAppearance(a: CardAppearance | null | undefined, b: CardAppearance | null | undefined) {
  const shown = (value: CardAppearance | null | undefined) => {
    const { layout, primaryColor, backgroundColor } = value ?? DEFAULT_CARD_APPEARANCE;
    return `${layout}|${primaryColor.toLowerCase()}|${backgroundColor.toLowerCase()}`;
  };
  return shown(a) === shown(b);
}

/** Passes a template's new values to the cards made from it (the card templates' own rule, handed in by app.ts). */
export type PropagateTemplate = (tx: Executor, before: TemplateRow, after: TemplateRow) => Promise<void>;

const brandFieldColumns = [
  ['appearance', 'appearance'],
  ['logoImage', 'logoImagePath'],
  ['coverImage', 'coverImagePath'],
] as const satisfies ReadonlyArray<readonly [TemplateField, keyof BrandValues]>;

/**
 * Gives the brand kit's design, logo and cover to every card and template of the organisation that follows it;
 * a template passes them on to its cards, and a card keeps what its template locks. Run in the brand's transaction.
 */
export async function applyBrandToFollowers(
  tx: Executor,
  {
    organisationId,
    brand,
    propagateTemplate,
  }: { organisationId: string; brand: BrandValues; propagateTemplate: PropagateTemplate },
) {
  const templates = await tx
    .select()
    .from(cardTemplates)
    .where(and(eq(cardTemplates.organisationId, organisationId), eq(cardTemplates.followsBrand, true)))
    .for('update');
  for (const before of templates) {
    const [after] = await tx.update(cardTemplates).set(brand).where(eq(cardTemplates.id, before.id)).returning();
    if (after) await propagateTemplate(tx, before, after);
  }
  const cards = await tx
    .select({ id: vcfConfigs.id, lockedFields: cardTemplates.lockedFields })
    .from(vcfConfigs)
    .leftJoin(cardTemplates, eq(cardTemplates.id, vcfConfigs.templateId))
    .where(and(eq(vcfConfigs.organisationId, organisationId), eq(vcfConfigs.followsBrand, true)));
  for (const card of cards) {
    const locked = new Set(card.lockedFields ?? []);
    const changes: Partial<BrandValues> = {};
    for (const [field, column] of brandFieldColumns) {
      if (!locked.has(field)) Object.assign(changes, { [column]: brand[column] });
    }
    if (Object.keys(changes).length > 0) await tx.update(vcfConfigs).set(changes).where(eq(vcfConfigs.id, card.id));
  }
  return { cards: cards.length, templates: templates.length };
}

/** Deletes brand images that neither the brand kit nor any card or template shows any more. */
export async function deleteUnusedBrandFiles(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  keys: ReadonlyArray<string | null | undefined>,
) {
  for (const key of new Set(keys)) {
    if (!key || !isBrandFile(key)) continue;
    const [brand] = await deps.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(or(eq(organisations.brandLogoPath, key), eq(organisations.brandCoverPath, key)))
      .limit(1);
    const [card] = await deps.db
      .select({ id: vcfConfigs.id })
      .from(vcfConfigs)
      .where(or(eq(vcfConfigs.logoImagePath, key), eq(vcfConfigs.coverImagePath, key)))
      .limit(1);
    const [template] = await deps.db
      .select({ id: cardTemplates.id })
      .from(cardTemplates)
      .where(or(eq(cardTemplates.logoImagePath, key), eq(cardTemplates.coverImagePath, key)))
      .limit(1);
    if (!brand && !card && !template) await deps.storage.delete(key).catch(() => {});
  }
}
