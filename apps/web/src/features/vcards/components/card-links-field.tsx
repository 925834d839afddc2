import { CARD_LINK_LABEL_MAX, CARD_LINKS_MAX } from '@nfc/contract/vcards';
import { type ReactNode, useId, useRef } from 'react';
import { type Control, type FieldErrors, type FieldValues, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { focusRing } from '../../../components/styles';
import { translateMessage } from '../../../lib/messages';
import { withHttpsOnBlur } from '../../../lib/url-input';
import type { CardDesignValues } from '../lib/vcard-form-values';

const iconButton = `inline-flex size-10 items-center justify-center rounded-md text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`;

const arrows = { up: 'M12 19V5m-6 6 6-6 6 6', down: 'M12 5v14m6-6-6 6-6-6', remove: 'M6 6l12 12M18 6 6 18' } as const;

function ArrowIcon({ name }: { name: keyof typeof arrows }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={arrows[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type CardLinksFieldProps<T extends CardDesignValues, TBody extends FieldValues> = {
  control: Control<T, unknown, TBody>;
  register: UseFormRegister<T>;
  errors: FieldErrors<CardDesignValues>['links'];
  disabled?: boolean;
  /** Under the hint, e.g. that the organisation's template sets the links. */
  notice?: ReactNode;
};

/**
 * Up to ten links as rows of label and address, added, removed and reordered with labelled buttons; in the vCard
 * editor and the card template form alike.
 */
export function CardLinksField<T extends CardDesignValues, TBody extends FieldValues>({
  control: formControl,
  register: formRegister,
  errors,
  disabled,
  notice,
}: CardLinksFieldProps<T, TBody>) {
  const { t } = useTranslation(['vcards', 'translation'], { nsMode: 'fallback' });
  // Both forms hold `links` alike (the type parameter checks it where the field is used); one form type inside.
  const control = formControl as unknown as Control<CardDesignValues>;
  const register = formRegister as unknown as UseFormRegister<CardDesignValues>;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'links' });
  const limitId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const isFull = fields.length >= CARD_LINKS_MAX;
  const listError = translateMessage(t, errors?.root?.message ?? errors?.message);

  /** Keeps the keyboard where it was: on the same button of the moved row, or its twin at either end. */
  const focusAfterMove = (index: number, direction: 'up' | 'down') => {
    requestAnimationFrame(() => {
      const row = listRef.current?.children[index];
      const same = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`);
      const other = row?.querySelector<HTMLButtonElement>(`[data-move="${direction === 'up' ? 'down' : 'up'}"]`);
      (same ?? other)?.focus();
    });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('vcards:editor.links.title')}
      </legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('vcards:editor.links.hint')}</p>
      {notice}
      {fields.length > 0 && (
        <ol ref={listRef} className="space-y-3">
          {fields.map((field, index) => {
            const number = index + 1;
            const rowErrors = errors?.[index];
            return (
              <li key={field.id}>
                <fieldset className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  <legend className="px-1 text-xs font-semibold text-slate-700 dark:text-slate-300">
                    {t('vcards:editor.links.row', { number })}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                    <TextField
                      label={t('vcards:editor.links.label')}
                      maxLength={CARD_LINK_LABEL_MAX}
                      autoComplete="off"
                      disabled={disabled}
                      error={translateMessage(t, rowErrors?.label?.message)}
                      {...register(`links.${index}.label`)}
                    />
                    <TextField
                      label={t('vcards:editor.links.url')}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      autoComplete="off"
                      disabled={disabled}
                      error={translateMessage(t, rowErrors?.url?.message)}
                      {...withHttpsOnBlur(register(`links.${index}.url`))}
                    />
                  </div>
                  <div className="mt-2 flex justify-end gap-1">
                    <button
                      type="button"
                      data-move="up"
                      className={iconButton}
                      disabled={disabled || index === 0}
                      aria-label={t('vcards:editor.links.moveUp', { number })}
                      title={t('vcards:editor.links.moveUp', { number })}
                      onClick={() => {
                        move(index, index - 1);
                        focusAfterMove(index - 1, 'up');
                      }}
                    >
                      <ArrowIcon name="up" />
                    </button>
                    <button
                      type="button"
                      data-move="down"
                      className={iconButton}
                      disabled={disabled || index === fields.length - 1}
                      aria-label={t('vcards:editor.links.moveDown', { number })}
                      title={t('vcards:editor.links.moveDown', { number })}
                      onClick={() => {
                        move(index, index + 1);
                        focusAfterMove(index + 1, 'down');
                      }}
                    >
                      <ArrowIcon name="down" />
                    </button>
                    <button
                      type="button"
                      className={iconButton}
                      disabled={disabled}
                      aria-label={t('vcards:editor.links.remove', { number })}
                      title={t('vcards:editor.links.remove', { number })}
                      onClick={() => {
                        remove(index);
                        requestAnimationFrame(() => addRef.current?.focus());
                      }}
                    >
                      <ArrowIcon name="remove" />
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={addRef}
          variant="secondary"
          disabled={disabled || isFull}
          aria-describedby={isFull ? limitId : undefined}
          onClick={() => append({ label: '', url: '' })}
        >
          {t('vcards:editor.links.add')}
        </Button>
        {isFull && (
          <p id={limitId} className="text-sm text-slate-700 dark:text-slate-300">
            {t('vcards:editor.links.limit', { max: CARD_LINKS_MAX })}
          </p>
        )}
      </div>
      {listError && <p className="text-sm text-red-700 dark:text-red-400">{listError}</p>}
    </fieldset>
  );
}
