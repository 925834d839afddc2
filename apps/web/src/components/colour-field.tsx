import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './field';
import { focusRing } from './styles';

type ColourFieldProps = {
  label: string;
  pickerLabel: string;
  hint?: string;
  value: string;
  error?: string;
  registration: UseFormRegisterReturn;
  onPick: (value: string) => void;
};

const HEX = /^#[0-9a-f]{6}$/i;

/** A native colour picker and the same colour as #rrggbb text: either one can be used, they stay in step (QR style, card design). */
export function ColourField({ label, pickerLabel, hint, value, error, registration, onPick }: ColourFieldProps) {
  const trimmed = value.trim();
  return (
    <div className="flex items-start gap-3">
      <input
        type="color"
        aria-label={pickerLabel}
        value={HEX.test(trimmed) ? trimmed.toLowerCase() : '#000000'}
        onChange={(event) => onPick(event.currentTarget.value)}
        className={`mt-6 h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900 ${focusRing}`}
      />
      <div className="min-w-0 flex-1">
        <TextField
          label={label}
          hint={hint}
          error={error}
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          placeholder="#rrggbb"
          className="font-mono"
          {...registration}
        />
      </div>
    </div>
  );
}
