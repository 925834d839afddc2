import type { CardTemplate } from '@nfc/contract/card-templates';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The organisation's card templates: every change to one invalidates it (and the cards, which follow). */
export const cardTemplatesQueryKey = ['card-templates'] as const;

// GET /api/team/templates - the organisation's card templates, newest first, with how many cards follow each
export async function getCardTemplates(): Promise<CardTemplate[]> {
  const { data } = await api.get<CardTemplate[]>('/team/templates');
  return data;
}

export function useCardTemplates() {
  return useQuery({
    queryKey: cardTemplatesQueryKey,
    queryFn: getCardTemplates,
    // The links to the templates' images expire after an hour; fresh ones are asked for well before.
    staleTime: 10 * 60_000,
  });
}
