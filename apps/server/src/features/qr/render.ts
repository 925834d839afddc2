import QRCode, { type BitMatrix } from 'qrcode';
import { loadSharp } from '../../platform/images/sharp.ts';

export type QrLogo = { data: Buffer; contentType: string };
export type QrRenderStyle = { foreground: string; background: string; logo: QrLogo | null };

/** Four light modules around the code, as the QR standard asks, so it reads off any surface. */
const QUIET_ZONE = 4;
/** The logo pad's share of the symbol's width: with level H (30 % recovery) the code stays readable. */
const LOGO_SHARE = 0.2;
/** Width and height written into the SVG; it scales freely through its viewBox. */
const SVG_SIZE = 1024;

/** One subpath per horizontal run of dark modules, offset by the quiet zone. */
function modulePath(modules: BitMatrix): string {
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; ) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      const length = column - start;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${length}v1h-${length}z`;
    }
  }
  return path;
}

/** A background-coloured pad in the centre (a whole number of modules) with the logo inside it. */
function logoMarkup(modules: number, style: QrRenderStyle & { logo: QrLogo }): string {
  let pad = Math.floor(modules * LOGO_SHARE);
  if ((modules - pad) % 2 !== 0) pad -= 1;
  const offset = QUIET_ZONE + (modules - pad) / 2;
  const inset = 0.5;
  const href = `data:${style.logo.contentType};base64,${style.logo.data.toString('base64')}`;
  return (
    `<rect x="${offset}" y="${offset}" width="${pad}" height="${pad}" fill="${style.background}"/>` +
    `<image x="${offset + inset}" y="${offset + inset}" width="${pad - 2 * inset}" height="${pad - 2 * inset}" ` +
    `preserveAspectRatio="xMidYMid meet" href="${href}"/>`
  );
}

/**
 * The QR code of `text` as a standalone SVG. Colours are validated `#rrggbb` values and the logo is a
 * PNG we re-encoded ourselves, so nothing user-written reaches the markup.
 */
export function renderQrSvg(text: string, style: QrRenderStyle, size = SVG_SIZE): string {
  // A logo hides modules, so the code carries the highest error correction when it has one.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: style.logo ? 'H' : 'M' });
  const total = modules.size + QUIET_ZONE * 2;
  const logo = style.logo ? logoMarkup(modules.size, { ...style, logo: style.logo }) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="${style.background}"/>` +
    `<path d="${modulePath(modules)}" fill="${style.foreground}"/>` +
    `${logo}</svg>`
  );
}

/** The same SVG rasterised to a `size` x `size` PNG. */
export async function renderQrPng(text: string, style: QrRenderStyle, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(renderQrSvg(text, style, size)))
    .png()
    .toBuffer();
}
