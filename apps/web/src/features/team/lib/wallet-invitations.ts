/**
 * The text for a refused round of wallet links: 409 (no wallet set up here) and 429 (several rounds this hour)
 * are said in our words; anything else falls back to the server's message.
 */
export function getWalletInvitationErrorKey(status: number | undefined): string | null {
  if (status === 409) return 'wallet:invite.notSetUp';
  if (status === 429) return 'wallet:invite.tooOften';
  return null;
}
