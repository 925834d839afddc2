import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailBody, emailBodySchema } from '@nfc/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';

/** The browser goes to the server, which sends it on to the organisation's identity provider. */
export const ssoStartUrl = (email: string) => `/api/auth/sso/start?email=${encodeURIComponent(email)}`;

type SsoSignInProps = { defaultEmail?: string; isInitiallyOpen?: boolean };

/** "Sign in with SSO": asks the work e-mail, whose domain finds the organisation's identity provider. */
export function SsoSignIn({ defaultEmail = '', isInitiallyOpen = false }: SsoSignInProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(isInitiallyOpen);
  const [isLeaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailBody>({ resolver: zodResolver(emailBodySchema), defaultValues: { email: defaultEmail } });
  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = ({ email }: EmailBody) => {
    setLeaving(true);
    window.location.assign(ssoStartUrl(email));
  };

  if (!isOpen) {
    return (
      <Button variant="secondary" className="w-full" onClick={() => setOpen(true)}>
        {t('sso.signIn.button')}
      </Button>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit, focusErrors)}
      aria-labelledby="sso-sign-in-title"
      className="space-y-4"
    >
      <div>
        <h2 id="sso-sign-in-title" className="text-base font-semibold text-slate-900 dark:text-white">
          {t('sso.signIn.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('sso.signIn.text')}</p>
      </div>
      <TextField
        label={t('sso.signIn.email')}
        type="email"
        autoComplete="email"
        required
        // Opened on purpose (or after a failed single sign-on): the e-mail is what to type next.
        autoFocus={!isInitiallyOpen}
        error={translateMessage(t, errors.email?.message)}
        {...register('email')}
      />
      <Button type="submit" variant="secondary" className="w-full" isLoading={isLeaving}>
        {t('sso.signIn.submit')}
      </Button>
    </form>
  );
}
