import type { ScanSource } from '@nfc/contract/scans';

/**
 * The source of a hit on `/t/{code}`. The QR code encodes `/t/{code}?src=qr`, so `src=qr` is a QR scan.
 * A chip holds the bare link and a tap opens the browser with no referrer, so no `src` and no Referer is
 * an NFC tap. Anything else (a Referer, i.e. a click on a web page, or another `src`) is 'other'.
 */
export function scanSourceOf(src: unknown, referer: string | undefined): ScanSource {
  if (src === 'qr') return 'qr';
  if (src === undefined && !referer) return 'nfc';
  return 'other';
}
