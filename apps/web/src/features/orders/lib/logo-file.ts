import { ORDER_LOGO_MAX_BYTES, orderLogoTypes } from '@nfc/contract/orders';

export type LogoProblem = 'tooLarge' | 'wrongType';

/** The client-side check of a chosen logo (the server checks the content again). */
export function getLogoProblem(file: Pick<File, 'size' | 'type'>): LogoProblem | null {
  if (!(orderLogoTypes as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > ORDER_LOGO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Value of the file input's accept attribute. */
export const logoAccept = orderLogoTypes.join(',');

export const logoMaxMegabytes = ORDER_LOGO_MAX_BYTES / (1024 * 1024);
