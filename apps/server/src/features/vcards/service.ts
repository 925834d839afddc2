import { randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '@nfc/contract/constants';
import type { User } from '@nfc/contract/users';
import {
  type CardAppearance,
  type CardImageKind,
  DEFAULT_CARD_APPEARANCE,
  type EmailSignature,
  type SharedVcard,
  type Vcard,
  type VcardBody,
} from '@nfc/contract/vcards';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { isUuid } from '../../http/validate.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';
import { allowanceOf, lockQuotaOwner } from '../../quota/quota.ts';
import { buildEmailSignature } from './email-signature.ts';
import { type CardImageField, cardImageFields, cardImageKey, processCardImage } from './picture.ts';
import { buildVcard } from './vcard-format.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'scanTargets'>;
type VcardRow = typeof vcfConfigs.$inferSelect;

const PICTURE_URL_TTL_SECONDS = 3600;

/** A card without a saved look shows the default one. */
const appearanceOf = (stored: CardAppearance | null): CardAppearance => ({ ...(stored ?? DEFAULT_CARD_APPEARANCE) });

/** The uploaded images of a create or update, by field. */
export type CardImages = Partial<Record<CardImageField, UploadedFile>>;

const pathColumns = {
  profilePicture: 'profilePicturePath',
  coverImage: 'coverImagePath',
  logoImage: 'logoImagePath',
} as const satisfies Record<CardImageField, keyof VcardRow>;
const removeFlags = {
  profilePicture: 'removeProfilePicture',
  coverImage: 'removeCoverImage',
  logoImage: 'removeLogoImage',
} as const satisfies Record<CardImageField, keyof VcardBody>;

export function toVcard(row: VcardRow): Vcard {
  return {
    id: row.id,
    configName: row.configName,
    name: row.name,
    surname: row.surname,
    position: row.position,
    contactEmail: row.contactEmail,
    phoneNumber: row.phoneNumber,
    websiteUrl: row.websiteUrl,
    linkedinUrl: row.linkedinUrl,
    instagramUrl: row.instagramUrl,
    profilePicturePath: row.profilePicturePath,
    bio: row.bio,
    links: row.links ?? [],
    appearance: appearanceOf(row.appearance),
    coverImagePath: row.coverImagePath,
    logoImagePath: row.logoImagePath,
    downloadToken: row.downloadToken,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const contactFields = (data: VcardBody) => ({
  configName: data.configName,
  name: data.name,
  surname: data.surname,
  position: data.position,
  contactEmail: data.contactEmail,
  phoneNumber: data.phoneNumber,
  websiteUrl: data.websiteUrl,
  linkedinUrl: data.linkedinUrl,
  instagramUrl: data.instagramUrl,
});

/** The design fields that were given: an omitted one keeps what the card has (older clients send none). */
const designFields = (data: VcardBody) => ({
  ...(data.bio !== undefined && { bio: data.bio }),
  ...(data.links !== undefined && { links: data.links }),
  ...(data.appearance !== undefined && { appearance: data.appearance }),
});

export async function findVcards({ db, userId }: { db: Deps['db']; userId: string }) {
  const rows = await db
    .select()
    .from(vcfConfigs)
    .where(eq(vcfConfigs.userId, userId))
    .orderBy(desc(vcfConfigs.createdAt));
  return rows.map(toVcard);
}

async function getOwnedRow(db: Deps['db'], userId: string, id: string) {
  if (!isUuid(id)) throw notFound('noun.vcard');
  const [row] = await db
    .select()
    .from(vcfConfigs)
    .where(and(eq(vcfConfigs.id, id), eq(vcfConfigs.userId, userId)));
  if (!row) throw notFound('noun.vcard');
  return row;
}

export async function getVcard({ db, userId, id }: { db: Deps['db']; userId: string; id: string }) {
  return toVcard(await getOwnedRow(db, userId, id));
}

/** Checks and re-encodes every image first, then stores them; on any failure nothing of them is kept. */
async function storeImages(deps: Deps, images: CardImages): Promise<Partial<Record<CardImageField, string>>> {
  const encoded = [];
  for (const field of cardImageFields) {
    const file = images[field];
    if (file) encoded.push({ field, image: await processCardImage(field, file) });
  }
  const keys: Partial<Record<CardImageField, string>> = {};
  try {
    for (const { field, image } of encoded) {
      const key = cardImageKey(field, image, randomUUID());
      await deps.storage.put(key, image.data, image.contentType);
      keys[field] = key;
    }
  } catch (error) {
    await deleteFiles(deps, Object.values(keys));
    throw error;
  }
  return keys;
}

/** Removes stored files; a failure leaves an orphan file, never a broken answer. */
async function deleteFiles(deps: Deps, keys: ReadonlyArray<string | null | undefined>) {
  await Promise.all(keys.map((key) => (key ? deps.storage.delete(key).catch(() => {}) : undefined)));
}

/** Refuses one more card once the owner holds `allowance`; `db` in a transaction after lockQuotaOwner makes it hold. */
async function assertRoomForCard(db: Executor, { userId, allowance }: { userId: string; allowance: number }) {
  const [{ value: held } = { value: 0 }] = await db
    .select({ value: count() })
    .from(vcfConfigs)
    .where(eq(vcfConfigs.userId, userId));
  if (held >= allowance) throw new AppError('FORBIDDEN', 'vcards.limitReached', { extra: { limitReached: true } });
}

export async function createVcard(
  deps: Deps,
  { user, data, images = {} }: { user: User; data: VcardBody; images?: CardImages },
) {
  // Fails fast before the images are processed; the check that holds under parallel creates is the locked one below.
  await assertRoomForCard(deps.db, { userId: user.id, allowance: allowanceOf(user) });
  const keys = await storeImages(deps, images);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const { allowance } = await lockQuotaOwner(tx, { userId: user.id });
      await assertRoomForCard(tx, { userId: user.id, allowance });
      const [inserted] = await tx
        .insert(vcfConfigs)
        .values({
          userId: user.id,
          ...contactFields(data),
          bio: data.bio ?? null,
          links: data.links ?? [],
          appearance: data.appearance ?? null,
          profilePicturePath: keys.profilePicture ?? null,
          coverImagePath: keys.coverImage ?? null,
          logoImagePath: keys.logoImage ?? null,
          downloadToken: randomBytes(18).toString('base64url'),
        })
        .returning();
      return inserted!;
    });
    return toVcard(row);
  } catch (error) {
    await deleteFiles(deps, Object.values(keys));
    throw error;
  }
}

/**
 * Each image is kept, replaced (a new file) or removed (its remove flag); a replaced or removed file is
 * deleted once the row no longer points at it. The row is locked so parallel updates drop each old file once.
 */
export async function updateVcard(
  deps: Deps,
  { userId, id, data, images = {} }: { userId: string; id: string; data: VcardBody; images?: CardImages },
) {
  await getOwnedRow(deps.db, userId, id);
  const keys = await storeImages(deps, images);
  let updated: { row: VcardRow; dropped: string[] };
  try {
    updated = await deps.db.transaction(async (tx) => {
      const owned = and(eq(vcfConfigs.id, id), eq(vcfConfigs.userId, userId));
      const [existing] = await tx.select().from(vcfConfigs).where(owned).for('update');
      if (!existing) throw notFound('noun.vcard');
      const imagePaths: Partial<Record<(typeof pathColumns)[CardImageField], string | null>> = {};
      const dropped: string[] = [];
      for (const field of cardImageFields) {
        const column = pathColumns[field];
        const replacement = keys[field];
        if (!replacement && !data[removeFlags[field]]) continue;
        imagePaths[column] = replacement ?? null;
        if (existing[column]) dropped.push(existing[column]);
      }
      const [row] = await tx
        .update(vcfConfigs)
        .set({ ...contactFields(data), ...designFields(data), ...imagePaths })
        .where(owned)
        .returning();
      return { row: row!, dropped };
    });
  } catch (error) {
    await deleteFiles(deps, Object.values(keys));
    throw error;
  }
  await deleteFiles(deps, updated.dropped);
  deps.scanTargets.invalidateOwner(userId);
  return toVcard(updated.row);
}

export async function deleteVcard(deps: Deps, { userId, id }: { userId: string; id: string }) {
  const existing = await getOwnedRow(deps.db, userId, id);
  await deps.db.delete(vcfConfigs).where(and(eq(vcfConfigs.id, id), eq(vcfConfigs.userId, userId)));
  await deleteFiles(
    deps,
    cardImageFields.map((field) => existing[pathColumns[field]]),
  );
  deps.scanTargets.invalidateOwner(userId);
}

export async function getPictureUrl(
  deps: Deps,
  { userId, id, image = 'profile' }: { userId: string; id: string; image?: CardImageKind },
) {
  const row = await getOwnedRow(deps.db, userId, id);
  const { key, noun } = {
    profile: { key: row.profilePicturePath, noun: 'noun.profilePicture' as const },
    cover: { key: row.coverImagePath, noun: 'noun.coverImage' as const },
    logo: { key: row.logoImagePath, noun: 'noun.logo' as const },
  }[image];
  if (!key) throw notFound(noun);
  return deps.storage.signedUrl(key, { expiresInSeconds: PICTURE_URL_TTL_SECONDS });
}

const signedImageUrl = (deps: Deps, key: string | null) =>
  key ? deps.storage.signedUrl(key, { expiresInSeconds: PICTURE_URL_TTL_SECONDS }) : Promise.resolve(null);

export async function getSharedVcard(deps: Deps, downloadToken: string): Promise<SharedVcard> {
  const found = await unsafeGetPublicVcard(deps, downloadToken);
  if (!found) throw notFound('noun.businessCard');
  const { card, owner } = found;
  if (!owner.isAccountActive) return withMessage(msg('vcards.inactive'), { status: 'inactive' as const });
  const [profilePictureUrl, coverImageUrl, logoImageUrl] = await Promise.all([
    signedImageUrl(deps, card.profilePicturePath),
    signedImageUrl(deps, card.coverImagePath),
    signedImageUrl(deps, card.logoImagePath),
  ]);
  return {
    status: 'active',
    name: card.name,
    surname: card.surname,
    position: card.position,
    organisationName: owner.organisationName,
    phoneNumber: card.phoneNumber,
    contactEmail: card.contactEmail,
    websiteUrl: card.websiteUrl,
    linkedinUrl: card.linkedinUrl,
    instagramUrl: card.instagramUrl,
    organisationStreet: owner.organisationStreet,
    organisationNumber: owner.organisationNumber,
    organisationPlz: owner.organisationPlz,
    organisationCity: owner.organisationCity,
    organisationCountry: owner.organisationCountry,
    profilePictureUrl,
    bio: card.bio,
    links: card.links ?? [],
    appearance: appearanceOf(card.appearance),
    coverImageUrl,
    logoImageUrl,
  };
}

/** The .vcf of a card, with its picture embedded. */
export async function getVcardFile(deps: Deps, downloadToken: string) {
  const found = await unsafeGetPublicVcard(deps, downloadToken);
  if (!found) throw notFound('noun.businessCard');
  const { card, owner } = found;
  if (!owner.isAccountActive) throw new AppError('GONE', 'vcards.inactive');
  const photoJpeg = card.profilePicturePath ? await deps.storage.get(card.profilePicturePath) : null;
  const body = buildVcard({ ...card, ...owner, links: card.links ?? [], photoJpeg });
  const baseName = [card.name, card.surname].filter(Boolean).join('-') || card.configName;
  return { body, fileName: baseName, card: { id: card.id, userId: card.userId } };
}

/**
 * An e-mail signature of one of the owner's cards, with the organisation of their profile as the public card
 * shows it. Its only image is the card's QR code, from a public address that does not expire.
 */
export async function getEmailSignature(
  deps: Pick<AppDeps, 'db' | 'config'>,
  { userId, id, withQr, language }: { userId: string; id: string; withQr: boolean; language: Language },
): Promise<EmailSignature> {
  if (!isUuid(id)) throw notFound('noun.vcard');
  const [found] = await deps.db
    .select({ card: vcfConfigs, organisationName: users.organisationName })
    .from(vcfConfigs)
    .innerJoin(users, eq(users.id, vcfConfigs.userId))
    .where(and(eq(vcfConfigs.id, id), eq(vcfConfigs.userId, userId)));
  if (!found) throw notFound('noun.vcard');
  const { card, organisationName } = found;
  const token = encodeURIComponent(card.downloadToken);
  return buildEmailSignature(
    {
      name: card.name,
      surname: card.surname,
      position: card.position,
      organisationName,
      phoneNumber: card.phoneNumber,
      contactEmail: card.contactEmail,
      websiteUrl: card.websiteUrl,
      appearance: appearanceOf(card.appearance),
      cardUrl: `${deps.config.appUrl}/vcard/${token}`,
      qrImageUrl: withQr ? `${deps.config.appUrl}/api/vcf/share/${token}/qr.png` : null,
    },
    language,
  );
}
