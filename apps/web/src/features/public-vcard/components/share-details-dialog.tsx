import type { Language } from '@nfc/contract/constants';
import { leadFieldLimits } from '@nfc/contract/lead-limits';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/field';
import { Spinner } from '../../../components/spinner';
import { buttonVariants, focusRing, textLink } from '../../../components/styles';
import { TextAreaField } from '../../../components/text-area-field';
import { paths } from '../../../config/paths';
import { type CardConsent, ShareDetailsError, type ShareDetailsInput, shareDetails } from '../api/share-details';
import { getCardAttribution } from '../lib/card-attribution';

type Values = Omit<ShareDetailsInput, 'via' | 'src' | 'consentVersion' | 'consentLanguage'>;
const emptyValues: Values = { name: '', email: '', phone: '', company: '', note: '', consent: false, website: '' };
const fieldOrder = ['name', 'email', 'phone', 'company', 'note', 'consent'] as const;

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; messageKey: string };

function getFailureKey(error: unknown): string {
  const status = error instanceof ShareDetailsError ? error.status : null;
  if (status === null) return 'vcards:public.share.errors.connection';
  if (status === 400) return 'vcards:public.share.errors.invalid';
  if (status === 404) return 'vcards:public.share.errors.unavailable';
  if (status === 429) return 'vcards:public.share.errors.rateLimited';
  return 'vcards:public.share.errors.failed';
}

type ShareDetailsDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  downloadToken: string;
  /** Whom the details go to, as the card shows it. */
  ownerName: string;
  /** The consent text from the card's data: the server decides it and stores the version the visitor saw. */
  consent: CardConsent;
};

/**
 * 'Share your details': a visitor sends name and e-mail or phone (plus company and a message) to the card's
 * owner, with explicit consent. Loaded only when opened, so the card page stays small; the server checks
 * every field and its messages appear under the fields.
 */
export default function ShareDetailsDialog({
  isOpen,
  onClose,
  downloadToken,
  ownerName,
  consent,
}: ShareDetailsDialogProps) {
  const { t, i18n } = useTranslation('vcards');
  const consentLanguage: Language = i18n.language?.startsWith('de') ? 'de' : 'en';
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const consentId = useId();
  const honeypotId = useId();
  const isSent = status.kind === 'sent';

  useEffect(() => {
    if (isSent) sentHeadingRef.current?.focus();
  }, [isSent]);

  const close = () => {
    // A sent form starts empty next time; an unsent one keeps what was typed.
    if (isSent) {
      setValues(emptyValues);
      setStatus({ kind: 'editing' });
    }
    onClose();
  };

  const change = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    setErrors({});
    try {
      await shareDetails(downloadToken, {
        ...values,
        consentVersion: consent.version,
        consentLanguage,
        ...getCardAttribution(window.location.search),
      });
      setStatus({ kind: 'sent' });
    } catch (error) {
      const fieldErrors = error instanceof ShareDetailsError ? error.fieldErrors : {};
      setErrors(fieldErrors);
      setStatus({ kind: 'failed', messageKey: getFailureKey(error) });
      const firstInvalid = fieldOrder.find((field) => fieldErrors[field]);
      if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    }
  };

  const isSending = status.kind === 'sending';
  const consentErrorId = `${consentId}-error`;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('vcards:public.share.title')}
      description={isSent ? undefined : t('vcards:public.share.description', { name: ownerName })}
    >
      {isSent ? (
        <div role="status" className="space-y-4">
          <h3
            ref={sentHeadingRef}
            tabIndex={-1}
            className="text-base font-semibold text-emerald-800 outline-none dark:text-emerald-300"
          >
            {t('vcards:public.share.sent.title')}
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('vcards:public.share.sent.text', { name: ownerName })}
          </p>
          <div className="flex justify-end">
            <button type="button" className={buttonVariants.primary} onClick={close}>
              {t('vcards:public.share.sent.close')}
            </button>
          </div>
        </div>
      ) : (
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          {status.kind === 'failed' && <Alert tone="error">{t(status.messageKey)}</Alert>}
          <TextField
            name="name"
            label={t('vcards:public.share.name')}
            autoComplete="name"
            required
            maxLength={leadFieldLimits.name}
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            error={errors.name}
          />
          <TextField
            name="email"
            type="email"
            inputMode="email"
            label={t('vcards:public.share.email')}
            autoComplete="email"
            maxLength={leadFieldLimits.email}
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            hint={t('vcards:public.share.contactHint')}
            error={errors.email}
          />
          <TextField
            name="phone"
            type="tel"
            label={t('vcards:public.share.phone')}
            autoComplete="tel"
            maxLength={leadFieldLimits.phone}
            value={values.phone}
            onChange={(event) => change('phone', event.target.value)}
            error={errors.phone}
          />
          <TextField
            name="company"
            label={t('vcards:public.share.company')}
            autoComplete="organization"
            maxLength={leadFieldLimits.company}
            value={values.company}
            onChange={(event) => change('company', event.target.value)}
            error={errors.company}
          />
          <TextAreaField
            name="note"
            label={t('vcards:public.share.note')}
            rows={3}
            className="min-h-24"
            maxLength={leadFieldLimits.note}
            value={values.note}
            onChange={(event) => change('note', event.target.value)}
            error={errors.note}
          />
          <div className="space-y-1">
            <div className="flex items-start gap-3">
              <input
                id={consentId}
                name="consent"
                type="checkbox"
                checked={values.consent}
                onChange={(event) => change('consent', event.target.checked)}
                aria-required="true"
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? consentErrorId : undefined}
                className={`mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-indigo-600 dark:border-slate-500 ${focusRing}`}
              />
              <div className="text-sm">
                <label htmlFor={consentId} className="text-slate-800 dark:text-slate-200">
                  {consent.texts[consentLanguage]}
                  <span aria-hidden="true" className="text-red-700 dark:text-red-400">
                    {' '}
                    *
                  </span>
                </label>{' '}
                <a href={paths.privacy} target="_blank" rel="noopener" className={textLink}>
                  {t('vcards:public.share.privacy')}
                  <span className="sr-only"> {t('vcards:public.share.newTab')}</span>
                </a>
              </div>
            </div>
            {errors.consent && (
              <p id={consentErrorId} className="text-sm text-red-700 dark:text-red-400">
                {errors.consent}
              </p>
            )}
          </div>
          {/* Honeypot: invisible to people and assistive technology, filled in only by bots. */}
          <div aria-hidden="true" className="sr-only">
            <label htmlFor={honeypotId}>{t('vcards:public.share.honeypot')}</label>
            <input
              id={honeypotId}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
              value={values.website}
              onChange={(event) => change('website', event.target.value)}
            />
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('vcards:public.share.requiredNote')}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonVariants.secondary} onClick={close}>
              {t('vcards:public.share.cancel')}
            </button>
            <button
              type="submit"
              className={buttonVariants.primary}
              disabled={isSending}
              aria-busy={isSending || undefined}
            >
              {isSending && <Spinner size="sm" />}
              {isSending ? t('vcards:public.share.sending') : t('vcards:public.share.submit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
