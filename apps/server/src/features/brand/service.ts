import { randomUUID } from 'node:crypto';
import type { BrandImageKind, BrandKit, BrandKitBody } from '@nfc/contract/brand';
import { and, count, eq } from 'drizzle-orm';
import {
  applyBrandToFollowers,
  BRAND_FOLDER,
  type BrandValues,
  deleteUnusedBrandFiles,
  getBrandValues,
  type PropagateTemplate,
} from '../../brand/brand-kit.ts';
import { cardTemplates, organisations, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import type { UploadedFile } from '../../http/multipart.ts';

/** The brand images, by their multipart field names (the card's own names, so its checks and errors apply). */
export const brandImageFields = ['logoImage', 'coverImage'] as const;
export type BrandImageField = (typeof brandImageFields)[number];
export type BrandImages = Partial<Record<BrandImageField, UploadedFile>>;

type EncodedImage = { data: Buffer; contentType: string; extension: string };
/** What the card images do to an upload (checked by content, re-encoded, metadata dropped), handed in by app.ts. */
export type BrandHooks = {
  processImage(field: BrandImageField, file: UploadedFile): Promise<EncodedImage>;
  propagateTemplate: PropagateTemplate;
};

type Deps = Pick<AppDeps, 'db' | 'storage' | 'scanTargets'> & BrandHooks;

const IMAGE_URL_TTL_SECONDS = 3600;
const columnOf = { logoImage: 'logoImagePath', coverImage: 'coverImagePath' } as const;

const link = (deps: Pick<AppDeps, 'storage'>, key: string | null) =>
  key ? deps.storage.signedUrl(key, { expiresInSeconds: IMAGE_URL_TTL_SECONDS }) : Promise.resolve(null);

export async function getBrandKit(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { organisationId }: { organisationId: string },
): Promise<BrandKit> {
  const brand = await getBrandValues(deps.db, organisationId);
  const [[cards], [templates]] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(vcfConfigs)
      .where(and(eq(vcfConfigs.organisationId, organisationId), eq(vcfConfigs.followsBrand, true))),
    deps.db
      .select({ n: count() })
      .from(cardTemplates)
      .where(and(eq(cardTemplates.organisationId, organisationId), eq(cardTemplates.followsBrand, true))),
  ]);
  return {
    appearance: brand.appearance,
    logoImageUrl: await link(deps, brand.logoImagePath),
    coverImageUrl: await link(deps, brand.coverImagePath),
    followingCards: Number(cards?.n ?? 0),
    followingTemplates: Number(templates?.n ?? 0),
  };
}

/** Checks and re-encodes every upload first, then stores them under brand/; on a failure none is kept. */
async function storeBrandImages(deps: Deps, images: BrandImages) {
  const encoded = [];
  for (const field of brandImageFields) {
    const file = images[field];
    if (file) encoded.push({ field, image: await deps.processImage(field, file) });
  }
  const keys: Partial<Record<BrandImageField, string>> = {};
  try {
    for (const { field, image } of encoded) {
      const key = `${BRAND_FOLDER}/${randomUUID()}.${image.extension}`;
      await deps.storage.put(key, image.data, image.contentType);
      keys[field] = key;
    }
  } catch (error) {
    await Promise.all(Object.values(keys).map((key) => deps.storage.delete(key).catch(() => {})));
    throw error;
  }
  return keys;
}

/**
 * Saves the brand kit and, in the same transaction, gives it to every card and template that follows it. A
 * replaced image is deleted once nothing shows it any more. The brand is not part of a session's user:
 * the session cache is not concerned.
 */
async function saveBrandKit(
  deps: Deps,
  organisationId: string,
  next: (existing: BrandValues, keys: Partial<Record<BrandImageField, string>>) => BrandValues,
  images: BrandImages = {},
) {
  const keys = await storeBrandImages(deps, images);
  let previous: BrandValues;
  try {
    previous = await deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({
          appearance: organisations.brandAppearance,
          logoImagePath: organisations.brandLogoPath,
          coverImagePath: organisations.brandCoverPath,
        })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .for('update');
      const before = existing ?? { appearance: null, logoImagePath: null, coverImagePath: null };
      const brand = next(before, keys);
      await tx
        .update(organisations)
        .set({
          brandAppearance: brand.appearance,
          brandLogoPath: brand.logoImagePath,
          brandCoverPath: brand.coverImagePath,
        })
        .where(eq(organisations.id, organisationId));
      await applyBrandToFollowers(tx, { organisationId, brand, propagateTemplate: deps.propagateTemplate });
      return before;
    });
  } catch (error) {
    await Promise.all(Object.values(keys).map((key) => deps.storage.delete(key).catch(() => {})));
    throw error;
  }
  await deleteUnusedBrandFiles(deps, [previous.logoImagePath, previous.coverImagePath]);
  deps.scanTargets.invalidateOwner(organisationId);
  return getBrandKit(deps, { organisationId });
}

export function updateBrandKit(
  deps: Deps,
  { organisationId, data, images }: { organisationId: string; data: BrandKitBody; images: BrandImages },
) {
  return saveBrandKit(
    deps,
    organisationId,
    (existing, keys) => ({
      appearance: data.appearance === undefined ? existing.appearance : data.appearance,
      logoImagePath: keys.logoImage ?? (data.removeLogoImage ? null : existing.logoImagePath),
      coverImagePath: keys.coverImage ?? (data.removeCoverImage ? null : existing.coverImagePath),
    }),
    images,
  );
}

export function deleteBrandImage(
  deps: Deps,
  { organisationId, kind }: { organisationId: string; kind: BrandImageKind },
) {
  const column = columnOf[kind === 'logo' ? 'logoImage' : 'coverImage'];
  return saveBrandKit(deps, organisationId, (existing) => ({ ...existing, [column]: null }));
}
