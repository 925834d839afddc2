import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileBodySchema } from '@nfc/contract/auth';
import { registrationCountries } from '@nfc/contract/constants';
import type { User } from '@nfc/contract/users';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { OrganisationAddressFields, OrganisationNameField } from '../../../components/organisation-fields';
import { getErrorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { hasTeamRole, teamAreas } from '../../../lib/team-role';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

type ProfileInput = z.input<typeof updateProfileBodySchema>;
type ProfileValues = z.output<typeof updateProfileBodySchema>;
type ProfileField = keyof ProfileValues;

const profileFields: ProfileField[] = [
  'organisationName',
  'organisationStreet',
  'organisationNumber',
  'organisationPlz',
  'organisationCity',
  'organisationCountry',
];

function getProfileValues(user: User | null): ProfileValues {
  return {
    organisationName: user?.organisationName ?? '',
    organisationStreet: user?.organisationStreet ?? '',
    organisationNumber: user?.organisationNumber ?? '',
    organisationPlz: user?.organisationPlz ?? '',
    organisationCity: user?.organisationCity ?? '',
    organisationCountry: user?.organisationCountry ?? '',
  };
}

/**
 * The saved profile; the form is keyed by it, so a refetched or saved user starts a fresh form. The organisation's
 * details are its owner's and admins' to change (decision 017): a member sees them read-only.
 */
export function ProfileSection() {
  const { user } = useAuth();
  const savedValues = getProfileValues(user);
  if (!hasTeamRole(user, teamAreas.manage)) return <ProfileSummary email={user?.email ?? ''} values={savedValues} />;
  return <ProfileForm key={JSON.stringify(savedValues)} email={user?.email ?? ''} savedValues={savedValues} />;
}

function ProfileSummary({ email, values }: { email: string; values: ProfileValues }) {
  const { t } = useTranslation();
  const address = [
    [values.organisationStreet, values.organisationNumber].filter(Boolean).join(' '),
    [values.organisationPlz, values.organisationCity].filter(Boolean).join(' '),
    values.organisationCountry,
  ].filter(Boolean);
  return (
    <section aria-labelledby="profile-title" className="space-y-3">
      <h2 id="profile-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('settings.profile.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.profile.email', { email })}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <dt className="font-medium text-slate-700 dark:text-slate-300">{t('settings.profile.organisation')}</dt>
        <dd className="text-slate-900 sm:col-span-2 dark:text-white">{values.organisationName || '—'}</dd>
        <dt className="font-medium text-slate-700 dark:text-slate-300">{t('settings.profile.address')}</dt>
        <dd className="text-slate-900 sm:col-span-2 dark:text-white">{address.join(', ') || '—'}</dd>
      </dl>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.profile.managedByTeam')}</p>
    </section>
  );
}

function ProfileForm({ email, savedValues }: { email: string; savedValues: ProfileValues }) {
  const { t } = useTranslation();
  const { updateUser } = useAuth();
  const updateProfile = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  // A stored country outside the registration list stays selectable instead of being silently replaced.
  const countries: string[] = [...registrationCountries];
  if (savedValues.organisationCountry && !countries.includes(savedValues.organisationCountry)) {
    countries.push(savedValues.organisationCountry);
  }

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: savedValues,
  });

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (values: ProfileValues) => {
    setServerError(null);
    try {
      const updated = await updateProfile.mutateAsync(values);
      updateUser(updated);
      toast.success(t('settings.profile.success'));
    } catch (error) {
      applyServerFieldErrors(error, setError, profileFields);
      setServerError(getErrorMessage(error, 'settings.profile.failed'));
      focusErrors();
    }
  };

  const fieldError = (name: ProfileField) => translateMessage(t, errors[name]?.message);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit, focusErrors)}
      aria-labelledby="profile-title"
      className="space-y-4"
    >
      <h2 id="profile-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('settings.profile.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('settings.profile.email', { email })}</p>
      {isSubmitted && hasErrors && <Alert tone="error">{t('settings.profile.fixErrors')}</Alert>}
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-6">
        <div className="sm:col-span-6">
          <OrganisationNameField register={register} fieldError={fieldError} />
        </div>
        <OrganisationAddressFields
          register={register}
          fieldError={fieldError}
          postalCodeHint={t('settings.profile.postalCodeHint')}
          countries={countries}
          noCountryLabel={t('settings.profile.noCountry')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? t('common.saving') : t('settings.profile.submit')}
        </Button>
        <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => reset(savedValues)}>
          {t('settings.profile.reset')}
        </Button>
        {isDirty && (
          <span role="status" className="text-sm text-amber-800 dark:text-amber-200">
            {t('settings.profile.unsaved')}
          </span>
        )}
      </div>
    </form>
  );
}
