import { zodResolver } from '@hookform/resolvers/zod';
import { defaultRegistrationCountry, type Language } from '@nfc/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { AuthCard } from '../../../components/auth-card';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { OrganisationAddressFields, OrganisationNameField } from '../../../components/organisation-fields';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { redirectDelays } from '../../../config/timing';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { useDelayedRedirect } from '../../../lib/use-delayed-redirect';
import { useRegister } from '../api/register';
import { rememberPendingVerification } from '../pending-verification';
import { type RegisterFormInput, type RegisterFormValues, registerFormSchema } from '../schemas';

const emptyForm: RegisterFormInput = {
  email: '',
  password: '',
  confirmPassword: '',
  organisationName: '',
  contactFirstName: '',
  contactLastName: '',
  organisationStreet: '',
  organisationNumber: '',
  organisationPlz: '',
  organisationCity: '',
  organisationCountry: defaultRegistrationCountry,
};

const serverFields = Object.keys(emptyForm) as (keyof RegisterFormInput)[];

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const registerMutation = useRegister();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const isDone = result?.tone === 'success';
  const resultRef = useRef<HTMLDivElement>(null);
  useDelayedRedirect(paths.login, redirectDelays.afterRegistration, isDone);

  // The answer sits above the form while the button is far below: bring it into view and to the screen reader.
  useEffect(() => {
    if (!result) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'center' });
    resultRef.current?.focus({ preventScroll: true });
  }, [result]);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: emptyForm,
  });

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async ({ confirmPassword: _confirmation, ...values }: RegisterFormValues) => {
    setResult(null);
    try {
      const language = (i18n.resolvedLanguage === 'de' ? 'de' : 'en') satisfies Language;
      const answer = await registerMutation.mutateAsync({ ...values, language });
      rememberPendingVerification(values.email);
      reset(emptyForm);
      setResult({ tone: 'success', message: answer?.message || t('auth.register.success') });
    } catch (error) {
      applyServerFieldErrors(error, setError, serverFields);
      setResult({ tone: 'error', message: getErrorMessage(error, 'auth.register.errors.failed') });
      focusErrors();
    }
  };

  const fieldError = (name: keyof RegisterFormInput) => translateMessage(t, errors[name]?.message);

  return (
    <AuthCard
      wide
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={paths.login} className={textLink}>
            {t('auth.register.loginLink')}
          </Link>
        </>
      }
    >
      {result && (
        <div
          ref={resultRef}
          tabIndex={-1}
          className="mb-6 scroll-mt-24 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Alert tone={result.tone}>
            <p>{result.message}</p>
            {isDone && <p className="mt-1">{t('auth.register.redirecting')}</p>}
          </Alert>
        </div>
      )}
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)}>
        <fieldset disabled={isSubmitting || isDone} className="space-y-8">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
              {t('auth.register.sections.account')}
            </legend>
            <div className="sm:col-span-2">
              <TextField
                label={t('auth.fields.email')}
                type="email"
                autoComplete="email"
                required
                error={fieldError('email')}
                {...register('email')}
              />
            </div>
            <TextField
              label={t('auth.fields.password')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('auth.fields.passwordHint')}
              error={fieldError('password')}
              {...register('password')}
            />
            <TextField
              label={t('auth.fields.confirmPassword')}
              type="password"
              autoComplete="new-password"
              required
              error={fieldError('confirmPassword')}
              {...register('confirmPassword')}
            />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
              {t('auth.register.sections.organisation')}
            </legend>
            <div className="sm:col-span-2">
              <OrganisationNameField register={register} fieldError={fieldError} />
            </div>
            <TextField
              label={t('auth.fields.contactFirstName')}
              autoComplete="given-name"
              required
              error={fieldError('contactFirstName')}
              {...register('contactFirstName')}
            />
            <TextField
              label={t('auth.fields.contactLastName')}
              autoComplete="family-name"
              required
              error={fieldError('contactLastName')}
              {...register('contactLastName')}
            />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-6">
            <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
              {t('auth.register.sections.address')}
            </legend>
            <OrganisationAddressFields
              register={register}
              fieldError={fieldError}
              isAddressRequired
              countryAutoComplete="country-name"
            />
          </fieldset>

          <Button type="submit" className="w-full" isLoading={isSubmitting}>
            {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
