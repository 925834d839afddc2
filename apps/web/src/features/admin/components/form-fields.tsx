import { currencies } from '@nfc/contract/constants';
import { type ComponentProps, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/field';
import { focusRing } from '../../../components/styles';
import { TextAreaField } from '../../../components/text-area-field';

/** Two columns from the small breakpoint on, the layout of every admin form. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** A cell of `FieldGrid` spanning both columns. */
export function FullRow({ children }: { children: ReactNode }) {
  return <div className="sm:col-span-2">{children}</div>;
}

type TextFieldProps = ComponentProps<typeof TextField>;

/** A money amount or percentage: a number from 0 in steps of a cent. */
export function AmountField(props: TextFieldProps) {
  return <TextField type="number" min={0} step="0.01" inputMode="decimal" {...props} />;
}

/** A whole number; the caller sets its `min`. */
export function CountField(props: TextFieldProps) {
  return <TextField type="number" step={1} inputMode="numeric" {...props} />;
}

export function CurrencyField(props: Omit<ComponentProps<typeof SelectField>, 'children'>) {
  return (
    <SelectField {...props}>
      {currencies.map((currency) => (
        <option key={currency} value={currency}>
          {currency}
        </option>
      ))}
    </SelectField>
  );
}

type NameField = 'name' | 'description';

type NameAndDescriptionFieldsProps = {
  nameLabel: string;
  descriptionLabel: string;
  descriptionRows: number;
  register: (name: NameField) => UseFormRegisterReturn;
  fieldError: (name: NameField) => string | undefined;
};

/** The required name and the optional description heading a plan, tier or customization form. */
export function NameAndDescriptionFields({
  nameLabel,
  descriptionLabel,
  descriptionRows,
  register,
  fieldError,
}: NameAndDescriptionFieldsProps) {
  return (
    <>
      <FullRow>
        <TextField label={nameLabel} required error={fieldError('name')} {...register('name')} />
      </FullRow>
      <FullRow>
        <TextAreaField
          isCompact
          label={descriptionLabel}
          rows={descriptionRows}
          error={fieldError('description')}
          {...register('description')}
        />
      </FullRow>
    </>
  );
}

type GermanField = 'nameDe' | 'descriptionDe' | 'featuresDe';

type GermanTextFieldsProps = {
  /** Whose labels: the plan form's or the pricing forms'. */
  namespace: 'plans' | 'pricing';
  featureRows: number;
  register: (name: GermanField) => UseFormRegisterReturn;
  fieldError: (name: GermanField) => string | undefined;
};

/** The German name, description and features of a plan or tier; left empty, German pages show the English. */
export function GermanTextFields({ namespace, featureRows, register, fieldError }: GermanTextFieldsProps) {
  const { t } = useTranslation('admin');
  const hint = t(`${namespace}.fields.germanHint`);
  return (
    <>
      <FullRow>
        <TextField
          label={t(`${namespace}.fields.nameDe`)}
          hint={hint}
          lang="de"
          error={fieldError('nameDe')}
          {...register('nameDe')}
        />
      </FullRow>
      <FullRow>
        <TextAreaField
          isCompact
          label={t(`${namespace}.fields.descriptionDe`)}
          rows={3}
          lang="de"
          error={fieldError('descriptionDe')}
          {...register('descriptionDe')}
        />
      </FullRow>
      <FullRow>
        <TextAreaField
          isCompact
          label={t(`${namespace}.fields.featuresDe`)}
          hint={t(`${namespace}.fields.featuresHint`)}
          rows={featureRows}
          lang="de"
          error={fieldError('featuresDe')}
          {...register('featuresDe')}
        />
      </FullRow>
    </>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: string; hint?: string };

export function CheckboxField({ label, hint, id, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <input
        id={fieldId}
        type="checkbox"
        aria-describedby={hintId}
        className={`mt-0.5 size-4 rounded border-slate-400 accent-indigo-600 dark:border-slate-500 ${focusRing}`}
        {...props}
      />
      <div>
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
