import type { Vcard } from '@nfc/contract/vcards';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type VcardChoice = Pick<Vcard, 'id' | 'configName' | 'name' | 'surname'>;

// GET /api/vcf-configs - the user's vCards a vCard-page tag may open
export async function getVcardChoices(): Promise<VcardChoice[]> {
  const { data } = await api.get<Vcard[]>('/vcf-configs');
  return data.map(({ id, configName, name, surname }) => ({ id, configName, name, surname }));
}

export function useVcardChoices() {
  // Always fresh: the user may have just created a card on the vCards page.
  return useQuery({ queryKey: ['tags', 'vcard-choices'], queryFn: getVcardChoices, staleTime: 0 });
}
