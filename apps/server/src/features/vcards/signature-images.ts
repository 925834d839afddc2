import { createHash } from 'node:crypto';
import type { CardLink } from '@nfc/contract/vcards';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { unsafeGetPublicVcard } from '../../public-cards/public-card.ts';
import { networkNames, networkOf, type SignatureNetwork } from './signature-icons.ts';

/** The images of a public card that a signature shows, by the name in their public address. */
export const signatureImages = ['photo', 'logo'] as const;
export type SignatureImage = (typeof signatureImages)[number];

/**
 * A lasting public address of a card image: by the card's token, like its page and QR code. The version changes
 * with the stored file, so a mail client's cached copy is never shown for a new picture.
 */
export function signatureImageUrl(appUrl: string, downloadToken: string, image: SignatureImage, key: string) {
  const version = createHash('sha256').update(key).digest('base64url').slice(0, 12);
  return `${appUrl}/api/vcf/share/${encodeURIComponent(downloadToken)}/images/${image}?v=${version}`;
}

export const signatureIconUrl = (appUrl: string, network: SignatureNetwork) =>
  `${appUrl}/api/vcf/signature-icons/${network}.png`;

/** The card's social profiles as icons: LinkedIn and Instagram fields first, then links of known networks, once each. */
export function signatureSocials(
  appUrl: string,
  card: { linkedinUrl: string | null; instagramUrl: string | null; links: readonly CardLink[] },
) {
  const candidates: { url: string; network: SignatureNetwork | null }[] = [
    ...(card.linkedinUrl ? [{ url: card.linkedinUrl, network: networkOf(card.linkedinUrl) ?? 'linkedin' }] : []),
    ...(card.instagramUrl ? [{ url: card.instagramUrl, network: networkOf(card.instagramUrl) ?? 'instagram' }] : []),
    ...card.links.map((link) => ({ url: link.url, network: networkOf(link.url) })),
  ];
  const seen = new Set<string>();
  const socials = [];
  for (const { url, network } of candidates) {
    if (!network || seen.has(url)) continue;
    seen.add(url);
    socials.push({ name: networkNames[network], url, iconUrl: signatureIconUrl(appUrl, network) });
  }
  return socials;
}

/** The stored photo or logo of a public card (its organisation active), for the signature's public address. */
export async function unsafeGetSignatureImage(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { downloadToken, image }: { downloadToken: string; image: SignatureImage },
) {
  const noun = image === 'photo' ? 'noun.profilePicture' : 'noun.logo';
  const found = await unsafeGetPublicVcard(deps, downloadToken);
  if (!found?.owner.isAccountActive) throw notFound(noun);
  const key = image === 'photo' ? found.card.profilePicturePath : found.card.logoImagePath;
  const data = key ? await deps.storage.get(key) : null;
  if (!key || !data) throw notFound(noun);
  return { data, contentType: key.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
