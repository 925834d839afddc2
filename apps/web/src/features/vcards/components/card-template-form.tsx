import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CardTemplate,
  type CardTemplateBody,
  cardTemplateBodySchema,
  type TemplateField,
} from '@nfc/contract/card-templates';
import { CARD_BIO_MAX, DEFAULT_CARD_APPEARANCE } from '@nfc/contract/vcards';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { TextField } from '../../../components/field';
import { focusRing } from '../../../components/styles';
import { TextAreaField } from '../../../components/text-area-field';
import { paths } from '../../../config/paths';
import { getApiError, getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { withHttpsOnBlur } from '../../../lib/url-input';
import { useCreateCardTemplate } from '../api/create-card-template';
import { useUpdateCardTemplate } from '../api/update-card-template';
import { getLockLabels } from '../lib/card-template-field-names';
import {
  type CardTemplateFormValues,
  getCardTemplateFormValues,
  getTemplateServerFieldNames,
  sortTemplateFields,
  toCardTemplateInput,
} from '../lib/card-template-form-values';
import {
  keepTemplateImages,
  type TemplateImageChanges,
  type TemplateImageField,
  templateImageFields,
} from '../lib/card-template-payload';
import { getShownImage, useObjectUrl } from '../lib/image-preview';
import type { PictureChange } from '../lib/vcard-payload';
import { CardDesignFields } from './card-design-fields';
import { CardLinksField } from './card-links-field';
import { CardPreview, organisationOf } from './card-preview';
import { FollowBrandToggle, useBrandFollowing } from './follow-brand-toggle';
import { LockToggle } from './lock-toggle';
import { PictureField } from './picture-field';

// The contract's optional fields are preprocessed ('' means not shared), so their input type is `unknown`.
const schemaResolver = zodResolver(cardTemplateBodySchema) as unknown as Resolver<
  CardTemplateFormValues,
  unknown,
  CardTemplateBody
>;
/** The form's own switch (a design or none) first becomes the body the contract's schema reads. */
const resolver: Resolver<CardTemplateFormValues, unknown, CardTemplateBody> = (values, context, options) =>
  schemaResolver(toCardTemplateInput(values) as unknown as CardTemplateFormValues, context, options);

type TextFieldName = 'name' | 'websiteUrl' | 'linkedinUrl' | 'instagramUrl' | 'bio';

const noImageErrors: Record<TemplateImageField, string | null> = { coverImage: null, logoImage: null };
const sectionLegend = 'text-lg font-semibold text-slate-900 dark:text-white';

/**
 * Create (no template) or edit an organisation's card template: the values it shares, which of them members cannot
 * change, and a live preview of a colleague's card made from it; back to the templates once saved.
 */
export function CardTemplateForm({ template }: { template: CardTemplate | null }) {
  // Fallback mode: the shared card fields speak `vcards`, the contract's `validation.*` keys live in `translation`.
  const { t } = useTranslation(['team', 'vcards', 'translation'], { nsMode: 'fallback' });
  const { user } = useAuth();
  const navigate = useNavigate();
  const createTemplate = useCreateCardTemplate();
  const updateTemplate = useUpdateCardTemplate();
  const detailsHintId = useId();
  const [images, setImages] = useState<TemplateImageChanges>(keepTemplateImages);
  const [imageErrors, setImageErrors] = useState(noImageErrors);
  const [serverError, setServerError] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CardTemplateFormValues, unknown, CardTemplateBody>({
    resolver,
    defaultValues: getCardTemplateFormValues(template),
  });
  const values = watch();
  const lockLabels = getLockLabels(t);
  // A new template follows the brand kit (when there is one) until unticked; while following, it shares its design.
  const brandFollowing = useBrandFollowing(template ? (template.followsBrand ?? false) : null, (appearance) => {
    setValue('hasAppearance', true);
    setValue('appearance', appearance);
  });
  const { followsBrand, brandImages } = brandFollowing;

  const newUrls: Record<TemplateImageField, string | null> = {
    coverImage: useObjectUrl(images.coverImage.kind === 'replace' ? images.coverImage.file : null),
    logoImage: useObjectUrl(images.logoImage.kind === 'replace' ? images.logoImage.file : null),
  };
  const shown: Record<TemplateImageField, string | null> = {
    coverImage:
      brandImages?.coverImage ?? getShownImage(images.coverImage, newUrls.coverImage, template?.coverImageUrl ?? null),
    logoImage:
      brandImages?.logoImage ?? getShownImage(images.logoImage, newUrls.logoImage, template?.logoImageUrl ?? null),
  };

  const changeImage = (field: TemplateImageField, change: PictureChange) => {
    setImages((current) => ({ ...current, [field]: change }));
    setImageErrors((current) => ({ ...current, [field]: null }));
  };

  const lockFor = (field: TemplateField, disabled = false) => (
    <LockToggle
      label={lockLabels[field]}
      isLocked={!disabled && values.lockedFields.includes(field)}
      disabled={disabled || isSubmitting}
      onChange={(isLocked) =>
        setValue(
          'lockedFields',
          sortTemplateFields(
            isLocked ? [...values.lockedFields, field] : values.lockedFields.filter((item) => item !== field),
          ),
          { shouldDirty: true },
        )
      }
    />
  );

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (body: CardTemplateBody) => {
    setServerError(null);
    setImageErrors(noImageErrors);
    try {
      // Following the brand: its logo and cover are the template's, nothing of its own is sent.
      const sent = { values: { ...body, followsBrand }, images: followsBrand ? keepTemplateImages : images };
      if (template) await updateTemplate.mutateAsync({ id: template.id, ...sent });
      else await createTemplate.mutateAsync(sent);
      toast.success(template ? t('team:templates.form.updated') : t('team:templates.form.created'));
      navigate(paths.teamTemplates);
    } catch (error) {
      const fieldErrors = getApiError(error)?.errors ?? {};
      const named = templateImageFields.filter((field) => typeof fieldErrors[field] === 'string');
      if (named.length > 0) {
        setImageErrors({ ...noImageErrors, ...Object.fromEntries(named.map((field) => [field, fieldErrors[field]])) });
      }
      applyServerFieldErrors(error, setError, getTemplateServerFieldNames(values.links.length));
      setServerError(
        getErrorMessage(error, template ? 'team:templates.form.updateFailed' : 'team:templates.form.createFailed'),
      );
      focusErrors();
    }
  };

  const fieldError = (name: TextFieldName) => translateMessage(t, errors[name]?.message);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(onSubmit, focusErrors)}
        className="space-y-6"
        aria-busy={isSubmitting || undefined}
      >
        {serverError && (
          <Alert
            tone="error"
            title={template ? t('team:templates.form.updateFailed') : t('team:templates.form.createFailed')}
          >
            {serverError}
          </Alert>
        )}

        <Card>
          <fieldset disabled={isSubmitting} className="space-y-4">
            <legend className={sectionLegend}>{t('team:templates.form.templateSection')}</legend>
            <TextField
              label={t('team:templates.form.name')}
              hint={t('team:templates.form.nameHint')}
              required
              maxLength={100}
              autoComplete="off"
              error={fieldError('name')}
              {...register('name')}
            />
          </fieldset>
        </Card>

        <Card>
          <fieldset disabled={isSubmitting} className="space-y-5" aria-describedby={detailsHintId}>
            <legend className={sectionLegend}>{t('team:templates.form.detailsSection')}</legend>
            <p id={detailsHintId} className="text-sm text-slate-700 dark:text-slate-300">
              {t('team:templates.form.detailsHint')}
            </p>
            <div className="space-y-2">
              <TextField
                label={t('vcards:editor.websiteUrl')}
                type="url"
                inputMode="url"
                placeholder="https://"
                error={fieldError('websiteUrl')}
                {...withHttpsOnBlur(register('websiteUrl'))}
              />
              {lockFor('websiteUrl')}
            </div>
            <div className="space-y-2">
              <TextField
                label={t('vcards:editor.linkedinUrl')}
                type="url"
                inputMode="url"
                placeholder="https://www.linkedin.com/company/"
                error={fieldError('linkedinUrl')}
                {...withHttpsOnBlur(register('linkedinUrl'))}
              />
              {lockFor('linkedinUrl')}
            </div>
            <div className="space-y-2">
              <TextField
                label={t('vcards:editor.instagramUrl')}
                type="url"
                inputMode="url"
                placeholder="https://www.instagram.com/"
                error={fieldError('instagramUrl')}
                {...withHttpsOnBlur(register('instagramUrl'))}
              />
              {lockFor('instagramUrl')}
            </div>
            <p className="text-xs text-slate-600 dark:text-slate-400">{t('team:templates.form.urlHint')}</p>
            <div className="space-y-2">
              <TextAreaField
                label={t('team:templates.form.bio')}
                hint={t('vcards:editor.bioCount', { length: values.bio.length, max: CARD_BIO_MAX })}
                maxLength={CARD_BIO_MAX}
                rows={4}
                error={fieldError('bio')}
                {...register('bio')}
              />
              {lockFor('bio')}
            </div>
            <div className="space-y-3">
              <CardLinksField control={control} register={register} errors={errors.links} disabled={isSubmitting} />
              {lockFor('links')}
            </div>
          </fieldset>
        </Card>

        <Card>
          <fieldset disabled={isSubmitting} className="space-y-5">
            <legend className={sectionLegend}>{t('team:templates.form.designSection')}</legend>
            <FollowBrandToggle checked={followsBrand} onChange={brandFollowing.setFollowsBrand} />
            <div className="space-y-3">
              <label className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  className={`mt-0.5 size-4 shrink-0 rounded accent-indigo-600 ${focusRing}`}
                  disabled={followsBrand}
                  {...register('hasAppearance')}
                />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-white">
                    {t('team:templates.form.hasAppearance')}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t('team:templates.form.hasAppearanceHint')}
                  </span>
                </span>
              </label>
              {values.hasAppearance && (
                <fieldset disabled={followsBrand} className="min-w-0">
                  <CardDesignFields
                    register={register}
                    setValue={setValue}
                    appearance={values.appearance}
                    errors={errors.appearance}
                  />
                </fieldset>
              )}
              {lockFor('appearance', !values.hasAppearance)}
            </div>
            <div className="space-y-2">
              <PictureField
                field="coverImage"
                change={images.coverImage}
                onChange={(next) => changeImage('coverImage', next)}
                previewUrl={shown.coverImage}
                hasStoredPicture={Boolean(template?.coverImageUrl)}
                serverError={imageErrors.coverImage}
                disabled={isSubmitting || followsBrand}
              />
              {lockFor('coverImage')}
            </div>
            <div className="space-y-2">
              <PictureField
                field="logoImage"
                change={images.logoImage}
                onChange={(next) => changeImage('logoImage', next)}
                previewUrl={shown.logoImage}
                hasStoredPicture={Boolean(template?.logoImageUrl)}
                serverError={imageErrors.logoImage}
                disabled={isSubmitting || followsBrand}
              />
              {lockFor('logoImage')}
            </div>
          </fieldset>
        </Card>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <LinkButton to={paths.teamTemplates} variant="secondary">
            {t('team:templates.form.cancel')}
          </LinkButton>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting
              ? t('translation:common.saving')
              : template
                ? t('team:templates.form.save')
                : t('team:templates.form.create')}
          </Button>
        </div>
      </form>

      <CardPreview
        title={t('team:templates.preview.title')}
        hint={t('team:templates.preview.hint')}
        card={{
          name: t('team:templates.preview.name'),
          surname: null,
          position: t('team:templates.preview.position'),
          phoneNumber: null,
          contactEmail: null,
          websiteUrl: values.websiteUrl || null,
          linkedinUrl: values.linkedinUrl || null,
          instagramUrl: values.instagramUrl || null,
          ...organisationOf(user),
          pictureUrl: null,
          bio: values.bio.trim() || null,
          links: values.links,
          appearance: values.hasAppearance ? values.appearance : DEFAULT_CARD_APPEARANCE,
          coverImageUrl: shown.coverImage,
          logoImageUrl: shown.logoImage,
        }}
      />
    </div>
  );
}
