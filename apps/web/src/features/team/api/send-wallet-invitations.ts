import type { WalletInvitationResult } from '@nfc/contract/wallet';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/team/wallet-invitations - mails every active member with a card their wallet links (30 days)
export async function sendWalletInvitations(): Promise<WalletInvitationResult> {
  const { data } = await api.post<WalletInvitationResult>('/team/wallet-invitations');
  return data;
}

export function useSendWalletInvitations() {
  return useMutation({ mutationFn: sendWalletInvitations });
}
