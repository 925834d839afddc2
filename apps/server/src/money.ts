/** Money is integer cents inside and a two-decimal number on the wire (DESIGN.md section 3). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

export function amountToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100);
}
