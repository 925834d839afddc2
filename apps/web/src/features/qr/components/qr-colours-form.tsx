import { zodResolver } from '@hookform/resolvers/zod';
import { QR_PREVIEW_DEBOUNCE_MS, type QrColours, qrStyleBodySchema } from '@nfc/contract/qr';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { ColourField } from '../../../components/colour-field';
import { QrImage } from '../../../components/qr-code';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useUpdateQrStyle } from '../api/update-qr-style';
import { getColourProblem, getContrast, getPreviewPath } from '../lib/qr-style-rules';

const fields = ['foreground', 'background'] as const;

/** The colours with a live preview: it follows every readable change after a short pause. */
export function QrColoursForm({
  saved,
  hasLogo,
  brandColour = null,
}: {
  saved: QrColours;
  hasLogo: boolean;
  /** The brand kit's primary colour, offered for the modules. */
  brandColour?: string | null;
}) {
  // Fallback mode: the contract's `validation.*` keys live in the shared namespace.
  const { t } = useTranslation(['qr', 'translation'], { nsMode: 'fallback' });
  const updateStyle = useUpdateQrStyle();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    setError,
    formState: { errors, isDirty, isSubmitting, isSubmitted },
  } = useForm<QrColours>({ resolver: zodResolver(qrStyleBodySchema), defaultValues: saved });

  const foreground = useWatch({ control, name: 'foreground' }) ?? '';
  const background = useWatch({ control, name: 'background' }) ?? '';
  const colours = { foreground, background };
  const livePath = getPreviewPath(colours, hasLogo);
  const problem = getColourProblem(colours);
  const contrast = getContrast(colours);

  // Only readable colours reach the preview; while the user types an unreadable one, the last good preview stays.
  const [previewPath, setPreviewPath] = useState(livePath);
  useEffect(() => {
    if (!livePath) return;
    const timer = window.setTimeout(() => setPreviewPath(livePath), QR_PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [livePath]);

  const pick = (name: keyof QrColours, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (values: QrColours) => {
    setServerError(null);
    try {
      await updateStyle.mutateAsync(values);
      toast.success(t('qr:colours.saved'));
    } catch (error) {
      applyServerFieldErrors(error, setError, fields);
      setServerError(getErrorMessage(error, 'qr:colours.saveFailed'));
      focusErrors();
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit, focusErrors)}
      aria-labelledby="qr-colours-title"
      className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto]"
    >
      <div className="space-y-4">
        <div>
          <h2 id="qr-colours-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('qr:colours.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('qr:colours.description')}</p>
        </div>
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <ColourField
          label={t('qr:colours.foreground')}
          pickerLabel={t('qr:colours.pickForeground')}
          hint={t('qr:colours.hexHint')}
          value={foreground}
          error={translateMessage(t, errors.foreground?.message)}
          registration={register('foreground')}
          onPick={(value) => pick('foreground', value)}
        />
        <ColourField
          label={t('qr:colours.background')}
          pickerLabel={t('qr:colours.pickBackground')}
          hint={t('qr:colours.hexHint')}
          value={background}
          error={translateMessage(t, errors.background?.message)}
          registration={register('background')}
          onPick={(value) => pick('background', value)}
        />
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {contrast !== null && <span className="font-medium">{t('qr:colours.contrast', { ratio: contrast })} </span>}
          {problem ? (
            <span className="text-amber-800 dark:text-amber-200">{translateMessage(t, problem)}</span>
          ) : (
            <span className="text-emerald-800 dark:text-emerald-200">{t('qr:colours.readable')}</span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
            {isSubmitting ? t('translation:common.saving') : t('qr:colours.save')}
          </Button>
          <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => reset(saved)}>
            {t('qr:colours.reset')}
          </Button>
          <Button
            variant="ghost"
            disabled={isSubmitting}
            onClick={() => {
              pick('foreground', '#000000');
              pick('background', '#ffffff');
            }}
          >
            {t('qr:colours.defaults')}
          </Button>
          {brandColour && (
            <Button variant="ghost" disabled={isSubmitting} onClick={() => pick('foreground', brandColour)}>
              {t('qr:colours.useBrand')}
            </Button>
          )}
          {isDirty && <span className="text-sm text-amber-800 dark:text-amber-200">{t('qr:colours.unsaved')}</span>}
        </div>
      </div>

      <div className="flex flex-col items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('qr:preview.title')}</h3>
        <QrImage
          path={previewPath}
          label={t('qr:preview.label')}
          loadingLabel={t('qr:image.loading')}
          errorLabel={t('qr:image.failed')}
          retryLabel={t('qr:image.retry')}
          className="size-48"
        />
        <p className="max-w-48 text-center text-xs text-slate-600 dark:text-slate-400">
          {livePath ? t('qr:preview.hint') : t('qr:preview.paused')}
        </p>
      </div>
    </form>
  );
}
