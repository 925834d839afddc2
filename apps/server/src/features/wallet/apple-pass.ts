import { PassType, PKPass } from 'passkit-generator';
import type { ResizeOptions } from 'sharp';
import type { AppDeps } from '../../deps.ts';
import { loadSharp } from '../../platform/images/sharp.ts';
import type { PassContent, WalletPass } from './content.ts';

type Deps = Pick<AppDeps, 'config' | 'storage'>;

/**
 * Field labels in pass.json are English, and the English text is also the key Wallet looks up in a language's
 * pass.strings: a phone in a language we have no strings for shows the English label, not a key.
 */
const labels = {
  position: { en: 'Position', de: 'Position' },
  organisation: { en: 'Organisation', de: 'Organisation' },
  email: { en: 'Email', de: 'E-Mail' },
  phone: { en: 'Phone', de: 'Telefon' },
  website: { en: 'Website', de: 'Webseite' },
  card: { en: 'Digital business card', de: 'Digitale Visitenkarte' },
} as const;

const localizationsOf = (lang: 'en' | 'de') =>
  Object.fromEntries(Object.values(labels).map((label) => [label.en, label[lang]]));

/** `#rrggbb` as pass.json wants colours. */
export function rgbOf(hex: string): string {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return `rgb(${(value >> 16) & 0xff}, ${(value >> 8) & 0xff}, ${value & 0xff})`;
}

/** Up to two initials of a name ("Erika Mustermann" -> "EM"), by code point so an accent or emoji stays whole. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((word) => Array.from(word)[0]!.toUpperCase()).join('') || '?';
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

/** The image sizes Apple documents for a generic pass, in points; each is made at 1x, 2x and 3x. */
const ICON = 29;
const LOGO = { width: 160, height: 50 };
const THUMBNAIL = 90;
const SCALES = [1, 2, 3] as const;
const fileName = (name: string, scale: number) => (scale === 1 ? `${name}.png` : `${name}@${scale}x.png`);

type Images = Record<string, Buffer>;

/** A stored image's bytes, or null when it is gone (the pass is then made without it). */
async function storedImage(deps: Deps, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  return deps.storage.get(key);
}

/** The image at every scale, or null when sharp cannot read it. */
async function scaled(name: string, render: (scale: number) => Promise<Buffer>): Promise<Images | null> {
  try {
    const buffers = await Promise.all(SCALES.map(render));
    return Object.fromEntries(SCALES.map((scale, index) => [fileName(name, scale), buffers[index]!]));
  } catch {
    return null;
  }
}

/** The icon Apple requires: the logo on the card's background, or the person's initials when there is none. */
async function iconImages(content: PassContent, logo: Buffer | null): Promise<Images> {
  const sharp = await loadSharp();
  const background = content.colours.background;
  const fromLogo =
    logo &&
    (await scaled('icon', (scale) =>
      sharp(logo)
        .resize(ICON * scale, ICON * scale, { fit: 'contain', background })
        .flatten({ background })
        .png()
        .toBuffer(),
    ));
  // No logo, or one sharp cannot read: the initials stand in.
  if (fromLogo) return fromLogo;
  const initials = escapeXml(initialsOf(content.name));
  const svg = (size: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/><text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="42" fill="${content.colours.foreground}">${initials}</text></svg>`;
  const drawn = await scaled('icon', (scale) =>
    sharp(Buffer.from(svg(ICON * scale)))
      .png()
      .toBuffer(),
  );
  if (!drawn) throw new Error('The initials icon could not be drawn');
  return drawn;
}

/** logo.png (within 160x50 points, its aspect kept) and thumbnail.png (the photo, 90x90 cropped); each optional. */
async function optionalImages(logo: Buffer | null, photo: Buffer | null): Promise<Images> {
  const sharp = await loadSharp();
  const resized = (source: Buffer, options: (scale: number) => ResizeOptions) => (scale: number) =>
    sharp(source).rotate().resize(options(scale)).png().toBuffer();
  // An image sharp cannot read is left out: the pass works without a logo or thumbnail.
  const [logos, thumbnails] = await Promise.all([
    logo &&
      scaled(
        'logo',
        resized(logo, (scale) => ({ width: LOGO.width * scale, height: LOGO.height * scale, fit: 'inside' })),
      ),
    photo &&
      scaled(
        'thumbnail',
        resized(photo, (scale) => ({ width: THUMBNAIL * scale, height: THUMBNAIL * scale, fit: 'cover' })),
      ),
  ]);
  return { ...logos, ...thumbnails };
}

/**
 * The signed .pkpass of a card's pass as the card is now (a `generic` pass, decision 038): the person's name,
 * position and organisation on the front, contact details on the back, the card page's QR code, the card's
 * colours and images; its web service URL and token let Wallet register for updates and fetch new versions.
 */
export async function buildApplePass(deps: Deps, pass: WalletPass): Promise<Buffer> {
  const apple = deps.config.appleWallet;
  if (!apple) throw new Error('Apple Wallet is not configured');
  const { content } = pass;
  const [logo, photo] = await Promise.all([storedImage(deps, content.logoKey), storedImage(deps, content.photoKey)]);
  const [icons, images] = await Promise.all([iconImages(content, logo), optionalImages(logo, photo)]);

  const pkpass = new PKPass(
    { ...icons, ...images },
    {
      wwdr: apple.wwdrCertificate,
      signerCert: apple.certificate,
      signerKey: apple.privateKey,
      signerKeyPassphrase: apple.privateKeyPassphrase,
    },
    {
      formatVersion: 1,
      passTypeIdentifier: apple.passTypeId,
      teamIdentifier: apple.teamId,
      serialNumber: content.cardId,
      organizationName: content.organisationName || content.name,
      description: labels.card.en,
      webServiceURL: `${deps.config.appUrl}/api/passkit`,
      authenticationToken: pass.authenticationToken,
      backgroundColor: rgbOf(content.colours.background),
      foregroundColor: rgbOf(content.colours.foreground),
      labelColor: rgbOf(content.colours.label),
    },
  );

  const generic = new PassType('generic');
  generic.primaryFields.push({ key: 'name', label: '', value: content.name });
  if (content.position) {
    generic.secondaryFields.push({ key: 'position', label: labels.position.en, value: content.position });
  }
  if (content.organisationName) {
    generic.auxiliaryFields.push({
      key: 'organisation',
      label: labels.organisation.en,
      value: content.organisationName,
    });
  }
  const back = [
    { key: 'email', label: labels.email.en, value: content.email },
    { key: 'phone', label: labels.phone.en, value: content.phone },
    { key: 'website', label: labels.website.en, value: content.website },
  ];
  for (const field of back) if (field.value) generic.backFields.push({ ...field, value: field.value });
  pkpass.types.push(generic);

  pkpass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: content.cardUrl,
    messageEncoding: 'iso-8859-1',
  });
  pkpass.localize('en', localizationsOf('en'));
  pkpass.localize('de', localizationsOf('de'));
  return pkpass.getAsBuffer();
}
