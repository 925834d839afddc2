import { LINK_RULES_MAX, ruleOperatingSystems } from '@nfc/contract/link-rules';
import type { TagBody } from '@nfc/contract/tags';
import { useId } from 'react';
import { flushSync } from 'react-dom';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { translateMessage } from '../../../lib/messages';
import { withHttpsOnBlur } from '../../../lib/url-input';
import { emptyLinkRule, type TagFormValues } from '../lib/tag-form-values';

type LinkRulesFieldProps = {
  control: Control<TagFormValues, unknown, TagBody>;
  register: UseFormRegister<TagFormValues>;
  errors: FieldErrors<TagFormValues>['rules'];
  timeZone: string;
};

/** The tag's link rules as rows: add, remove and reorder; the first row that matches a scan wins. */
export function LinkRulesField({ control, register, errors, timeZone }: LinkRulesFieldProps) {
  const { t } = useTranslation(['tags', 'translation'], { nsMode: 'fallback' });
  const baseId = useId();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'rules' });
  const isFull = fields.length >= LINK_RULES_MAX;
  const addId = `${baseId}-add`;
  const limitHintId = `${baseId}-limit`;
  const buttonId = (index: number, action: 'up' | 'down' | 'remove') => `${baseId}-${index}-${action}`;
  const listError = translateMessage(t, errors?.message ?? errors?.root?.message);

  // Moving or removing takes the focused button away: focus follows the row, or the nearest control left.
  const focusFirst = (...ids: string[]) => {
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element instanceof HTMLButtonElement && !element.disabled) {
        element.focus();
        return;
      }
    }
  };
  const moveRule = (from: number, to: number) => {
    flushSync(() => move(from, to));
    const direction = to < from ? 'up' : 'down';
    focusFirst(buttonId(to, direction), buttonId(to, direction === 'up' ? 'down' : 'up'));
  };
  const removeRule = (index: number) => {
    flushSync(() => remove(index));
    focusFirst(buttonId(index, 'remove'), buttonId(index - 1, 'remove'), addId);
  };

  return (
    <div className="space-y-4">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('tags:editor.rules.timeZone', { zone: timeZone })}
      </p>
      {listError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {listError}
        </p>
      )}
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300">
          {t('tags:editor.rules.empty')}
        </p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const number = index + 1;
            const rowErrors = errors?.[index];
            return (
              <li key={field.id}>
                <fieldset className="rounded-lg border border-slate-300 p-4 dark:border-slate-600">
                  <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
                    {t('tags:editor.rules.rule', { number })}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <SelectField
                      label={t('tags:editor.rules.os')}
                      error={translateMessage(t, rowErrors?.os?.message)}
                      {...register(`rules.${index}.os`)}
                    >
                      <option value="">{t('tags:editor.rules.anyOs')}</option>
                      {ruleOperatingSystems.map((os) => (
                        <option key={os} value={os}>
                          {t(`tags:operatingSystems.${os}`)}
                        </option>
                      ))}
                    </SelectField>
                    <TextField
                      label={t('tags:editor.rules.language')}
                      placeholder={t('tags:editor.rules.languagePlaceholder')}
                      hint={t('tags:editor.rules.languageHint')}
                      maxLength={2}
                      autoComplete="off"
                      spellCheck={false}
                      error={translateMessage(t, rowErrors?.language?.message)}
                      {...register(`rules.${index}.language`)}
                    />
                    <TextField
                      label={t('tags:editor.rules.from')}
                      type="datetime-local"
                      error={translateMessage(t, rowErrors?.from?.message)}
                      {...register(`rules.${index}.from`)}
                    />
                    <TextField
                      label={t('tags:editor.rules.until')}
                      type="datetime-local"
                      error={translateMessage(t, rowErrors?.until?.message)}
                      {...register(`rules.${index}.until`)}
                    />
                  </div>
                  <div className="mt-3">
                    <TextField
                      label={t('tags:editor.rules.url')}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      required
                      error={translateMessage(t, rowErrors?.url?.message)}
                      {...withHttpsOnBlur(register(`rules.${index}.url`))}
                    />
                  </div>
                  <div className="mt-3 flex flex-wrap justify-end gap-2">
                    <Button
                      id={buttonId(index, 'up')}
                      variant="secondary"
                      className="px-3"
                      aria-label={t('tags:editor.rules.moveUp', { number })}
                      title={t('tags:editor.rules.moveUp', { number })}
                      disabled={index === 0}
                      onClick={() => moveRule(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </Button>
                    <Button
                      id={buttonId(index, 'down')}
                      variant="secondary"
                      className="px-3"
                      aria-label={t('tags:editor.rules.moveDown', { number })}
                      title={t('tags:editor.rules.moveDown', { number })}
                      disabled={index === fields.length - 1}
                      onClick={() => moveRule(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </Button>
                    <Button
                      id={buttonId(index, 'remove')}
                      variant="secondary"
                      aria-label={t('tags:editor.rules.remove', { number })}
                      onClick={() => removeRule(index)}
                    >
                      {t('tags:editor.rules.removeShort')}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          id={addId}
          variant="secondary"
          disabled={isFull}
          aria-describedby={isFull ? limitHintId : undefined}
          onClick={() => append({ ...emptyLinkRule })}
        >
          {t('tags:editor.rules.add')}
        </Button>
        {isFull && (
          <p id={limitHintId} className="text-sm text-slate-700 dark:text-slate-300">
            {t('tags:editor.rules.limitReached', { max: LINK_RULES_MAX })}
          </p>
        )}
      </div>
    </div>
  );
}
