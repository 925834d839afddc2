import { randomBytes, randomUUID } from 'node:crypto';
import type { TemplateField } from '@nfc/contract/card-templates';
import type { Language } from '@nfc/contract/constants';
import { managesTeam } from '@nfc/contract/team-roles';
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
import { type Actor, memberScope } from '../../accounts/actor.ts';
import {
  type BrandValues,
  deleteUnusedBrandFiles,
  getBrandValues,
  isBrandFile,
  isSameAppearance,
} from '../../brand/brand-kit.ts';
import type { Executor } from '../../db/client.ts';
import { cardTemplates, organisations, vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { isUuid } from '../../http/validate.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { currentConsent } from '../../public-cards/consent.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';
import {
  assertServingLinkDomain,
  cardLinkDomain,
  getLinkBase,
  linkBaseOf,
  servingLinkDomain,
  servingLinkDomainOn,
} from '../../public-links/link-base.ts';
import { allowanceOf, lockQuotaOwner } from '../../quota/quota.ts';
import { buildEmailSignature } from './email-signature.ts';
import { type CardImageField, cardImageFields, cardImageKey, processCardImage } from './picture.ts';
import { signatureImageUrl, signatureSocials } from './signature-images.ts';
import { applyTemplate, getTemplateRow, isTemplateFile, templateIdUnderRules } from './templates.ts';
import { buildVcard } from './vcard-format.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'scanTargets' | 'config'>;
/** What reading cards needs: the database, and the app's URL for links off any link domain. */
type ReadDeps = Pick<AppDeps, 'db' | 'config'>;
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

/** A card with the fields its template locks (none without a template) and its serving link host, if any. */
type CardWithTemplate = { card: VcardRow; lockedFields: TemplateField[] | null; linkHost: string | null };

/** A card's row as the API answers it: `linkBase` is the base URL of its public links (link-base.ts). */
export function toVcard(
  row: VcardRow,
  { lockedFields, linkBase }: { lockedFields: readonly TemplateField[] | null; linkBase: string },
): Vcard {
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
    publicUrl: `${linkBase}/vcard/${encodeURIComponent(row.downloadToken)}`,
    domainId: row.linkDomainId,
    templateId: row.templateId,
    lockedFields: row.templateId ? [...(lockedFields ?? [])] : [],
    followsBrand: row.followsBrand,
    userId: row.userId,
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

/** Cards with their template's locked fields and their serving link domain (its own, else the default). */
const withTemplate = (db: Executor) =>
  db
    .select({ card: vcfConfigs, lockedFields: cardTemplates.lockedFields, linkHost: servingLinkDomain.hostname })
    .from(vcfConfigs)
    .innerJoin(organisations, eq(organisations.id, vcfConfigs.organisationId))
    .leftJoin(servingLinkDomain, servingLinkDomainOn(cardLinkDomain))
    .leftJoin(cardTemplates, eq(cardTemplates.id, vcfConfigs.templateId));

const fromRead = (deps: ReadDeps, { card, lockedFields, linkHost }: CardWithTemplate) =>
  toVcard(card, { lockedFields, linkBase: linkBaseOf(deps.config.appUrl, linkHost) });

/** The cards the actor may see: a member's own, or all of the organisation's for its owner and admins. */
export async function findVcards(deps: ReadDeps, { actor }: { actor: Actor }) {
  const rows: CardWithTemplate[] = await withTemplate(deps.db)
    .where(memberScope(actor, vcfConfigs))
    .orderBy(desc(vcfConfigs.createdAt));
  return rows.map((row) => fromRead(deps, row));
}

async function getOwnedCard(db: Executor, actor: Actor, id: string): Promise<CardWithTemplate> {
  if (!isUuid(id)) throw notFound('noun.vcard');
  const [found] = await withTemplate(db).where(and(eq(vcfConfigs.id, id), memberScope(actor, vcfConfigs)));
  if (!found) throw notFound('noun.vcard');
  return found;
}

const getOwnedRow = async (db: Executor, actor: Actor, id: string) => (await getOwnedCard(db, actor, id)).card;

export async function getVcard(deps: ReadDeps, { actor, id }: { actor: Actor; id: string }) {
  return fromRead(deps, await getOwnedCard(deps.db, actor, id));
}

/** The card's template, checked to be the organisation's; a bad id is a field error. */
async function templateFor(db: Executor, organisationId: string, templateId: string) {
  const template = await getTemplateRow(db, organisationId, templateId);
  if (!template) throw new AppError('VALIDATION', 'templates.unknown', { fields: { templateId: 'templates.unknown' } });
  return template;
}

/** What a create or update asks of the template's fields, images as 'upload' or 'remove'. */
const draftOf = (data: VcardBody, images: CardImages) => ({
  websiteUrl: data.websiteUrl,
  linkedinUrl: data.linkedinUrl,
  instagramUrl: data.instagramUrl,
  bio: data.bio,
  links: data.links,
  appearance: data.appearance,
  logoImage: images.logoImage ? ('upload' as const) : data.removeLogoImage ? ('remove' as const) : undefined,
  coverImage: images.coverImage ? ('upload' as const) : data.removeCoverImage ? ('remove' as const) : undefined,
});

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

/**
 * Refuses one more card once the organisation holds `allowance`; `db` in a transaction after lockQuotaOwner makes
 * it hold.
 */
async function assertRoomForCard(
  db: Executor,
  { organisationId, allowance }: { organisationId: string; allowance: number },
) {
  const [{ value: held } = { value: 0 }] = await db
    .select({ value: count() })
    .from(vcfConfigs)
    .where(eq(vcfConfigs.organisationId, organisationId));
  if (held >= allowance) throw new AppError('FORBIDDEN', 'vcards.limitReached', { extra: { limitReached: true } });
}

/** A card following the brand kit shows its design, logo and cover; its own logo and cover uploads are not kept. */
const withoutBrandImages = (images: CardImages, followsBrand: boolean): CardImages =>
  followsBrand ? { profilePicture: images.profilePicture } : images;

export async function createVcard(
  deps: Deps,
  { user, data, images: uploads = {} }: { user: User; data: VcardBody; images?: CardImages },
) {
  // Fails fast before the images are processed; the check that holds under parallel creates is the locked one below.
  await assertRoomForCard(deps.db, { organisationId: user.organisationId, allowance: allowanceOf(user) });
  const { templateId } = await templateIdUnderRules(deps.db, { actor: user, requested: data.templateId, isNew: true });
  const template = templateId ? await templateFor(deps.db, user.organisationId, templateId) : null;
  const linkDomainId = data.domainId ?? null;
  await assertServingLinkDomain(deps.db, { organisationId: user.organisationId, domainId: linkDomainId });
  // A new card starts from the brand kit, and follows it unless the request brings a design of its own.
  const brand: BrandValues = await getBrandValues(deps.db, user.organisationId);
  // A template that shares a design, logo or cover gives the card its look instead (it may follow the brand itself).
  const hasOwnDesign =
    data.appearance !== undefined ||
    Boolean(uploads.logoImage || uploads.coverImage) ||
    Boolean(template && (template.appearance || template.logoImagePath || template.coverImagePath));
  const followsBrand = data.followsBrand ?? !hasOwnDesign;
  const images = withoutBrandImages(uploads, followsBrand);
  const templated = template ? applyTemplate(template, draftOf(data, images), null) : {};
  const keys = await storeImages(deps, images);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const { allowance } = await lockQuotaOwner(tx, { organisationId: user.organisationId });
      await assertRoomForCard(tx, { organisationId: user.organisationId, allowance });
      const [inserted] = await tx
        .insert(vcfConfigs)
        .values({
          organisationId: user.organisationId,
          userId: user.id,
          ...contactFields(data),
          bio: data.bio ?? null,
          links: data.links ?? [],
          appearance: (followsBrand ? null : data.appearance) ?? brand.appearance,
          profilePicturePath: keys.profilePicture ?? null,
          coverImagePath: keys.coverImage ?? brand.coverImagePath,
          logoImagePath: keys.logoImage ?? brand.logoImagePath,
          ...templated,
          templateId: template?.id ?? null,
          followsBrand,
          linkDomainId,
          downloadToken: randomBytes(18).toString('base64url'),
        })
        .returning();
      return inserted!;
    });
    const linkBase = await getLinkBase(deps, { organisationId: user.organisationId, domainId: linkDomainId });
    return toVcard(row, { lockedFields: template?.lockedFields ?? null, linkBase });
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
  { actor, id, data, images: uploads = {} }: { actor: Actor; id: string; data: VcardBody; images?: CardImages },
) {
  const before = await getOwnedRow(deps.db, actor, id);
  const ruled = await templateIdUnderRules(deps.db, { actor, requested: data.templateId, isNew: false });
  // Editing the design, logo or cover stops the card following the brand kit, unless the body asks to follow it.
  const changesDesign =
    (data.appearance !== undefined && !isSameAppearance(data.appearance, before.appearance)) ||
    Boolean(uploads.logoImage || uploads.coverImage || data.removeLogoImage || data.removeCoverImage);
  const followsBrand = data.followsBrand ?? (before.followsBrand && !changesDesign);
  const images = withoutBrandImages(uploads, followsBrand);
  const brand = followsBrand ? await getBrandValues(deps.db, actor.organisationId) : null;
  const templateId = ruled.templateId === undefined ? before.templateId : ruled.templateId;
  // Leaving a template, or trading it for another, unlocks fields: the organisation's owner and admins decide that.
  if (before.templateId && templateId !== before.templateId && !managesTeam(actor.teamRole) && !ruled.isRequired) {
    throw new AppError('FORBIDDEN', 'templates.detachManagers');
  }
  const template = templateId ? await templateFor(deps.db, actor.organisationId, templateId) : null;
  // The domain it has passes unchecked, so a form that sends it back still saves after the domain stopped serving.
  if (data.domainId !== undefined && data.domainId !== before.linkDomainId) {
    await assertServingLinkDomain(deps.db, { organisationId: actor.organisationId, domainId: data.domainId });
  }
  // A card that just took the template fills in its shared values like a new one.
  const current = templateId === before.templateId ? before : null;
  const templated = template ? applyTemplate(template, draftOf(data, images), current) : {};
  const keys = await storeImages(deps, images);
  let updated: { row: VcardRow; dropped: string[] };
  try {
    updated = await deps.db.transaction(async (tx) => {
      const owned = and(eq(vcfConfigs.id, id), memberScope(actor, vcfConfigs));
      const [existing] = await tx.select().from(vcfConfigs).where(owned).for('update');
      if (!existing) throw notFound('noun.vcard');
      const imagePaths: Partial<Record<(typeof pathColumns)[CardImageField], string | null>> = {};
      for (const field of cardImageFields) {
        const column = pathColumns[field];
        const replacement = keys[field];
        if (!replacement && !data[removeFlags[field]]) continue;
        imagePaths[column] = replacement ?? null;
      }
      const [row] = await tx
        .update(vcfConfigs)
        .set({
          ...contactFields(data),
          ...designFields(data),
          ...imagePaths,
          ...brand,
          ...templated,
          templateId,
          followsBrand,
          ...(data.domainId === undefined ? {} : { linkDomainId: data.domainId }),
        })
        .where(owned)
        .returning();
      // Files the card no longer shows go, except a template's, which stays with the template.
      const dropped = cardImageFields
        .map((field) => existing[pathColumns[field]])
        .filter((key, index) => key && key !== row![pathColumns[cardImageFields[index]!]] && !isTemplateFile(key));
      return { row: row!, dropped: dropped as string[] };
    });
  } catch (error) {
    await deleteFiles(deps, Object.values(keys));
    throw error;
  }
  await deleteFiles(
    deps,
    updated.dropped.filter((key) => !isBrandFile(key)),
  );
  await deleteUnusedBrandFiles(deps, updated.dropped);
  deps.scanTargets.invalidateOwner(actor.organisationId);
  const linkBase = await getLinkBase(deps, {
    organisationId: actor.organisationId,
    domainId: updated.row.linkDomainId,
  });
  return toVcard(updated.row, { lockedFields: template?.lockedFields ?? null, linkBase });
}

export async function deleteVcard(deps: Deps, { actor, id }: { actor: Actor; id: string }) {
  const existing = await getOwnedRow(deps.db, actor, id);
  await deps.db.delete(vcfConfigs).where(and(eq(vcfConfigs.id, id), memberScope(actor, vcfConfigs)));
  // A template's image stays with the template; a brand image goes once nothing shows it.
  const shown = cardImageFields.map((field) => existing[pathColumns[field]]);
  await deleteFiles(
    deps,
    shown.filter((key) => !isTemplateFile(key) && !isBrandFile(key)),
  );
  await deleteUnusedBrandFiles(deps, shown);
  deps.scanTargets.invalidateOwner(actor.organisationId);
}

export async function getPictureUrl(
  deps: Deps,
  { actor, id, image = 'profile' }: { actor: Actor; id: string; image?: CardImageKind },
) {
  const row = await getOwnedRow(deps.db, actor, id);
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
  const { card, owner, linkHost } = found;
  if (!owner.isAccountActive) return withMessage(msg('vcards.inactive'), { status: 'inactive' as const });
  const [profilePictureUrl, coverImageUrl, logoImageUrl] = await Promise.all([
    signedImageUrl(deps, card.profilePicturePath),
    signedImageUrl(deps, card.coverImagePath),
    signedImageUrl(deps, card.logoImagePath),
  ]);
  return {
    status: 'active',
    publicUrl: `${linkBaseOf(deps.config.appUrl, linkHost)}/vcard/${encodeURIComponent(card.downloadToken)}`,
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
    consent: currentConsent({ name: card.name, surname: card.surname, organisationName: owner.organisationName }),
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
  return { body, fileName: baseName, card: { id: card.id, organisationId: card.organisationId } };
}

/**
 * An e-mail signature of one of the owner's cards, with the organisation of their profile as the public card
 * shows it. Its images (photo or logo, social icons, QR code) come from public addresses that do not expire, on the
 * app's host; the card link is on the card's link domain.
 */
export async function getEmailSignature(
  deps: Pick<AppDeps, 'db' | 'config'>,
  { actor, id, withQr, language }: { actor: Actor; id: string; withQr: boolean; language: Language },
): Promise<EmailSignature> {
  if (!isUuid(id)) throw notFound('noun.vcard');
  const [found] = await deps.db
    .select({ card: vcfConfigs, organisationName: organisations.name, linkHost: servingLinkDomain.hostname })
    .from(vcfConfigs)
    .innerJoin(organisations, eq(organisations.id, vcfConfigs.organisationId))
    .leftJoin(servingLinkDomain, servingLinkDomainOn(cardLinkDomain))
    .where(and(eq(vcfConfigs.id, id), memberScope(actor, vcfConfigs)));
  if (!found) throw notFound('noun.vcard');
  const { card, organisationName, linkHost } = found;
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
      cardUrl: `${linkBaseOf(deps.config.appUrl, linkHost)}/vcard/${token}`,
      qrImageUrl: withQr ? `${deps.config.appUrl}/api/vcf/share/${token}/qr.png` : null,
      image: card.profilePicturePath
        ? {
            kind: 'photo',
            url: signatureImageUrl(deps.config.appUrl, card.downloadToken, 'photo', card.profilePicturePath),
          }
        : card.logoImagePath
          ? { kind: 'logo', url: signatureImageUrl(deps.config.appUrl, card.downloadToken, 'logo', card.logoImagePath) }
          : null,
      socials: signatureSocials(deps.config.appUrl, { ...card, links: card.links ?? [] }),
    },
    language,
  );
}
