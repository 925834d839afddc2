import { randomBytes, randomUUID } from 'node:crypto';
import type { User } from '@nfc/contract/users';
import type { SharedVcard, Vcard, VcardBody } from '@nfc/contract/vcards';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { vcfConfigs } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { isUuid } from '../../http/validate.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';
import { allowanceOf, lockQuotaOwner } from '../../quota/quota.ts';
import { processProfilePicture } from './picture.ts';
import { buildVcard } from './vcard-format.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'scanTargets'>;
type VcardRow = typeof vcfConfigs.$inferSelect;

const PICTURE_URL_TTL_SECONDS = 3600;

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

async function storePicture(deps: Deps, picture: UploadedFile) {
  const jpeg = await processProfilePicture(picture);
  const key = `vcards/${randomUUID()}.jpg`;
  await deps.storage.put(key, jpeg, 'image/jpeg');
  return key;
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
  { user, data, picture }: { user: User; data: VcardBody; picture: UploadedFile | null },
) {
  // Fails fast before the picture is processed; the check that holds under parallel creates is the locked one below.
  await assertRoomForCard(deps.db, { userId: user.id, allowance: allowanceOf(user) });
  const pictureKey = picture ? await storePicture(deps, picture) : null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      const { allowance } = await lockQuotaOwner(tx, { userId: user.id });
      await assertRoomForCard(tx, { userId: user.id, allowance });
      const [inserted] = await tx
        .insert(vcfConfigs)
        .values({
          userId: user.id,
          ...contactFields(data),
          profilePicturePath: pictureKey,
          downloadToken: randomBytes(18).toString('base64url'),
        })
        .returning();
      return inserted!;
    });
    return toVcard(row);
  } catch (error) {
    if (pictureKey) await deps.storage.delete(pictureKey).catch(() => {});
    throw error;
  }
}

export async function updateVcard(
  deps: Deps,
  { userId, id, data, picture }: { userId: string; id: string; data: VcardBody; picture: UploadedFile | null },
) {
  const existing = await getOwnedRow(deps.db, userId, id);
  const newKey = picture ? await storePicture(deps, picture) : null;
  const keepOld = !newKey && !data.removeProfilePicture;
  const [row] = await deps.db
    .update(vcfConfigs)
    .set({ ...contactFields(data), profilePicturePath: keepOld ? existing.profilePicturePath : newKey })
    .where(and(eq(vcfConfigs.id, id), eq(vcfConfigs.userId, userId)))
    .returning();
  if (!keepOld && existing.profilePicturePath) await deps.storage.delete(existing.profilePicturePath).catch(() => {});
  deps.scanTargets.invalidateOwner(userId);
  return toVcard(row!);
}

export async function deleteVcard(deps: Deps, { userId, id }: { userId: string; id: string }) {
  const existing = await getOwnedRow(deps.db, userId, id);
  await deps.db.delete(vcfConfigs).where(and(eq(vcfConfigs.id, id), eq(vcfConfigs.userId, userId)));
  if (existing.profilePicturePath) await deps.storage.delete(existing.profilePicturePath).catch(() => {});
  deps.scanTargets.invalidateOwner(userId);
}

export async function getPictureUrl(deps: Deps, { userId, id }: { userId: string; id: string }) {
  const row = await getOwnedRow(deps.db, userId, id);
  if (!row.profilePicturePath) throw notFound('noun.profilePicture');
  return deps.storage.signedUrl(row.profilePicturePath, { expiresInSeconds: PICTURE_URL_TTL_SECONDS });
}

export async function getSharedVcard(deps: Deps, downloadToken: string): Promise<SharedVcard> {
  const found = await unsafeGetPublicVcard(deps, downloadToken);
  if (!found) throw notFound('noun.businessCard');
  const { card, owner } = found;
  if (!owner.isAccountActive) return withMessage(msg('vcards.inactive'), { status: 'inactive' as const });
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
    profilePictureUrl: card.profilePicturePath
      ? await deps.storage.signedUrl(card.profilePicturePath, { expiresInSeconds: PICTURE_URL_TTL_SECONDS })
      : null,
  };
}

/** The .vcf of a card, with its picture embedded. */
export async function getVcardFile(deps: Deps, downloadToken: string) {
  const found = await unsafeGetPublicVcard(deps, downloadToken);
  if (!found) throw notFound('noun.businessCard');
  const { card, owner } = found;
  if (!owner.isAccountActive) throw new AppError('GONE', 'vcards.inactive');
  const photoJpeg = card.profilePicturePath ? await deps.storage.get(card.profilePicturePath) : null;
  const body = buildVcard({ ...card, ...owner, photoJpeg });
  const baseName = [card.name, card.surname].filter(Boolean).join('-') || card.configName;
  return { body, fileName: baseName, card: { id: card.id, userId: card.userId } };
}
