import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vcardsQueryKey } from './get-vcards';

// GET /api/vcf-configs/:id/image-presigned-url - a short-lived link to the card's profile picture (404 without one)
export async function getProfilePictureUrl(id: string): Promise<string> {
  const { data } = await api.get<{ presignedUrl: string }>(
    `/vcf-configs/${encodeURIComponent(id)}/image-presigned-url`,
  );
  return data.presignedUrl;
}

/** Only asked when the card has a picture; `version` (the card's updatedAt) refetches after a change. */
export function useProfilePictureUrl(id: string, version: string, hasPicture: boolean) {
  return useQuery({
    queryKey: [...vcardsQueryKey, 'picture', id, version],
    queryFn: () => getProfilePictureUrl(id),
    enabled: hasPicture,
    // The link expires after an hour; a fresh one is asked for well before.
    staleTime: 10 * 60_000,
  });
}
