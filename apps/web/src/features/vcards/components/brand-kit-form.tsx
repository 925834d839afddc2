import { zodResolver } from '@hookform/resolvers/zod';
import type { BrandKit } from '@nfc/contract/brand';
import { cardAppearanceSchema, DEFAULT_CARD_APPEARANCE } from '@nfc/contract/vcards';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { getApiError, getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateBrandKit } from '../api/update-brand-kit';
import {
  keepTemplateImages,
  type TemplateImageChanges,
  type TemplateImageField,
  templateImageFields,
} from '../lib/card-template-payload';
import { getShownImage, useObjectUrl } from '../lib/image-preview';
import type { CardDesignValues } from '../lib/vcard-form-values';
import type { PictureChange } from '../lib/vcard-payload';
import { CardDesignFields } from './card-design-fields';
import { CardPreview, organisationOf } from './card-preview';
import { PictureField } from './picture-field';

const brandFormSchema = z.object({ links: z.array(z.never()), appearance: cardAppearanceSchema });
type BrandFormOutput = z.infer<typeof brandFormSchema>;
const resolver = zodResolver(brandFormSchema) as unknown as Resolver<CardDesignValues, unknown, BrandFormOutput>;

const noImageErrors: Record<TemplateImageField, string | null> = { coverImage: null, logoImage: null };
const sectionLegend = 'text-lg font-semibold text-slate-900 dark:text-white';

/**
 * The organisation's brand kit: layout, colours, logo and cover with a live preview of a card made from it. Owner
 * and admins save it (every following card and template takes it); members see it read-only.
 */
export function BrandKitForm({ kit, canEdit }: { kit: BrandKit; canEdit: boolean }) {
  const { t } = useTranslation(['vcards', 'translation'], { nsMode: 'fallback' });
  const { user } = useAuth();
  const updateBrand = useUpdateBrandKit();
  const [images, setImages] = useState<TemplateImageChanges>(keepTemplateImages);
  const [imageErrors, setImageErrors] = useState(noImageErrors);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CardDesignValues, unknown, BrandFormOutput>({
    resolver,
    defaultValues: { links: [], appearance: { ...(kit.appearance ?? DEFAULT_CARD_APPEARANCE) } },
  });
  const values = watch();

  const newUrls: Record<TemplateImageField, string | null> = {
    coverImage: useObjectUrl(images.coverImage.kind === 'replace' ? images.coverImage.file : null),
    logoImage: useObjectUrl(images.logoImage.kind === 'replace' ? images.logoImage.file : null),
  };
  const shown: Record<TemplateImageField, string | null> = {
    coverImage: getShownImage(images.coverImage, newUrls.coverImage, kit.coverImageUrl),
    logoImage: getShownImage(images.logoImage, newUrls.logoImage, kit.logoImageUrl),
  };
  const changeImage = (field: TemplateImageField, change: PictureChange) => {
    setImages((current) => ({ ...current, [field]: change }));
    setImageErrors((current) => ({ ...current, [field]: null }));
  };

  const onSubmit = async ({ appearance }: BrandFormOutput) => {
    setServerError(null);
    setImageErrors(noImageErrors);
    try {
      await updateBrand.mutateAsync({ appearance, images });
      setImages(keepTemplateImages);
      toast.success(t('vcards:brand.saved'));
    } catch (error) {
      const fieldErrors = getApiError(error)?.errors ?? {};
      const named = templateImageFields.filter((field) => typeof fieldErrors[field] === 'string');
      if (named.length > 0) {
        setImageErrors({ ...noImageErrors, ...Object.fromEntries(named.map((field) => [field, fieldErrors[field]])) });
      }
      applyServerFieldErrors(error, setError, [
        'appearance.layout',
        'appearance.primaryColor',
        'appearance.backgroundColor',
      ]);
      setServerError(getErrorMessage(error, 'vcards:brand.saveFailed'));
    }
  };

  const isLocked = !canEdit || isSubmitting;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6" aria-busy={isSubmitting || undefined}>
        {serverError && (
          <Alert tone="error" title={t('vcards:brand.saveFailed')}>
            {serverError}
          </Alert>
        )}
        {!canEdit && (
          <Alert tone="info" title={t('vcards:brand.readOnlyTitle')}>
            {t('vcards:brand.readOnly')}
          </Alert>
        )}
        <Card>
          <fieldset disabled={isLocked} className="space-y-5">
            <legend className={sectionLegend}>{t('vcards:brand.designSection')}</legend>
            <CardDesignFields
              register={register}
              setValue={setValue}
              appearance={values.appearance}
              errors={errors.appearance}
            />
          </fieldset>
        </Card>
        <Card>
          <fieldset disabled={isLocked} className="space-y-5">
            <legend className={sectionLegend}>{t('vcards:brand.imagesSection')}</legend>
            <PictureField
              field="logoImage"
              change={images.logoImage}
              onChange={(next) => changeImage('logoImage', next)}
              previewUrl={shown.logoImage}
              hasStoredPicture={Boolean(kit.logoImageUrl)}
              serverError={imageErrors.logoImage}
              disabled={isLocked}
            />
            <PictureField
              field="coverImage"
              change={images.coverImage}
              onChange={(next) => changeImage('coverImage', next)}
              previewUrl={shown.coverImage}
              hasStoredPicture={Boolean(kit.coverImageUrl)}
              serverError={imageErrors.coverImage}
              disabled={isLocked}
            />
          </fieldset>
        </Card>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('vcards:brand.following', { cards: kit.followingCards, templates: kit.followingTemplates })}
        </p>
        {canEdit && (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="submit" isLoading={isSubmitting}>
              {isSubmitting ? t('translation:common.saving') : t('vcards:brand.save')}
            </Button>
          </div>
        )}
      </form>

      <CardPreview
        title={t('vcards:brand.preview.title')}
        hint={t('vcards:brand.preview.hint')}
        card={{
          name: t('vcards:brand.preview.name'),
          surname: null,
          position: t('vcards:brand.preview.position'),
          phoneNumber: null,
          contactEmail: null,
          websiteUrl: null,
          linkedinUrl: null,
          instagramUrl: null,
          ...organisationOf(user),
          pictureUrl: null,
          bio: null,
          links: [],
          appearance: values.appearance,
          coverImageUrl: shown.coverImage,
          logoImageUrl: shown.logoImage,
        }}
      />
    </div>
  );
}
