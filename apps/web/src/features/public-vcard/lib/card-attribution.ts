import type { CardAttribution, ScanSource } from '@nfc/contract/scans';

const SOURCES: readonly ScanSource[] = ['nfc', 'qr', 'other'];
const TAG_CODE = /^[0-9A-Za-z]{8}$/;
const isScanSource = (value: string): value is ScanSource => (SOURCES as readonly string[]).includes(value);

/**
 * The tag and source the scan link put on the card page's address (`?via={code}&src={source}`), to pass on
 * with the view report, the .vcf download and the contact form. Malformed values are dropped, so a mangled
 * address never costs the visit; the rules mirror the contract's cardAttributionSchema without loading zod
 * into the small card page.
 */
export function getCardAttribution(search: string): CardAttribution {
  const params = new URLSearchParams(search);
  const via = params.get('via');
  const src = params.get('src');
  return {
    ...(via && TAG_CODE.test(via) ? { via } : {}),
    ...(src && isScanSource(src) ? { src } : {}),
  };
}

/** The attribution as a query string for a link, or '' when there is none. */
export function toAttributionQuery({ via, src }: CardAttribution): string {
  const params = new URLSearchParams();
  if (via) params.set('via', via);
  if (src) params.set('src', src);
  const query = params.toString();
  return query ? `?${query}` : '';
}
