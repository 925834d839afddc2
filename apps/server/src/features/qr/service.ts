import { randomUUID } from 'node:crypto';
import {
  QR_DEFAULT_BACKGROUND,
  QR_DEFAULT_FOREGROUND,
  type QrColours,
  type QrPreviewQuery,
  type QrStyle,
} from '@nfc/contract/qr';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import { type BrandValues, getBrandValues } from '../../brand/brand-kit.ts';
import { qrStyles } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';
import { getLinkBase, linkBaseOf } from '../../public-links/link-base.ts';
import { processQrLogo } from './logo.ts';
import type { QrRenderStyle } from './render.ts';

type OwnedQuery = { actor: Actor; id: string };

/**
 * The tags and vCards the caller may see, looked up by the features that own them (passed in by app.ts), with their
 * public links on their link domains.
 */
export type QrTargets = {
  getTag(query: OwnedQuery): Promise<{ userFacingId: string; name: string; scanUrl: string }>;
  getVcard(query: OwnedQuery): Promise<{ configName: string; publicUrl: string }>;
};

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'scanTargets'> & { targets: QrTargets };
/** What drawing a saved style needs. */
type StyleDeps = Pick<AppDeps, 'db' | 'storage'>;
type QrStyleRow = typeof qrStyles.$inferSelect;

/** Eight characters like a real tag code, so the preview has the density of the user's real codes. */
const PREVIEW_CODE = 'PREVIEW0';

async function findRow(deps: StyleDeps, organisationId: string): Promise<QrStyleRow | null> {
  const [row] = await deps.db.select().from(qrStyles).where(eq(qrStyles.organisationId, organisationId));
  return row ?? null;
}

const toQrStyle = (row: QrStyleRow | null, brand?: BrandValues): QrStyle => ({
  foreground: row?.foreground ?? QR_DEFAULT_FOREGROUND,
  background: row?.background ?? QR_DEFAULT_BACKGROUND,
  hasLogo: Boolean(row?.logoKey),
  ...(brand && {
    brandLogo: !row?.logoKey && Boolean(brand.logoImagePath),
    brandPrimaryColor: brand.appearance?.primaryColor ?? null,
  }),
});

/** The style with what the brand kit adds: its logo where the style has none, its colour as an offer. */
async function withBrand(deps: StyleDeps, organisationId: string, row: QrStyleRow | null) {
  return toQrStyle(row, await getBrandValues(deps.db, organisationId));
}

export async function getQrStyle(deps: Deps, { organisationId }: { organisationId: string }): Promise<QrStyle> {
  return withBrand(deps, organisationId, await findRow(deps, organisationId));
}

export async function updateQrColours(
  deps: Deps,
  { organisationId, data }: { organisationId: string; data: QrColours },
) {
  const [row] = await deps.db
    .insert(qrStyles)
    .values({ organisationId, ...data })
    .onConflictDoUpdate({ target: qrStyles.organisationId, set: { ...data, updatedAt: new Date() } })
    .returning();
  return withBrand(deps, organisationId, row ?? null);
}

/** Stores the re-encoded logo first and drops the old file only once the row points at the new one. */
export async function replaceQrLogo(
  deps: Deps,
  { organisationId, file }: { organisationId: string; file: UploadedFile | null },
) {
  const png = await processQrLogo(file);
  const previous = await findRow(deps, organisationId);
  const logoKey = `qr-logos/${randomUUID()}.png`;
  await deps.storage.put(logoKey, png, 'image/png');
  const logo = { logoKey, logoContentType: 'image/png' };
  try {
    const [row] = await deps.db
      .insert(qrStyles)
      .values({ organisationId, ...logo })
      .onConflictDoUpdate({ target: qrStyles.organisationId, set: { ...logo, updatedAt: new Date() } })
      .returning();
    if (previous?.logoKey) await deps.storage.delete(previous.logoKey).catch(() => {});
    return withBrand(deps, organisationId, row ?? null);
  } catch (error) {
    await deps.storage.delete(logoKey).catch(() => {});
    throw error;
  }
}

export async function deleteQrLogo(deps: Deps, { organisationId }: { organisationId: string }) {
  const previous = await findRow(deps, organisationId);
  if (!previous?.logoKey) return withBrand(deps, organisationId, previous);
  const [row] = await deps.db
    .update(qrStyles)
    .set({ logoKey: null, logoContentType: null })
    .where(eq(qrStyles.organisationId, organisationId))
    .returning();
  await deps.storage.delete(previous.logoKey).catch(() => {});
  return withBrand(deps, organisationId, row ?? null);
}

/** The saved style with its logo bytes; `colours` replaces the saved colours (the live preview). */
async function loadRenderStyle(
  deps: StyleDeps,
  organisationId: string,
  options: { colours?: QrColours; withLogo?: boolean } = {},
): Promise<QrRenderStyle> {
  const row = await findRow(deps, organisationId);
  const { foreground, background } = options.colours ?? toQrStyle(row);
  const withLogo = options.withLogo ?? true;
  if (!withLogo) return { foreground, background, logo: null };
  if (row?.logoKey) {
    const data = await deps.storage.get(row.logoKey);
    return { foreground, background, logo: data ? { data, contentType: row.logoContentType ?? 'image/png' } : null };
  }
  // No logo of its own: the brand kit's logo (a PNG, as card logos are stored).
  const { logoImagePath } = await getBrandValues(deps.db, organisationId);
  const data = logoImagePath ? await deps.storage.get(logoImagePath) : null;
  return { foreground, background, logo: data ? { data, contentType: 'image/png' } : null };
}

/** A file name part of letters, digits, dash and underscore (the web app names its downloads alike). */
function fileNamePart(value: string, fallback: string): string {
  const cleaned = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]+/g, '-')
    // (?<!-) starts a match at the first dash of a run only, which keeps the search linear.
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 60);
  return cleaned || fallback;
}

export type QrSubject = { text: string; fileBaseName: string; style: QrRenderStyle };

/** A tag's QR code encodes its scan link (on its link domain) marked as a QR scan, in the organisation's style. */
export async function getTagQrSubject(deps: Deps, { actor, id }: OwnedQuery): Promise<QrSubject> {
  const tag = await deps.targets.getTag({ actor, id });
  return {
    text: `${tag.scanUrl}?src=qr`,
    fileBaseName: `qr-${fileNamePart(tag.name, 'tag')}-${tag.userFacingId}`,
    style: await loadRenderStyle(deps, actor.organisationId),
  };
}

/** A vCard's QR code opens its public card page (on its link domain), marked as a QR visit. */
export async function getVcardQrSubject(deps: Deps, { actor, id }: OwnedQuery): Promise<QrSubject> {
  const card = await deps.targets.getVcard({ actor, id });
  return {
    text: `${card.publicUrl}?src=qr`,
    fileBaseName: `qr-vcard-${fileNamePart(card.configName, 'card')}`,
    style: await loadRenderStyle(deps, actor.organisationId),
  };
}

/**
 * A card's code by its public token, in its owner's style: the lasting image an e-mail signature shows. The token
 * is already public and the code holds nothing else; an inactive account's card has none, like its other pages.
 */
export async function unsafeGetSharedVcardQrSubject(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  { downloadToken }: { downloadToken: string },
): Promise<QrSubject> {
  const found = await unsafeGetPublicVcard(deps, downloadToken);
  if (!found?.owner.isAccountActive) throw notFound('noun.businessCard');
  const base = linkBaseOf(deps.config.appUrl, found.linkHost);
  return {
    text: `${base}/vcard/${encodeURIComponent(found.card.downloadToken)}?src=qr`,
    fileBaseName: 'qr-vcard',
    style: await loadRenderStyle(deps, found.card.organisationId),
  };
}

/** Refuses a share token whose card is gone or whose account is inactive: one query, no rendering. */
export async function unsafeAssertSharedVcardServed(
  deps: Pick<AppDeps, 'db'>,
  { downloadToken }: { downloadToken: string },
): Promise<void> {
  const found = await unsafeGetPublicVcard(deps, downloadToken);
  if (!found?.owner.isAccountActive) throw notFound('noun.businessCard');
}

/** The style preview: a code as long as a real tag's, on the organisation's default link domain. */
export async function getPreviewQrSubject(
  deps: Deps,
  { organisationId, query }: { organisationId: string; query: QrPreviewQuery },
): Promise<QrSubject> {
  const { foreground, background } = query;
  const base = await getLinkBase(deps, { organisationId, domainId: null });
  return {
    text: `${base}/t/${PREVIEW_CODE}?src=qr`,
    fileBaseName: 'qr-preview',
    style: await loadRenderStyle(deps, organisationId, {
      colours: { foreground, background },
      withLogo: query.logo === '1',
    }),
  };
}
