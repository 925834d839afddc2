import type { BrandKit } from '@nfc/contract/brand';
import type { CardAppearance } from '@nfc/contract/vcards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { TemplateImageChanges } from '../lib/card-template-payload';
import { brandKitQueryKey } from './get-brand-kit';
import { cardTemplatesQueryKey } from './get-card-templates';
import { vcardsQueryKey } from './get-vcards';

export type BrandKitInput = { appearance: CardAppearance; images: TemplateImageChanges };

/** Multipart: the design as JSON, each image as its file or its `remove...` flag. */
export function toBrandKitFormData({ appearance, images }: BrandKitInput): FormData {
  const form = new FormData();
  form.append('appearance', JSON.stringify(appearance));
  if (images.logoImage.kind === 'remove') form.append('removeLogoImage', 'true');
  if (images.logoImage.kind === 'replace') form.append('logoImage', images.logoImage.file, images.logoImage.file.name);
  if (images.coverImage.kind === 'remove') form.append('removeCoverImage', 'true');
  if (images.coverImage.kind === 'replace') {
    form.append('coverImage', images.coverImage.file, images.coverImage.file.name);
  }
  return form;
}

// PUT /api/organisation/brand - save the brand kit; every card and template that follows it takes it
export async function updateBrandKit(input: BrandKitInput): Promise<BrandKit> {
  const { data } = await api.put<BrandKit>('/organisation/brand', toBrandKitFormData(input));
  return data;
}

export function useUpdateBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandKit,
    onSuccess: (kit) => {
      queryClient.setQueryData(brandKitQueryKey, kit);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: vcardsQueryKey }),
        queryClient.invalidateQueries({ queryKey: cardTemplatesQueryKey }),
      ]);
    },
  });
}
