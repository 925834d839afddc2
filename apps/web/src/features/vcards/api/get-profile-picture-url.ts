import type { CardImageKind } from '@nfc/contract/vcards';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vcardsQueryKey } from './get-vcards';

// GET /api/vcf-configs/:id/image-presigned-url?image - a short-lived link to one of the card's images (404 without it)
export async function getProfilePictureUrl(id: string, image: CardImageKind = 'profile'): Promise<string> {
  const { data } = await api.get<{ presignedUrl: string }>(
    `/vcf-configs/${encodeURIComponent(id)}/image-presigned-url`,
    { params: image === 'profile' ? undefined : { image } },
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
