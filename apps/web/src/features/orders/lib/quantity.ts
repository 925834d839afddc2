import { QUANTITY_MAX, QUANTITY_MIN } from '@nfc/contract/orders';

/**
 * What the quantity box keeps while the user types: numbers below the minimum become the minimum
 * (spec: lower values become 1); an empty box stays empty so a new number can be typed.
 */
export function normalizeQuantityInput(raw: string): string {
  const text = raw.trim();
  if (text === '') return '';
  const value = Number(text);
  if (Number.isNaN(value)) return text;
  return value < QUANTITY_MIN ? String(QUANTITY_MIN) : text;
}

/** The quantity as a whole number from 1 to 1000, or null when the text is not one. */
export function parseQuantity(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= QUANTITY_MIN && value <= QUANTITY_MAX ? value : null;
}

/** A quantity from a link (the Reorder query parameter): clamped into 1-1000, or the fallback when unreadable. */
export function clampQuantity(raw: string | null, fallback: number): number {
  const value = Number.parseInt(raw ?? '', 10);
  if (Number.isNaN(value)) return fallback;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, value));
}
