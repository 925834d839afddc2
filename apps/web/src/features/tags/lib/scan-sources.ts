import type { ScanSource } from '@nfc/contract/scans';

/** The order and colour of scan sources in every chart; the figures are always written out beside them. */
export const scanSourceOrder: readonly ScanSource[] = ['nfc', 'qr', 'other'];
export const scanSourceColors: Record<ScanSource, string> = { nfc: '#6366f1', qr: '#0d9488', other: '#d97706' };
