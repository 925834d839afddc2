import { randomBytes } from 'node:crypto';
import { CARD_MIN_CONTRAST, DEFAULT_CARD_APPEARANCE } from '@nfc/contract/card-appearance';
import { contrastRatio } from '@nfc/contract/colours';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../accounts/actor.ts';
import { memberScope } from '../../accounts/actor.ts';
import type { Executor } from '../../db/client.ts';
import { organisations, vcfConfigs, walletPasses } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { cardLinkDomain, linkBaseOf, servingLinkDomain, servingLinkDomainOn } from '../../public-links/link-base.ts';
import { decryptToken, encryptToken } from '../../token-crypto.ts';

/**
 * What a card's wallet pass shows (decision 038), the same for Apple and Google: read from the card and its
 * organisation each time a pass is made, so every version carries the card as it is now.
 */
export type PassContent = {
  /** The card's id: the pass's serial number and the Google object's suffix, stable for the card's life. */
  cardId: string;
  organisationId: string;
  /** The person's name, or the card's name when it has none. */
  name: string;
  position: string | null;
  organisationName: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  /** The card's public token (its page's address); Google Wallet fetches the pass's logo by it. */
  downloadToken: string;
  /** The public card page on the card's link domain, tagged as reached by its QR code: what the pass's QR code holds. */
  cardUrl: string;
  /** Readable colours (#rrggbb): the card's background, text that contrasts with it, and a label colour. */
  colours: { background: string; foreground: string; label: string };
  /** Storage keys: the card's photo, and its logo or else the organisation's brand logo. */
  photoKey: string | null;
  logoKey: string | null;
  /** When the pass's content last changed (Last-Modified; a trigger moves it on every change, 0017). */
  updatedAt: Date;
};

type Deps = Pick<AppDeps, 'db' | 'config' | 'keys'>;

const BLACK = '#000000';
const WHITE = '#ffffff';

/** The card's colours, readable: text black or white (whichever contrasts more), the accent only where it reads. */
export function passColours(appearance: { primaryColor: string; backgroundColor: string } | null) {
  const { primaryColor, backgroundColor } = appearance ?? DEFAULT_CARD_APPEARANCE;
  const foreground = contrastRatio(BLACK, backgroundColor) >= contrastRatio(WHITE, backgroundColor) ? BLACK : WHITE;
  const label = contrastRatio(primaryColor, backgroundColor) >= CARD_MIN_CONTRAST ? primaryColor : foreground;
  return { background: backgroundColor.toLowerCase(), foreground, label: label.toLowerCase() };
}

const contentColumns = {
  card: vcfConfigs,
  organisationName: organisations.name,
  brandLogoPath: organisations.brandLogoPath,
  linkHost: servingLinkDomain.hostname,
  pass: {
    token: walletPasses.authenticationTokenEncrypted,
    updatedAt: walletPasses.updatedAt,
  },
};

/**
 * A card with its organisation's name and logo, its serving link domain and its pass (cards without a pass are not
 * found).
 */
const selectContent = (db: Executor) =>
  db
    .select(contentColumns)
    .from(vcfConfigs)
    .innerJoin(organisations, eq(organisations.id, vcfConfigs.organisationId))
    .leftJoin(servingLinkDomain, servingLinkDomainOn(cardLinkDomain))
    .innerJoin(walletPasses, eq(walletPasses.cardId, vcfConfigs.id));

type ContentRow = Awaited<ReturnType<typeof selectContent>>[number];

function toContent(deps: Pick<Deps, 'config'>, row: ContentRow): PassContent {
  const { card } = row;
  const person = [card.name, card.surname].filter(Boolean).join(' ');
  return {
    cardId: card.id,
    organisationId: card.organisationId,
    name: person || card.configName,
    position: card.position,
    // An organisation may have no name yet: the passes then show the person's (apple-pass.ts, google-wallet.ts).
    organisationName: row.organisationName ?? '',
    email: card.contactEmail,
    phone: card.phoneNumber,
    website: card.websiteUrl,
    downloadToken: card.downloadToken,
    cardUrl: `${linkBaseOf(deps.config.appUrl, row.linkHost)}/vcard/${card.downloadToken}?src=qr`,
    colours: passColours(card.appearance),
    photoKey: card.profilePicturePath,
    logoKey: card.logoImagePath ?? row.brandLogoPath,
    updatedAt: row.pass.updatedAt,
  };
}

/** A card's pass as its PassKit web service and worker see it: its content and its authentication token. */
export type WalletPass = { content: PassContent; authenticationToken: string };

/**
 * The pass of a card the actor may see (its member, or a manager of its organisation; another organisation's card
 * is 404), made on first use: its random authentication token is kept encrypted and never changes.
 */
export async function ensureWalletPass(deps: Deps, actor: Actor, cardId: string): Promise<WalletPass> {
  if (!isUuid(cardId)) throw notFound('noun.vcard');
  const [card] = await deps.db
    .select({ id: vcfConfigs.id, organisationId: vcfConfigs.organisationId })
    .from(vcfConfigs)
    .where(and(eq(vcfConfigs.id, cardId), memberScope(actor, vcfConfigs)));
  if (!card) throw notFound('noun.vcard');
  return ensureWalletPassOf(deps, card);
}

/** The pass of a card already checked to be reachable (a signed wallet link names it), made on first use. */
export async function ensureWalletPassOf(
  deps: Deps,
  card: { id: string; organisationId: string },
): Promise<WalletPass> {
  await deps.db
    .insert(walletPasses)
    .values({
      cardId: card.id,
      organisationId: card.organisationId,
      authenticationTokenEncrypted: encryptToken(deps.keys.walletTokens, randomBytes(24).toString('base64url')),
    })
    .onConflictDoNothing();
  const pass = await findWalletPass(deps, card.id);
  if (!pass) throw notFound('noun.vcard');
  return pass;
}

/** A card's pass if it has one (PassKit's requests name it by serial number, the card id); null: none. */
export async function findWalletPass(deps: Deps, cardId: string): Promise<WalletPass | null> {
  if (!isUuid(cardId)) return null;
  const [row] = await selectContent(deps.db).where(eq(vcfConfigs.id, cardId));
  if (!row) return null;
  return {
    content: toContent(deps, row),
    authenticationToken: decryptToken(deps.keys.walletTokens, row.pass.token),
  };
}

/** Google Wallet was handed a save link for this pass: from now on its changes are sent to Google's object too. */
export async function markGoogleSaved(db: Executor, cardId: string) {
  await db
    .update(walletPasses)
    .set({ googleSavedAt: sql`coalesce(${walletPasses.googleSavedAt}, now())` })
    .where(eq(walletPasses.cardId, cardId));
}
