import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cardTemplatesQueryKey } from './get-card-templates';
import { teamSettingsQueryKey } from './get-team-settings';
import { vcardsQueryKey } from './get-vcards';

// DELETE /api/team/templates/:id - delete a card template; its cards keep their values, now unlocked (204)
export async function deleteCardTemplate(id: string): Promise<void> {
  await api.delete(`/team/templates/${encodeURIComponent(id)}`);
}

export function useDeleteCardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCardTemplate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cardTemplatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: vcardsQueryKey }),
        // Deleting the default template clears it and the rule that requires it.
        queryClient.invalidateQueries({ queryKey: teamSettingsQueryKey }),
      ]),
  });
}
