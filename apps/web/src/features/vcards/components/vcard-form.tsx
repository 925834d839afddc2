import { zodResolver } from '@hookform/resolvers/zod';
import type { CardTemplate, TemplateField } from '@nfc/contract/card-templates';
import { managesTeam } from '@nfc/contract/team-roles';
import { CARD_BIO_MAX, type Vcard, type VcardBody, vcardBodySchema } from '@nfc/contract/vcards';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { SelectField, TextField } from '../../../components/field';
import { LinkDomainField } from '../../../components/link-domain-field';
import { textLink } from '../../../components/styles';
import { TextAreaField } from '../../../components/text-area-field';
import { paths } from '../../../config/paths';
import { redirectDelays } from '../../../config/timing';
import { getApiError, getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { canManageLinkDomains, getLinkDomainId, toDomainIdChange, useLinkDomains } from '../../../lib/link-domains';
import { translateMessage } from '../../../lib/messages';
import { getTeamRole } from '../../../lib/team-role';
import { toast } from '../../../lib/toast';
import { withHttpsOnBlur } from '../../../lib/url-input';
import { useDelayedRedirect } from '../../../lib/use-delayed-redirect';
import { useCreateVcard } from '../api/create-vcard';
import { useStoredCardImages } from '../api/get-card-images';
import { useCardTemplates } from '../api/get-card-templates';
import { useProfilePictureUrl } from '../api/get-profile-picture-url';
import { useUpdateVcard } from '../api/update-vcard';
import type { TemplateImageField } from '../lib/card-template-payload';
import {
  applyTemplateToForm,
  getLockedFields,
  isFieldLocked,
  withLockedImages,
  withLockedValues,
} from '../lib/card-template-values';
import { getShownImage, useObjectUrl } from '../lib/image-preview';
import type { TemplateRules } from '../lib/template-rules';
import { getServerFieldNames, getVcardFormValues, type VcardFormValues } from '../lib/vcard-form-values';
import { getPublicPath } from '../lib/vcard-links';
import { type CardImageChanges, type CardImageField, cardImageFields, keepAllImages } from '../lib/vcard-payload';
import { CardDesignFields } from './card-design-fields';
import { CardLinksField } from './card-links-field';
import { CardPreview, organisationOf } from './card-preview';
import { FollowBrandToggle, useBrandFollowing } from './follow-brand-toggle';
import { LockedNote } from './locked-note';
import { PictureField } from './picture-field';

type VcardField = Exclude<keyof VcardFormValues, 'links' | 'appearance'>;

// The contract's optional fields are preprocessed ('' means not given), so their input type is `unknown`.
const resolver = zodResolver(vcardBodySchema) as unknown as Resolver<VcardFormValues, unknown, VcardBody>;

const noImageErrors: Record<CardImageField, string | null> = {
  profilePicture: null,
  coverImage: null,
  logoImage: null,
};

/** The form of a card moved onto `template` (a new card's default, or the template a member must use). */
function startOnTemplate(card: Vcard | null, template: CardTemplate, templates: readonly CardTemplate[]) {
  const values = getVcardFormValues(card);
  const previous = templates.find((candidate) => candidate.id === card?.templateId) ?? null;
  return { ...applyTemplateToForm(values, template, previous), templateId: template.id };
}

const readOnlyInput =
  'read-only:bg-slate-100 read-only:text-slate-700 dark:read-only:bg-slate-800 dark:read-only:text-slate-300';

/**
 * Create (no card) or edit a vCard, with a live preview of the public card; back to the list 2 s after saving. With
 * an organisation's card template, the fields it locks are read-only and sent as the template sets them.
 */
export function VcardForm({ card, rules }: { card: Vcard | null; rules?: TemplateRules }) {
  // Fallback mode: the contract's `validation.*` keys are found in the shared namespace.
  const { t } = useTranslation(['vcards', 'translation'], { nsMode: 'fallback' });
  const { user } = useAuth();
  const createCard = useCreateVcard();
  const updateCard = useUpdateVcard();
  const templatesQuery = useCardTemplates();
  const templates = templatesQuery.data ?? [];
  const startTemplate = rules?.startTemplate ?? null;
  const [images, setImages] = useState<CardImageChanges>(() =>
    startTemplate ? withLockedImages(keepAllImages, startTemplate.lockedFields) : keepAllImages,
  );
  const [imageErrors, setImageErrors] = useState(noImageErrors);
  const [serverError, setServerError] = useState<{ message: string; isLimit: boolean } | null>(null);
  const [isSaved, setSaved] = useState(false);
  const [isPreviewBroken, setPreviewBroken] = useState(false);
  // Owner and admins choose the card's link domain; a member sees the link on it read-only.
  const linkDomains = useLinkDomains({ enabled: canManageLinkDomains(user) });
  const storedDomainId = card ? getLinkDomainId(card) : null;
  // Beside the form's values: the contract's card body does not name the domain yet, so its schema would drop it.
  const [domainId, setDomainId] = useState(storedDomainId ?? '');
  const [domainError, setDomainError] = useState<string | null>(null);

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
  const hasPreviewError =
    images.profilePicture.kind === 'keep' && hasStored.profilePicture && (storedPicture.isError || isPreviewBroken);

  useDelayedRedirect(paths.vcards, redirectDelays.afterVcardSave, isSaved);

  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VcardFormValues, unknown, VcardBody>({
    resolver,
    defaultValues: startTemplate ? startOnTemplate(card, startTemplate, templates) : getVcardFormValues(card),
  });
  const values = watch();
  const isLocked = isSubmitting || isSaved;
  // A new card follows the brand kit (when there is one) until unticked; while it follows, its design is the brand's.
  const brandFollowing = useBrandFollowing(card ? (card.followsBrand ?? false) : null, (appearance) =>
    setValue('appearance', appearance),
  );
  const { followsBrand, brandImages } = brandFollowing;

  const chosenTemplate = templates.find((template) => template.id === values.templateId) ?? null;
  const lockedFields = getLockedFields(chosenTemplate, card, values.templateId);
  const isSetByTemplate = (field: TemplateField) => isFieldLocked(lockedFields, field);
  // Leaving a template unlocks fields: the organisation's owner and admins decide that (the server checks it too).
  const canChangeTemplate = !rules?.isRequired && (!card?.templateId || managesTeam(getTeamRole(user)));
  const templateHint = rules?.isRequired
    ? t('vcards:editor.template.required')
    : canChangeTemplate
      ? t('vcards:editor.template.hint')
      : t('vcards:editor.template.managersOnly');
  const templateRegistration = register('templateId');

  /** Fills the form from the newly chosen template as the server will fill the card (see applyTemplateToForm). */
  const chooseTemplate = (nextId: string) => {
    const previous = templates.find((template) => template.id === values.templateId) ?? null;
    const next = templates.find((template) => template.id === nextId) ?? null;
    const applied = applyTemplateToForm(getValues(), next, previous);
    for (const field of ['websiteUrl', 'linkedinUrl', 'instagramUrl', 'bio'] as const) {
      setValue(field, applied[field], { shouldDirty: true });
    }
    setValue('links', applied.links, { shouldDirty: true });
    setValue('appearance', applied.appearance, { shouldDirty: true });
    setImages((current) => withLockedImages(current, next?.lockedFields ?? []));
  };

  /** A template just chosen brings its logo and cover (a locked one even over the card's own); else the card's own. */
  const getShownTemplateImage = (field: TemplateImageField, stored: string | null): string | null => {
    const own = getShownImage(images[field], newUrls[field], stored);
    if (!chosenTemplate || chosenTemplate.id === card?.templateId) return own;
    const url = field === 'coverImage' ? chosenTemplate.coverImageUrl : chosenTemplate.logoImageUrl;
    if (isSetByTemplate(field)) return url;
    return images[field].kind === 'keep' && url ? url : own;
  };
  const shown: Record<CardImageField, string | null> = {
    profilePicture: getShownImage(images.profilePicture, newUrls.profilePicture, storedPicture.data ?? null),
    // Following the brand shows its images, except where the template locks its own.
    coverImage:
      brandImages && !isSetByTemplate('coverImage')
        ? brandImages.coverImage
        : getShownTemplateImage('coverImage', storedImages.data?.coverImageUrl ?? null),
    logoImage:
      brandImages && !isSetByTemplate('logoImage')
        ? brandImages.logoImage
        : getShownTemplateImage('logoImage', storedImages.data?.logoImageUrl ?? null),
  };

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

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (body: VcardBody) => {
    setServerError(null);
    setImageErrors(noImageErrors);
    setDomainError(null);
    const input = {
      values: {
        ...(chosenTemplate ? withLockedValues(body, chosenTemplate) : body),
        followsBrand,
        ...toDomainIdChange(domainId, storedDomainId),
      },
      // Following the brand: its logo and cover are the card's, nothing of its own is sent.
      images: withLockedImages(images, followsBrand ? [...lockedFields, 'logoImage', 'coverImage'] : lockedFields),
    };
    try {
      if (card) await updateCard.mutateAsync({ id: card.id, ...input });
      else await createCard.mutateAsync(input);
      toast.success(card ? t('vcards:editor.updated') : t('vcards:editor.created'));
      setSaved(true);
    } catch (error) {
      const status = getErrorStatus(error);
      if (applyImageErrors(error) && (status === 413 || status === 415)) {
        focusErrors();
        return;
      }
      applyServerFieldErrors(error, setError, getServerFieldNames(values.links.length));
      const domainMessage = getApiError(error)?.errors?.domainId;
      if (domainMessage) setDomainError(translateMessage(t, domainMessage) ?? null);
      setServerError({
        message: getErrorMessage(error, card ? 'vcards:editor.updateFailed' : 'vcards:editor.createFailed'),
        isLimit: status === 403,
      });
      focusErrors();
    }
  };

  const fieldError = (name: VcardField) => translateMessage(t, errors[name]?.message);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(onSubmit, focusErrors)}
        className="space-y-6"
        aria-busy={isSubmitting || undefined}
      >
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
            {templates.length > 0 && (
              <SelectField
                label={t('vcards:editor.template.label')}
                hint={templateHint}
                disabled={!canChangeTemplate}
                error={fieldError('templateId')}
                {...templateRegistration}
                onChange={(event) => {
                  void templateRegistration.onChange(event);
                  chooseTemplate(event.currentTarget.value);
                }}
              >
                <option value="">{t('vcards:editor.template.none')}</option>
                {templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </SelectField>
            )}
            <LinkDomainField
              domains={linkDomains.data}
              value={domainId}
              onChange={setDomainId}
              storedDomainId={storedDomainId}
              currentUrl={card ? card.publicUrl : null}
              path={card ? getPublicPath(card.downloadToken) : '/vcard/'}
              isPathPending={!card}
              kind="card"
              error={domainError ?? undefined}
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
              hint={
                <>
                  {isSetByTemplate('bio') && (
                    <>
                      <LockedNote />{' '}
                    </>
                  )}
                  {t('vcards:editor.bioCount', { length: values.bio.length, max: CARD_BIO_MAX })}
                </>
              }
              maxLength={CARD_BIO_MAX}
              rows={4}
              readOnly={isSetByTemplate('bio')}
              className={readOnlyInput}
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
              readOnly={isSetByTemplate('websiteUrl')}
              className={readOnlyInput}
              hint={isSetByTemplate('websiteUrl') ? <LockedNote /> : undefined}
              error={fieldError('websiteUrl')}
              {...withHttpsOnBlur(register('websiteUrl'))}
            />
            <TextField
              label={t('vcards:editor.linkedinUrl')}
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/"
              readOnly={isSetByTemplate('linkedinUrl')}
              className={readOnlyInput}
              hint={isSetByTemplate('linkedinUrl') ? <LockedNote /> : undefined}
              error={fieldError('linkedinUrl')}
              {...withHttpsOnBlur(register('linkedinUrl'))}
            />
            <TextField
              label={t('vcards:editor.instagramUrl')}
              type="url"
              inputMode="url"
              placeholder="https://www.instagram.com/"
              readOnly={isSetByTemplate('instagramUrl')}
              className={readOnlyInput}
              hint={isSetByTemplate('instagramUrl') ? <LockedNote /> : undefined}
              error={fieldError('instagramUrl')}
              {...withHttpsOnBlur(register('instagramUrl'))}
            />
            <p className="text-xs text-slate-600 dark:text-slate-400">{t('vcards:editor.urlHint')}</p>
            <CardLinksField
              control={control}
              register={register}
              errors={errors.links}
              disabled={isLocked || isSetByTemplate('links')}
              notice={
                isSetByTemplate('links') && (
                  <p>
                    <LockedNote />
                  </p>
                )
              }
            />
          </fieldset>
        </Card>

        <Card>
          <fieldset disabled={isLocked} className="space-y-5">
            <legend className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('vcards:editor.designSection')}
            </legend>
            <FollowBrandToggle checked={followsBrand} onChange={brandFollowing.setFollowsBrand} />
            {isSetByTemplate('appearance') && (
              <p>
                <LockedNote />
              </p>
            )}
            {/* A native disabled group: the layout choices and both colour controls at once. */}
            <fieldset disabled={isSetByTemplate('appearance') || followsBrand} className="min-w-0">
              <CardDesignFields
                register={register}
                setValue={setValue}
                appearance={values.appearance}
                errors={errors.appearance}
              />
            </fieldset>
            <div className="space-y-1">
              <PictureField
                field="coverImage"
                change={images.coverImage}
                onChange={(next) => changeImage('coverImage', next)}
                previewUrl={shown.coverImage}
                hasStoredPicture={hasStored.coverImage}
                serverError={imageErrors.coverImage}
                disabled={isLocked || isSetByTemplate('coverImage') || followsBrand}
              />
              {isSetByTemplate('coverImage') && <LockedNote />}
            </div>
            <div className="space-y-1">
              <PictureField
                field="logoImage"
                change={images.logoImage}
                onChange={(next) => changeImage('logoImage', next)}
                previewUrl={shown.logoImage}
                hasStoredPicture={hasStored.logoImage}
                serverError={imageErrors.logoImage}
                disabled={isLocked || isSetByTemplate('logoImage') || followsBrand}
              />
              {isSetByTemplate('logoImage') && <LockedNote />}
            </div>
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

      <CardPreview
        title={t('vcards:editor.preview')}
        hint={t('vcards:editor.previewHint')}
        onPictureError={() => setPreviewBroken(true)}
        card={{
          name: values.name || null,
          surname: values.surname || null,
          position: values.position || null,
          phoneNumber: values.phoneNumber || null,
          contactEmail: values.contactEmail || null,
          websiteUrl: values.websiteUrl || null,
          linkedinUrl: values.linkedinUrl || null,
          instagramUrl: values.instagramUrl || null,
          ...organisationOf(user),
          pictureUrl: shown.profilePicture,
          bio: values.bio.trim() || null,
          links: values.links,
          appearance: values.appearance,
          coverImageUrl: shown.coverImage,
          logoImageUrl: shown.logoImage,
        }}
      />
    </div>
  );
}
