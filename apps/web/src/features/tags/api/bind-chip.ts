import type { Tag } from '@nfc/contract/tags';
import type { bindChipBodySchema } from '@nfc/contract/verified-taps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { tagsQueryKey } from './get-tags';

export type BindChipBody = z.output<typeof bindChipBodySchema>;

// PUT /api/tags/:id/chip - bind the tag to its chip's UID (409 when either is bound already)
export async function bindChip({ id, body }: { id: string; body: BindChipBody }): Promise<Tag> {
  const { data } = await api.put<Tag>(`/tags/${encodeURIComponent(id)}/chip`, body);
  return data;
}

export function useBindChip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindChip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
  });
}
