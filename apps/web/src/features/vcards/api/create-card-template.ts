import type { CardTemplate } from '@nfc/contract/card-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type CardTemplateInput, toCardTemplateFormData } from '../lib/card-template-payload';
import { cardTemplatesQueryKey } from './get-card-templates';

// POST /api/team/templates - create a card template (multipart with an optional logoImage and coverImage)
export async function createCardTemplate(input: CardTemplateInput): Promise<CardTemplate> {
  const { data } = await api.post<CardTemplate>('/team/templates', toCardTemplateFormData(input));
  return data;
}

export function useCreateCardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCardTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardTemplatesQueryKey }),
  });
}
