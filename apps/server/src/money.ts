/** Money is integer cents inside and a two-decimal number on the wire (docs/architecture.md, Answers). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

export function amountToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100);
}
