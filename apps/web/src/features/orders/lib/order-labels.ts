import { type ProductEdition, type ProductLine, productEditions } from '@nfc/contract/constants';
import { type CustomerOrderStatus, type ProductType, splitProductType } from '@nfc/contract/orders';

/** Translation keys (namespace orders) of the customer order statuses. */
export const orderStatusLabelKeys: Record<CustomerOrderStatus, string> = {
  pending: 'orders:status.pending',
  processing: 'orders:status.processing',
  shipped: 'orders:status.shipped',
  delivered: 'orders:status.delivered',
  cancelled: 'orders:status.cancelled',
};

/** The status label key, or the generic one for a value this client does not know yet. */
export function getStatusLabelKey(status: string): string {
  return orderStatusLabelKeys[status as CustomerOrderStatus] ?? 'orders:status.unknown';
}

export function getLineLabelKey(line: ProductLine): string {
  return `orders:products.lines.${line}.name`;
}

export function getEditionLabelKey(edition: ProductEdition): string {
  return `orders:products.editions.${edition}.name`;
}

/** The edition named by an order item's customization text, if it is one. */
export function findEdition(customization: string): ProductEdition | null {
  const text = customization.trim().toLowerCase();
  return productEditions.find((edition) => edition === text) ?? null;
}

/** Line and edition keys of a full product type such as nfc_card_individual. */
export function getProductLabelKeys(productType: ProductType): { line: string; edition: string } {
  const { line, edition } = splitProductType(productType);
  return { line: getLineLabelKey(line), edition: getEditionLabelKey(edition) };
}

/** Only the individual and premium editions carry a customer logo. */
export function acceptsLogo(productType: ProductType): boolean {
  return splitProductType(productType).edition !== 'core';
}
