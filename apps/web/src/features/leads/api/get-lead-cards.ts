import type { Vcard } from '@nfc/contract/vcards';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type LeadCard = { id: string; name: string };

// GET /api/vcf-configs - the cards leads can come from, for the card filter
export async function getLeadCards(): Promise<LeadCard[]> {
  const { data } = await api.get<Vcard[]>('/vcf-configs');
  return data.map((card) => ({ id: card.id, name: card.configName }));
}

export function useLeadCards() {
  return useQuery({ queryKey: ['vcards', 'lead-cards'], queryFn: getLeadCards });
}
