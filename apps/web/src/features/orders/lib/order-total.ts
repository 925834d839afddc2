import type { CustomerOrder } from '@nfc/contract/orders';

/** Spec rule: totalAmount when positive, else the sum of quantity x unitPrice over the items, else 0. */
export function getDisplayedTotal(order: Pick<CustomerOrder, 'totalAmount' | 'items'>): number {
  if (order.totalAmount > 0) return order.totalAmount;
  const sum = order.items.reduce((total, item) => total + item.quantity * item.unitPrice, 0);
  return sum > 0 ? Math.round(sum * 100) / 100 : 0;
}

/** How many pieces an order holds (all items together). */
export function getOrderQuantity(order: Pick<CustomerOrder, 'items'>): number {
  return order.items.reduce((total, item) => total + item.quantity, 0);
}
