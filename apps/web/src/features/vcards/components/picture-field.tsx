import { profilePictureTypes } from '@nfc/contract/vcards';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { focusRing } from '../../../components/styles';
import { checkPicture } from '../lib/picture-check';
import type { PictureChange } from '../lib/vcard-payload';

type PictureFieldProps = {
  change: PictureChange;
  onChange: (change: PictureChange) => void;
  /** The picture shown right now: the new file's preview, the stored picture, or none. */
  previewUrl: string | null;
  hasStoredPicture: boolean;
  serverError: string | null;
  disabled?: boolean;
};

/** Keep, replace or remove the profile picture; only PNG, JPEG or GIF of at most 5 MB are taken. */
export function PictureField({
  change,
  onChange,
  previewUrl,
  hasStoredPicture,
  serverError,
  disabled,
}: PictureFieldProps) {
  const { t } = useTranslation('vcards');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? serverError;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const found = await checkPicture(file);
    if (found) {
      setProblem(found === 'size' ? t('vcards:editor.pictureTooLarge') : t('vcards:editor.pictureWrongType'));
      setInputKey((key) => key + 1);
      return;
    }
    setProblem(null);
    onChange({ kind: 'replace', file });
  };

  const undo = () => {
    setProblem(null);
    setInputKey((key) => key + 1);
    onChange({ kind: 'keep' });
  };

  const showsPicture = Boolean(previewUrl) && change.kind !== 'remove';
  let status: string | null = null;
  if (change.kind === 'replace') status = t('vcards:editor.pictureNew', { name: change.file.name });
  else if (change.kind === 'remove') status = t('vcards:editor.pictureWillBeRemoved');

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {hasStoredPicture || change.kind === 'replace' ? t('vcards:editor.pictureReplace') : t('vcards:editor.picture')}
      </label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
          {showsPicture && previewUrl ? (
            <img src={previewUrl} alt={t('vcards:editor.picturePreview')} className="size-full object-cover" />
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-slate-400" fill="currentColor">
              <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
            </svg>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            key={inputKey}
            id={inputId}
            type="file"
            accept={profilePictureTypes.join(',')}
            disabled={disabled}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
            className={`block w-full rounded-md text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-800 hover:file:bg-indigo-100 dark:text-slate-300 dark:file:bg-indigo-950 dark:file:text-indigo-200 ${focusRing}`}
          />
          <div className="flex flex-wrap gap-2">
            {hasStoredPicture && change.kind === 'keep' && (
              <Button variant="secondary" disabled={disabled} onClick={() => onChange({ kind: 'remove' })}>
                {t('vcards:editor.pictureRemove')}
              </Button>
            )}
            {change.kind !== 'keep' && (
              <Button variant="ghost" disabled={disabled} onClick={undo}>
                {hasStoredPicture ? t('vcards:editor.pictureKeep') : t('vcards:editor.pictureDiscard')}
              </Button>
            )}
          </div>
          {status && (
            <p role="status" className="text-sm text-slate-700 wrap-anywhere dark:text-slate-300">
              {status}
            </p>
          )}
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {t('vcards:editor.pictureHint')}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
