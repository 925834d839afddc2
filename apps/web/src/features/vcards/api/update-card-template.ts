import type { CardTemplate } from '@nfc/contract/card-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type CardTemplateInput, toCardTemplateFormData } from '../lib/card-template-payload';
import { cardTemplatesQueryKey } from './get-card-templates';
import { vcardsQueryKey } from './get-vcards';

// PUT /api/team/templates/:id - replace a card template; every card made from it follows
export async function updateCardTemplate({ id, ...input }: CardTemplateInput & { id: string }): Promise<CardTemplate> {
  const { data } = await api.put<CardTemplate>(
    `/team/templates/${encodeURIComponent(id)}`,
    toCardTemplateFormData(input),
  );
  return data;
}

export function useUpdateCardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCardTemplate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cardTemplatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: vcardsQueryKey }),
      ]),
  });
}
