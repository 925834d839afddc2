import { formatCurrency, formatDate } from '../../../lib/format';

// Spec (customer portal section 9): order dates and amounts use German formatting in both languages.
const orderLanguage = 'de';

export function formatOrderMoney(amount: number, currency: string): string {
  return formatCurrency(amount, currency, orderLanguage);
}

export function formatOrderDate(value: string): string {
  return formatDate(value, orderLanguage);
}
