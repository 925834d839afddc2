import { useQuery } from '@tanstack/react-query';
import { getProfilePictureUrl } from './get-profile-picture-url';
import { vcardsQueryKey } from './get-vcards';

export type StoredCardImages = { coverImageUrl: string | null; logoImageUrl: string | null };

/** Short-lived links to a card's stored cover and logo, for the editor's preview (null where it has none). */
export async function getStoredCardImages(
  id: string,
  { hasCover, hasLogo }: { hasCover: boolean; hasLogo: boolean },
): Promise<StoredCardImages> {
  const [coverImageUrl, logoImageUrl] = await Promise.all([
    hasCover ? getProfilePictureUrl(id, 'cover') : null,
    hasLogo ? getProfilePictureUrl(id, 'logo') : null,
  ]);
  return { coverImageUrl, logoImageUrl };
}

/** Only asked when the card has a cover or a logo; `version` (the card's updatedAt) refetches after a change. */
export function useStoredCardImages(id: string, version: string, images: { hasCover: boolean; hasLogo: boolean }) {
  return useQuery({
    queryKey: [...vcardsQueryKey, 'images', id, version, images.hasCover, images.hasLogo],
    queryFn: () => getStoredCardImages(id, images),
    enabled: images.hasCover || images.hasLogo,
    // The links expire after an hour; fresh ones are asked for well before.
    staleTime: 10 * 60_000,
  });
}
