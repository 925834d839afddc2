import { zodResolver } from '@hookform/resolvers/zod';
import { CARD_BIO_MAX, type Vcard, type VcardBody, vcardBodySchema } from '@nfc/contract/vcards';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { ContactCard } from '../../../components/contact-card';
import { TextField } from '../../../components/field';
import { textLink } from '../../../components/styles';
import { TextAreaField } from '../../../components/text-area-field';
import { paths } from '../../../config/paths';
import { redirectDelays } from '../../../config/timing';
import { getApiError, getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useDelayedRedirect } from '../../../lib/use-delayed-redirect';
import { useCreateVcard } from '../api/create-vcard';
import { useStoredCardImages } from '../api/get-card-images';
import { useProfilePictureUrl } from '../api/get-profile-picture-url';
import { useUpdateVcard } from '../api/update-vcard';
import { getServerFieldNames, getVcardFormValues, type VcardFormValues } from '../lib/vcard-form-values';
import { type CardImageChanges, type CardImageField, cardImageFields, keepAllImages } from '../lib/vcard-payload';
import { CardDesignFields } from './card-design-fields';
import { CardLinksField } from './card-links-field';
import { PictureField } from './picture-field';

type VcardField = Exclude<keyof VcardFormValues, 'links' | 'appearance'>;

// The contract's optional fields are preprocessed ('' means not given), so their input type is `unknown`.
const resolver = zodResolver(vcardBodySchema) as unknown as Resolver<VcardFormValues, unknown, VcardBody>;

/** A blob: URL of the chosen file for the preview, released when the file changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** What one image shows right now: the chosen file, the stored image, or none (marked for removal). */
function getShownImage(change: CardImageChanges[CardImageField], newUrl: string | null, storedUrl: string | null) {
  if (change.kind === 'replace') return newUrl;
  return change.kind === 'keep' ? storedUrl : null;
}

const noImageErrors: Record<CardImageField, string | null> = {
  profilePicture: null,
  coverImage: null,
  logoImage: null,
};

/** Create (no card) or edit a vCard, with a live preview of the public card; back to the list 2 s after saving. */
export function VcardForm({ card }: { card: Vcard | null }) {
  // Fallback mode: the contract's `validation.*` keys are found in the shared namespace.
  const { t } = useTranslation(['vcards', 'translation'], { nsMode: 'fallback' });
  const { user } = useAuth();
  const createCard = useCreateVcard();
  const updateCard = useUpdateVcard();
  const [images, setImages] = useState<CardImageChanges>(keepAllImages);
  const [imageErrors, setImageErrors] = useState(noImageErrors);
  const [serverError, setServerError] = useState<{ message: string; isLimit: boolean } | null>(null);
  const [isSaved, setSaved] = useState(false);
  const [isPreviewBroken, setPreviewBroken] = useState(false);

  const hasStored: Record<CardImageField, boolean> = {
    profilePicture: Boolean(card?.profilePicturePath),
    coverImage: Boolean(card?.coverImagePath),
    logoImage: Boolean(card?.logoImagePath),
  };
  const version = card?.updatedAt ?? '';
  const storedPicture = useProfilePictureUrl(card?.id ?? '', version, hasStored.profilePicture);
  const storedImages = useStoredCardImages(card?.id ?? '', version, {
    hasCover: hasStored.coverImage,
    hasLogo: hasStored.logoImage,
  });
  const newUrls: Record<CardImageField, string | null> = {
    profilePicture: useObjectUrl(images.profilePicture.kind === 'replace' ? images.profilePicture.file : null),
    coverImage: useObjectUrl(images.coverImage.kind === 'replace' ? images.coverImage.file : null),
    logoImage: useObjectUrl(images.logoImage.kind === 'replace' ? images.logoImage.file : null),
  };
  const shown: Record<CardImageField, string | null> = {
    profilePicture: getShownImage(images.profilePicture, newUrls.profilePicture, storedPicture.data ?? null),
    coverImage: getShownImage(images.coverImage, newUrls.coverImage, storedImages.data?.coverImageUrl ?? null),
    logoImage: getShownImage(images.logoImage, newUrls.logoImage, storedImages.data?.logoImageUrl ?? null),
  };
  const hasPreviewError =
    images.profilePicture.kind === 'keep' && hasStored.profilePicture && (storedPicture.isError || isPreviewBroken);

  useDelayedRedirect(paths.vcards, redirectDelays.afterVcardSave, isSaved);

  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VcardFormValues, unknown, VcardBody>({ resolver, defaultValues: getVcardFormValues(card) });
  const values = watch();
  const isLocked = isSubmitting || isSaved;

  const changeImage = (field: CardImageField, change: CardImageChanges[CardImageField]) => {
    setImages((current) => ({ ...current, [field]: change }));
    setImageErrors((current) => ({ ...current, [field]: null }));
  };

  /** The server names the upload it refused (`errors.coverImage`); an older answer without a name goes to the one sent. */
  const applyImageErrors = (error: unknown): boolean => {
    const fieldErrors = getApiError(error)?.errors ?? {};
    const named = cardImageFields.filter((field) => typeof fieldErrors[field] === 'string');
    if (named.length > 0) {
      setImageErrors({ ...noImageErrors, ...Object.fromEntries(named.map((field) => [field, fieldErrors[field]])) });
      return true;
    }
    const status = getErrorStatus(error);
    const sent = cardImageFields.filter((field) => images[field].kind === 'replace');
    if ((status === 413 || status === 415) && sent.length > 0) {
      const message = getErrorMessage(error, 'vcards:editor.pictureWrongType');
      setImageErrors({ ...noImageErrors, ...Object.fromEntries(sent.map((field) => [field, message])) });
      return true;
    }
    return false;
  };

  const onSubmit = async (body: VcardBody) => {
    setServerError(null);
    setImageErrors(noImageErrors);
    const input = { values: body, images };
    try {
      if (card) await updateCard.mutateAsync({ id: card.id, ...input });
      else await createCard.mutateAsync(input);
      toast.success(card ? t('vcards:editor.updated') : t('vcards:editor.created'));
      setSaved(true);
    } catch (error) {
      const status = getErrorStatus(error);
      if (applyImageErrors(error) && (status === 413 || status === 415)) return;
      applyServerFieldErrors(error, setError, getServerFieldNames(values.links.length));
      setServerError({
        message: getErrorMessage(error, card ? 'vcards:editor.updateFailed' : 'vcards:editor.createFailed'),
        isLimit: status === 403,
      });
    }
  };

  const fieldError = (name: VcardField) => translateMessage(t, errors[name]?.message);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-6" aria-busy={isSubmitting || undefined}>
        {isSaved && (
          <Alert tone="success" title={card ? t('vcards:editor.updated') : t('vcards:editor.created')}>
            {t('vcards:editor.redirecting')}
          </Alert>
        )}
        {serverError && (
          <Alert tone="error" title={card ? t('vcards:editor.updateFailed') : t('vcards:editor.createFailed')}>
            {serverError.message}
            {serverError.isLimit && (
              <>
                {' '}
                <Link to={paths.pricing} className={textLink}>
                  {t('vcards:list.seePlans')}
                </Link>
              </>
            )}
          </Alert>
        )}

        <Card>
          <fieldset disabled={isLocked} className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('vcards:editor.cardSection')}
            </legend>
            <TextField
              label={t('vcards:editor.configName')}
              hint={t('vcards:editor.configNameHint')}
              required
              maxLength={100}
              autoComplete="off"
              error={fieldError('configName')}
              {...register('configName')}
            />
            <PictureField
              change={images.profilePicture}
              onChange={(next) => changeImage('profilePicture', next)}
              previewUrl={shown.profilePicture}
              hasStoredPicture={hasStored.profilePicture}
              serverError={imageErrors.profilePicture}
              disabled={isLocked}
            />
            {hasPreviewError && <Alert tone="warning">{t('vcards:editor.previewFailed')}</Alert>}
          </fieldset>
        </Card>

        <Card>
          <fieldset disabled={isLocked} className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('vcards:editor.personSection')}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('vcards:editor.name')}
                autoComplete="off"
                maxLength={100}
                error={fieldError('name')}
                {...register('name')}
              />
              <TextField
                label={t('vcards:editor.surname')}
                autoComplete="off"
                maxLength={100}
                error={fieldError('surname')}
                {...register('surname')}
              />
            </div>
            <TextField
              label={t('vcards:editor.position')}
              autoComplete="off"
              maxLength={100}
              error={fieldError('position')}
              {...register('position')}
            />
            <TextAreaField
              label={t('vcards:editor.bio')}
              hint={t('vcards:editor.bioCount', { length: values.bio.length, max: CARD_BIO_MAX })}
              maxLength={CARD_BIO_MAX}
              rows={4}
              error={fieldError('bio')}
              {...register('bio')}
            />
          </fieldset>
        </Card>

        <Card>
          <fieldset disabled={isLocked} className="space-y-4">
            <legend className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('vcards:editor.contactSection')}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('vcards:editor.contactEmail')}
                type="email"
                autoComplete="off"
                maxLength={254}
                error={fieldError('contactEmail')}
                {...register('contactEmail')}
              />
              <TextField
                label={t('vcards:editor.phoneNumber')}
                type="tel"
                autoComplete="off"
                maxLength={40}
                placeholder="+49 30 1234567"
                error={fieldError('phoneNumber')}
                {...register('phoneNumber')}
              />
            </div>
            <TextField
              label={t('vcards:editor.websiteUrl')}
              type="url"
              inputMode="url"
              placeholder="https://"
              error={fieldError('websiteUrl')}
              {...register('websiteUrl')}
            />
            <TextField
              label={t('vcards:editor.linkedinUrl')}
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/"
              error={fieldError('linkedinUrl')}
              {...register('linkedinUrl')}
            />
            <TextField
              label={t('vcards:editor.instagramUrl')}
              type="url"
              inputMode="url"
              placeholder="https://www.instagram.com/"
              error={fieldError('instagramUrl')}
              {...register('instagramUrl')}
            />
            <p className="text-xs text-slate-600 dark:text-slate-400">{t('vcards:editor.urlHint')}</p>
            <CardLinksField control={control} register={register} errors={errors.links} disabled={isLocked} />
          </fieldset>
        </Card>

        <Card>
          <fieldset disabled={isLocked} className="space-y-5">
            <legend className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('vcards:editor.designSection')}
            </legend>
            <CardDesignFields
              register={register}
              setValue={setValue}
              appearance={values.appearance}
              errors={errors.appearance}
            />
            <PictureField
              field="coverImage"
              change={images.coverImage}
              onChange={(next) => changeImage('coverImage', next)}
              previewUrl={shown.coverImage}
              hasStoredPicture={hasStored.coverImage}
              serverError={imageErrors.coverImage}
              disabled={isLocked}
            />
            <PictureField
              field="logoImage"
              change={images.logoImage}
              onChange={(next) => changeImage('logoImage', next)}
              previewUrl={shown.logoImage}
              hasStoredPicture={hasStored.logoImage}
              serverError={imageErrors.logoImage}
              disabled={isLocked}
            />
          </fieldset>
        </Card>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <LinkButton to={paths.vcards} variant="secondary">
            {t('vcards:editor.cancel')}
          </LinkButton>
          <Button type="submit" isLoading={isSubmitting} disabled={isSaved}>
            {isSubmitting ? t('translation:common.saving') : card ? t('vcards:editor.save') : t('vcards:editor.create')}
          </Button>
        </div>
      </form>

      <aside aria-labelledby="vcard-preview-title" className="lg:sticky lg:top-6">
        <h2 id="vcard-preview-title" className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">
          {t('vcards:editor.preview')}
        </h2>
        <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">{t('vcards:editor.previewHint')}</p>
        <ContactCard
          headingLevel={2}
          onPictureError={() => setPreviewBroken(true)}
          card={{
            name: values.name || null,
            surname: values.surname || null,
            position: values.position || null,
            organisationName: user?.organisationName ?? null,
            phoneNumber: values.phoneNumber || null,
            contactEmail: values.contactEmail || null,
            websiteUrl: values.websiteUrl || null,
            linkedinUrl: values.linkedinUrl || null,
            instagramUrl: values.instagramUrl || null,
            organisationStreet: user?.organisationStreet ?? null,
            organisationNumber: user?.organisationNumber ?? null,
            organisationPlz: user?.organisationPlz ?? null,
            organisationCity: user?.organisationCity ?? null,
            organisationCountry: user?.organisationCountry ?? null,
            pictureUrl: shown.profilePicture,
            bio: values.bio.trim() || null,
            links: values.links,
            appearance: values.appearance,
            coverImageUrl: shown.coverImage,
            logoImageUrl: shown.logoImage,
          }}
        />
      </aside>
    </div>
  );
}
