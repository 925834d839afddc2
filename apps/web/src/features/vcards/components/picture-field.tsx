import { CARD_IMAGE_MAX_BYTES, PROFILE_PICTURE_MAX_BYTES, profilePictureTypes } from '@nfc/contract/vcards';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { focusRing } from '../../../components/styles';
import { checkPicture } from '../lib/picture-check';
import type { CardImageField, PictureChange } from '../lib/vcard-payload';

type ImageTexts = {
  label: string;
  replaceLabel: string;
  hint: string;
  preview: string;
  remove: string;
  keep: string;
  discard: string;
  chosen: (name: string) => string;
  willBeRemoved: string;
  tooLarge: string;
};

/** The words of each image field (literal keys, so the locale test finds every one). */
function getImageTexts(t: TFunction, field: CardImageField): ImageTexts {
  if (field === 'coverImage') {
    return {
      label: t('vcards:editor.cover.label'),
      replaceLabel: t('vcards:editor.cover.replace'),
      hint: t('vcards:editor.cover.hint'),
      preview: t('vcards:editor.cover.preview'),
      remove: t('vcards:editor.cover.remove'),
      keep: t('vcards:editor.cover.keep'),
      discard: t('vcards:editor.cover.discard'),
      chosen: (name) => t('vcards:editor.cover.chosen', { name }),
      willBeRemoved: t('vcards:editor.cover.willBeRemoved'),
      tooLarge: t('vcards:editor.imageTooLarge'),
    };
  }
  if (field === 'logoImage') {
    return {
      label: t('vcards:editor.logo.label'),
      replaceLabel: t('vcards:editor.logo.replace'),
      hint: t('vcards:editor.logo.hint'),
      preview: t('vcards:editor.logo.preview'),
      remove: t('vcards:editor.logo.remove'),
      keep: t('vcards:editor.logo.keep'),
      discard: t('vcards:editor.logo.discard'),
      chosen: (name) => t('vcards:editor.logo.chosen', { name }),
      willBeRemoved: t('vcards:editor.logo.willBeRemoved'),
      tooLarge: t('vcards:editor.imageTooLarge'),
    };
  }
  return {
    label: t('vcards:editor.picture'),
    replaceLabel: t('vcards:editor.pictureReplace'),
    hint: t('vcards:editor.pictureHint'),
    preview: t('vcards:editor.picturePreview'),
    remove: t('vcards:editor.pictureRemove'),
    keep: t('vcards:editor.pictureKeep'),
    discard: t('vcards:editor.pictureDiscard'),
    chosen: (name) => t('vcards:editor.pictureNew', { name }),
    willBeRemoved: t('vcards:editor.pictureWillBeRemoved'),
    tooLarge: t('vcards:editor.pictureTooLarge'),
  };
}

/** The preview's frame: a round photo, a 3:1 cover, a square logo shown whole. */
const previewFrames: Record<CardImageField, { frame: string; image: string }> = {
  profilePicture: { frame: 'size-20 rounded-full', image: 'object-cover' },
  coverImage: { frame: 'aspect-3/1 w-40 rounded-lg', image: 'object-cover' },
  logoImage: { frame: 'size-20 rounded-lg bg-white p-1', image: 'object-contain' },
};

const maxBytes: Record<CardImageField, number> = {
  profilePicture: PROFILE_PICTURE_MAX_BYTES,
  coverImage: CARD_IMAGE_MAX_BYTES,
  logoImage: CARD_IMAGE_MAX_BYTES,
};

type PictureFieldProps = {
  /** Which of the card's images: the profile picture, the cover or the logo. */
  field?: CardImageField;
  change: PictureChange;
  onChange: (change: PictureChange) => void;
  /** The image shown right now: the new file's preview, the stored image, or none. */
  previewUrl: string | null;
  hasStoredPicture: boolean;
  serverError: string | null;
  disabled?: boolean;
};

/** Keep, replace or remove one of the card's images; only PNG, JPEG or GIF of at most 5 MB are taken. */
export function PictureField({
  field = 'profilePicture',
  change,
  onChange,
  previewUrl,
  hasStoredPicture,
  serverError,
  disabled,
}: PictureFieldProps) {
  const { t } = useTranslation('vcards');
  const texts = getImageTexts(t, field);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? serverError;
  const preview = previewFrames[field];

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const found = await checkPicture(file, maxBytes[field]);
    if (found) {
      setProblem(found === 'size' ? texts.tooLarge : t('vcards:editor.pictureWrongType'));
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
  if (change.kind === 'replace') status = texts.chosen(change.file.name);
  else if (change.kind === 'remove') status = texts.willBeRemoved;

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {hasStoredPicture || change.kind === 'replace' ? texts.replaceLabel : texts.label}
      </label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div
          className={`flex shrink-0 items-center justify-center overflow-hidden bg-slate-100 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700 ${preview.frame}`}
        >
          {showsPicture && previewUrl ? (
            <img src={previewUrl} alt={texts.preview} className={`size-full ${preview.image}`} />
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-slate-400" fill="currentColor">
              {field === 'profilePicture' ? (
                <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
              ) : (
                <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 12h14l-4.5-6-3.5 4.5-2.5-3L5 17Zm3.5-7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" />
              )}
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
                {texts.remove}
              </Button>
            )}
            {change.kind !== 'keep' && (
              <Button variant="ghost" disabled={disabled} onClick={undo}>
                {hasStoredPicture ? texts.keep : texts.discard}
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
        {texts.hint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
