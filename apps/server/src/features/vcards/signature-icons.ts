import { loadSharp } from '../../platform/images/sharp.ts';

/** The social networks a signature shows as an icon; any other link stays out of the icon row. */
export const signatureNetworks = ['linkedin', 'instagram', 'facebook', 'x', 'youtube', 'xing'] as const;
export type SignatureNetwork = (typeof signatureNetworks)[number];

/** Brand names, the same in every language: an icon's alt text. */
export const networkNames: Record<SignatureNetwork, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  xing: 'XING',
};

const hostsOf: Record<SignatureNetwork, readonly string[]> = {
  linkedin: ['linkedin.com'],
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
  xing: ['xing.com'],
};

/** The network a link belongs to by its host (subdomains included), or null for any other site. */
export function networkOf(url: string): SignatureNetwork | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return (
    signatureNetworks.find((network) => hostsOf[network].some((base) => host === base || host.endsWith(`.${base}`))) ??
    null
  );
}

/** Shown at 20 px: drawn at 2.4x for sharp high-density screens. */
export const SIGNATURE_ICON_SIZE = 20;
const RENDER_SIZE = 48;

/** Simple shapes on a 24-unit grid, white on the network's colour; no text, so no font is needed to draw them. */
const shapes: Record<SignatureNetwork, string> = {
  linkedin:
    '<rect width="24" height="24" rx="4" fill="#0a66c2"/>' +
    '<rect x="5" y="9.5" width="3" height="9" fill="#fff"/><circle cx="6.5" cy="6.5" r="1.8" fill="#fff"/>' +
    '<path d="M10.5 9.5h2.9v1.3c.5-.9 1.6-1.5 3-1.5 2.4 0 3.1 1.5 3.1 3.8v5.4h-3v-4.8c0-1.1-.3-1.8-1.3-1.8s-1.7.7-1.7 1.9v4.7h-3z" fill="#fff"/>',
  instagram:
    '<rect width="24" height="24" rx="6" fill="#d62976"/>' +
    '<rect x="5" y="5" width="14" height="14" rx="4" fill="none" stroke="#fff" stroke-width="2"/>' +
    '<circle cx="12" cy="12" r="3.2" fill="none" stroke="#fff" stroke-width="2"/><circle cx="16.3" cy="7.7" r="1.1" fill="#fff"/>',
  facebook:
    '<circle cx="12" cy="12" r="12" fill="#1877f2"/>' +
    '<path d="M13.4 20v-6.2h2.1l.4-2.6h-2.5V9.6c0-.7.3-1.4 1.5-1.4H16V6c-.4-.1-1.2-.2-2.1-.2-2.1 0-3.4 1.3-3.4 3.6v1.8H8.3v2.6h2.2V20z" fill="#fff"/>',
  x:
    '<rect width="24" height="24" rx="4" fill="#000"/>' +
    '<path d="M6 6l12 12M18 6L6 18" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>',
  youtube:
    '<rect width="24" height="24" rx="4" fill="#ff0000"/>' +
    '<rect x="3.5" y="6.5" width="17" height="11" rx="3" fill="#fff"/><path d="M10.3 9.3v5.4l4.6-2.7z" fill="#ff0000"/>',
  xing:
    '<rect width="24" height="24" rx="4" fill="#006567"/>' +
    '<path d="M6.5 8.2h2.7l1.7 3-2.3 3.9H5.9l2.3-3.9z" fill="#fff"/><path d="M15.1 4.8h2.8l-4.4 7.8 2.8 5.1h-2.8l-2.8-5.1z" fill="#fff"/>',
};

const rendered = new Map<SignatureNetwork, Promise<Buffer>>();

/** The network's icon as a PNG, drawn once per process from its SVG shape. */
export function renderSignatureIcon(network: SignatureNetwork): Promise<Buffer> {
  let png = rendered.get(network);
  if (!png) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER_SIZE}" height="${RENDER_SIZE}" viewBox="0 0 24 24">${shapes[network]}</svg>`;
    png = loadSharp().then((sharp) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
    png.catch(() => rendered.delete(network));
    rendered.set(network, png);
  }
  return png;
}
