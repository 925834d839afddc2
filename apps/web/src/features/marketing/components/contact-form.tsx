import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactBody, contactBodySchema } from '@nfc/contract/contact';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { textLink } from '../../../components/styles';
import { TextAreaField } from '../../../components/text-area-field';
import { paths } from '../../../config/paths';
import { getErrorStatus, isNetworkError } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { useSendContactMessage } from '../api/send-contact-message';

const emptyForm: ContactBody = { name: '', email: '', subject: '', message: '', website: '' };
const fieldNames = ['name', 'email', 'subject', 'message'] as const;

/** The failure text for a send that did not go through. */
function getSendErrorKey(error: unknown): string {
  if (isNetworkError(error)) return 'contactForm.errors.connection';
  const status = getErrorStatus(error);
  if (status === 429) return 'contactForm.errors.rateLimited';
  if (status === 400) return 'contactForm.errors.invalid';
  return 'contactForm.errors.failed';
}

/** The contact form of /contact and /home: POST /api/contact with sending, sent and error states. */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('marketing');
  const { t: tShared } = useTranslation();
  const send = useSendContactMessage();
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const honeypotId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ContactBody>({ resolver: zodResolver(contactBodySchema), defaultValues: emptyForm });

  const isSent = send.isSuccess;
  useEffect(() => {
    if (isSent) sentHeadingRef.current?.focus();
  }, [isSent]);

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (values: ContactBody) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldNames);
      focusErrors();
    }
  };

  const startOver = () => {
    reset(emptyForm);
    send.reset();
  };

  if (isSent) {
    return (
      <div
        role="status"
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <h3 ref={sentHeadingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('contactForm.sent.title')}
        </h3>
        <p className="mt-2 text-sm">{t('contactForm.sent.text', { email: getValues('email') })}</p>
        <Button variant="secondary" className="mt-4" onClick={startOver}>
          {t('contactForm.sent.again')}
        </Button>
      </div>
    );
  }

  const fieldError = (name: (typeof fieldNames)[number]) => translateMessage(tShared, errors[name]?.message);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit, focusErrors)}
      aria-labelledby={labelledBy}
      className="space-y-4"
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('contactForm.intro')}</p>
      {send.isError && <Alert tone="error">{t(getSendErrorKey(send.error))}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('contactForm.name')}
          autoComplete="name"
          required
          maxLength={100}
          error={fieldError('name')}
          {...register('name')}
        />
        <TextField
          label={t('contactForm.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={fieldError('email')}
          {...register('email')}
        />
      </div>
      <TextField
        label={t('contactForm.subject')}
        required
        maxLength={200}
        error={fieldError('subject')}
        {...register('subject')}
      />
      <TextAreaField
        label={t('contactForm.message')}
        required
        rows={6}
        maxLength={5000}
        error={fieldError('message')}
        {...register('message')}
      />
      {/* Honeypot: invisible to people and assistive technology, filled in only by bots. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={honeypotId}>{t('contactForm.honeypot')}</label>
        <input
          id={honeypotId}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          {...register('website')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" isLoading={send.isPending}>
          {send.isPending ? t('contactForm.sending') : t('contactForm.submit')}
        </Button>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('contactForm.requiredNote')}</p>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('contactForm.privacyNote')}{' '}
        <Link to={paths.privacy} className={textLink}>
          {t('contactForm.privacyLink')}
        </Link>
      </p>
    </form>
  );
}
