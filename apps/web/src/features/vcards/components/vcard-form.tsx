import { zodResolver } from '@hookform/resolvers/zod';
import { type Vcard, type VcardBody, vcardBodySchema } from '@nfc/contract/vcards';
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
import { paths } from '../../../config/paths';
import { redirectDelays } from '../../../config/timing';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useDelayedRedirect } from '../../../lib/use-delayed-redirect';
import { useCreateVcard } from '../api/create-vcard';
import { useProfilePictureUrl } from '../api/get-profile-picture-url';
import { useUpdateVcard } from '../api/update-vcard';
import type { PictureChange } from '../lib/vcard-payload';
import { PictureField } from './picture-field';

export type VcardFormValues = {
  configName: string;
  name: string;
  surname: string;
  position: string;
  contactEmail: string;
  phoneNumber: string;
  websiteUrl: string;
  linkedinUrl: string;
  instagramUrl: string;
};
type VcardField = keyof VcardFormValues;
const fieldNames: VcardField[] = [
  'configName',
  'name',
  'surname',
  'position',
  'contactEmail',
  'phoneNumber',
  'websiteUrl',
  'linkedinUrl',
  'instagramUrl',
];

// The contract's optional fields are preprocessed ('' means not given), so their input type is `unknown`.
const resolver = zodResolver(vcardBodySchema) as unknown as Resolver<VcardFormValues, unknown, VcardBody>;

export function getVcardFormValues(card: Vcard | null): VcardFormValues {
  return {
    configName: card?.configName ?? '',
    name: card?.name ?? '',
    surname: card?.surname ?? '',
    position: card?.position ?? '',
    contactEmail: card?.contactEmail ?? '',
    phoneNumber: card?.phoneNumber ?? '',
    websiteUrl: card?.websiteUrl ?? '',
    linkedinUrl: card?.linkedinUrl ?? '',
    instagramUrl: card?.instagramUrl ?? '',
  };
}

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

/** Create (no card) or edit a vCard, with a live preview of the public card; back to the list 2 s after saving. */
export function VcardForm({ card }: { card: Vcard | null }) {
  // Fallback mode: the contract's `validation.*` keys are found in the shared namespace.
  const { t } = useTranslation(['vcards', 'translation'], { nsMode: 'fallback' });
  const { user } = useAuth();
  const createCard = useCreateVcard();
  const updateCard = useUpdateVcard();
  const [picture, setPicture] = useState<PictureChange>({ kind: 'keep' });
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<{ message: string; isLimit: boolean } | null>(null);
  const [isSaved, setSaved] = useState(false);
  const [isPreviewBroken, setPreviewBroken] = useState(false);

  const hasStoredPicture = Boolean(card?.profilePicturePath);
  const storedPicture = useProfilePictureUrl(card?.id ?? '', card?.updatedAt ?? '', hasStoredPicture);
  const newPictureUrl = useObjectUrl(picture.kind === 'replace' ? picture.file : null);
  const previewUrl =
    picture.kind === 'replace' ? newPictureUrl : picture.kind === 'keep' ? (storedPicture.data ?? null) : null;
  const hasPreviewError = picture.kind === 'keep' && hasStoredPicture && (storedPicture.isError || isPreviewBroken);

  useDelayedRedirect(paths.vcards, redirectDelays.afterVcardSave, isSaved);

  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VcardFormValues, unknown, VcardBody>({ resolver, defaultValues: getVcardFormValues(card) });
  const values = watch();
  const isLocked = isSubmitting || isSaved;

  const onSubmit = async (body: VcardBody) => {
    setServerError(null);
    setPictureError(null);
    const input = { values: { ...body, removeProfilePicture: picture.kind === 'remove' }, picture };
    try {
      if (card) await updateCard.mutateAsync({ id: card.id, ...input });
      else await createCard.mutateAsync(input);
      toast.success(card ? t('vcards:editor.updated') : t('vcards:editor.created'));
      setSaved(true);
    } catch (error) {
      const status = getErrorStatus(error);
      if (status === 413 || status === 415) {
        setPictureError(getErrorMessage(error, 'vcards:editor.pictureWrongType'));
        return;
      }
      applyServerFieldErrors(error, setError, fieldNames);
      setServerError({
        message: getErrorMessage(error, card ? 'vcards:editor.updateFailed' : 'vcards:editor.createFailed'),
        isLimit: status === 403,
      });
    }
  };

  const fieldError = (name: VcardField) => translateMessage(t, errors[name]?.message);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
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
              change={picture}
              onChange={(next) => {
                setPicture(next);
                setPictureError(null);
              }}
              previewUrl={previewUrl}
              hasStoredPicture={hasStoredPicture}
              serverError={pictureError}
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
            pictureUrl: previewUrl,
          }}
        />
      </aside>
    </div>
  );
}
