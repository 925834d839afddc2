import { storageKeys } from '@nfc/contract/constants';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { focusRing, inputClass, textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { writeStorage } from '../../../lib/storage';
import { companyConfig, platformPassword } from '../config';

/** The simulated check time of the gate (spec section 9: 0.8 s). */
const PASSWORD_CHECK_DELAY_MS = 800;

type GateError = 'required' | 'incorrect' | null;

export default function PasswordGatePage() {
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [isVisible, setVisible] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const [error, setError] = useState<GateError>(null);

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isChecking) return;
    if (password === '') {
      setError('required');
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setChecking(true);
    timerRef.current = window.setTimeout(() => {
      setChecking(false);
      if (password === platformPassword) {
        writeStorage('session', storageKeys.platformAccess, 'granted');
        navigate(paths.home);
        return;
      }
      setPassword('');
      setError('incorrect');
      inputRef.current?.focus();
    }, PASSWORD_CHECK_DELAY_MS);
  };

  const toggleLabel = isVisible ? t('passwordGate.hide') : t('passwordGate.show');

  return (
    <section aria-labelledby="gate-title" className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <PageMeta title={t('meta.passwordGate.title')} description={t('meta.passwordGate.description')} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
          <Icon name="lock" />
        </span>
        <h1 id="gate-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {t('passwordGate.title')}
        </h1>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('passwordGate.intro')}</p>

        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <div className="space-y-1">
            <div className="flex items-baseline gap-0.5">
              <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
                {t('passwordGate.label')}
              </label>
              <span aria-hidden="true" className="text-sm text-red-700 dark:text-red-400">
                *
              </span>
            </div>
            <div className="relative">
              <input
                ref={inputRef}
                id={inputId}
                name="password"
                type={isVisible ? 'text' : 'password'}
                autoComplete="current-password"
                required
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                readOnly={isChecking}
                className={`${inputClass} pr-12`}
              />
              <button
                type="button"
                onClick={() => setVisible((visible) => !visible)}
                aria-label={toggleLabel}
                aria-pressed={isVisible}
                aria-controls={inputId}
                title={toggleLabel}
                className={`absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white ${focusRing}`}
              >
                {isVisible ? (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  >
                    <path d="M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c6.4 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.6 6.6C3.8 8.4 2 12 2 12s3.6 6 10 6a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
                  </svg>
                ) : (
                  <Icon name="eye" className="size-5" />
                )}
              </button>
            </div>
            <div aria-live="assertive">
              {error && (
                <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
                  {t(`passwordGate.errors.${error}`)}
                </p>
              )}
            </div>
          </div>
          <Button type="submit" className="w-full" isLoading={isChecking}>
            {isChecking ? t('passwordGate.checking') : t('passwordGate.submit')}
          </Button>
        </form>

        <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
          {t('passwordGate.noPassword')}{' '}
          <a href={`mailto:${companyConfig.email}`} className={textLink}>
            {companyConfig.email}
          </a>
        </p>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.launch} className={textLink}>
          {t('passwordGate.back')}
        </Link>
      </p>
    </section>
  );
}
