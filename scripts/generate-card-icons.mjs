// Draws the public card page's home-screen icons (web app manifest and Apple touch icon) from one SVG.
// Run once after changing the design: node scripts/generate-card-icons.mjs (the PNGs are committed).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));

/** A white contact card on indigo; the card stays inside the central 80% circle that maskable icons keep. */
function iconSvg({ cornerRadius }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${cornerRadius}" fill="#4f46e5"/>
  <rect x="96" y="144" width="320" height="224" rx="28" fill="#ffffff"/>
  <circle cx="180" cy="226" r="36" fill="#4f46e5"/>
  <path d="M124 324a56 56 0 0 1 112 0z" fill="#4f46e5"/>
  <rect x="264" y="208" width="112" height="20" rx="10" fill="#a5b4fc"/>
  <rect x="264" y="248" width="88" height="20" rx="10" fill="#a5b4fc"/>
  <rect x="264" y="288" width="104" height="20" rx="10" fill="#a5b4fc"/>
</svg>`;
}

const icons = [
  { file: 'card-192.png', size: 192, cornerRadius: 112 },
  { file: 'card-512.png', size: 512, cornerRadius: 112 },
  // Launchers cut maskable icons into their own shape, and iOS rounds the touch icon itself: both full-bleed.
  { file: 'card-maskable-512.png', size: 512, cornerRadius: 0 },
  { file: 'apple-touch-icon.png', size: 180, cornerRadius: 0 },
];

await mkdir(outDir, { recursive: true });
for (const { file, size, cornerRadius } of icons) {
  await sharp(Buffer.from(iconSvg({ cornerRadius })))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, file));
}
console.log(`Wrote ${icons.length} icons to ${outDir}`);
