import { type CardLayout, cardLayouts } from '@nfc/contract/vcards';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../../../components/colour-field';
import { getLocale } from '../../../lib/format';
import { translateMessage } from '../../../lib/messages';
import { checkCardContrast } from '../lib/card-contrast';
import type { CardDesignValues } from '../lib/vcard-form-values';

/** A thumbnail of each layout: where the band or cover, the photo and the lines of text go. */
function LayoutSketch({ layout }: { layout: CardLayout }) {
  const photo = { classic: { cx: 24, cy: 20 }, centered: { cx: 24, cy: 14 }, banner: { cx: 13, cy: 24 } }[layout];
  const lineX = layout === 'banner' ? 6 : 12;
  return (
    <svg aria-hidden="true" viewBox="0 0 48 64" className="h-16 w-12 shrink-0">
      <rect x="0.5" y="0.5" width="47" height="63" rx="6" className="fill-white stroke-slate-300 dark:fill-slate-800" />
      {layout === 'classic' && <rect x="1" y="1" width="46" height="14" rx="5" className="fill-indigo-500" />}
      {layout === 'banner' && <rect x="1" y="1" width="46" height="20" rx="5" className="fill-indigo-500" />}
      <circle {...photo} r="7" className="fill-slate-300 stroke-white dark:fill-slate-500" strokeWidth="2" />
      <rect x={lineX} y="35" width="24" height="4" rx="2" className="fill-slate-500" />
      <rect x={lineX} y="43" width="18" height="3" rx="1.5" className="fill-slate-300 dark:fill-slate-600" />
      <rect x="6" y="52" width="36" height="6" rx="3" className="fill-indigo-300 dark:fill-indigo-700" />
    </svg>
  );
}

type CardDesignFieldsProps<T extends CardDesignValues> = {
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  appearance: CardDesignValues['appearance'];
  errors: FieldErrors<CardDesignValues>['appearance'];
};

/**
 * Layout, the two colours and the live contrast of the pair, judged by the rule the server applies on save; in the
 * vCard editor and the card template form alike.
 */
export function CardDesignFields<T extends CardDesignValues>({
  register: formRegister,
  setValue: formSetValue,
  appearance,
  errors,
}: CardDesignFieldsProps<T>) {
  const { t, i18n } = useTranslation(['vcards', 'translation'], { nsMode: 'fallback' });
  // Both forms hold `appearance` alike (the type parameter checks it where the fields are used); one form type inside.
  const register = formRegister as unknown as UseFormRegister<CardDesignValues>;
  const setValue = formSetValue as unknown as UseFormSetValue<CardDesignValues>;
  const contrastId = useId();
  const layoutNames: Record<CardLayout, { name: string; description: string }> = {
    classic: { name: t('vcards:editor.design.classic'), description: t('vcards:editor.design.classicHint') },
    centered: { name: t('vcards:editor.design.centered'), description: t('vcards:editor.design.centeredHint') },
    banner: { name: t('vcards:editor.design.banner'), description: t('vcards:editor.design.bannerHint') },
  };
  const contrast = checkCardContrast(appearance.primaryColor, appearance.backgroundColor);
  const ratio = contrast
    ? new Intl.NumberFormat(getLocale(i18n.language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        contrast.shownRatio,
      )
    : '';
  const pick = (field: 'appearance.primaryColor' | 'appearance.backgroundColor', value: string) =>
    setValue(field, value, {
      shouldDirty: true,
      shouldValidate: Boolean(errors?.primaryColor || errors?.backgroundColor),
    });

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('vcards:editor.design.layout')}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {cardLayouts.map((layout) => (
            <label
              key={layout}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-disabled:cursor-not-allowed has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 sm:flex-col sm:items-start dark:border-slate-600 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950"
            >
              <LayoutSketch layout={layout} />
              <span className="flex items-start gap-2">
                <input
                  type="radio"
                  value={layout}
                  className="mt-1 size-4 shrink-0 accent-indigo-600"
                  {...register('appearance.layout')}
                />
                <span>
                  <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                    {layoutNames[layout].name}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {layoutNames[layout].description}
                  </span>
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors?.layout && (
          <p className="mt-1 text-sm text-red-700 dark:text-red-400">{translateMessage(t, errors.layout.message)}</p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <ColourField
          label={t('vcards:editor.design.primaryColor')}
          pickerLabel={t('vcards:editor.design.primaryPicker')}
          value={appearance.primaryColor}
          error={translateMessage(t, errors?.primaryColor?.message)}
          registration={register('appearance.primaryColor')}
          onPick={(value) => pick('appearance.primaryColor', value)}
        />
        <ColourField
          label={t('vcards:editor.design.backgroundColor')}
          pickerLabel={t('vcards:editor.design.backgroundPicker')}
          value={appearance.backgroundColor}
          error={translateMessage(t, errors?.backgroundColor?.message)}
          registration={register('appearance.backgroundColor')}
          onPick={(value) => pick('appearance.backgroundColor', value)}
        />
      </div>

      {errors?.message && (
        <p className="text-sm text-red-700 dark:text-red-400">{translateMessage(t, errors.message)}</p>
      )}

      <div
        id={contrastId}
        role="status"
        className={`flex items-center gap-3 rounded-lg border p-3 text-sm ${
          contrast && !contrast.isPassing
            ? 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200'
            : 'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200'
        }`}
      >
        {contrast && (
          // A sample of the pair, drawn rather than written: it may be unreadable on purpose.
          <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10 shrink-0 rounded-md ring-1 ring-slate-900/10">
            <rect width="40" height="40" rx="6" fill={appearance.backgroundColor.trim()} />
            <text
              x="20"
              y="26"
              textAnchor="middle"
              fontSize="16"
              fontWeight="700"
              fill={appearance.primaryColor.trim()}
            >
              Aa
            </text>
          </svg>
        )}
        <span>
          {!contrast && t('vcards:editor.design.contrastUnknown')}
          {contrast?.isPassing && t('vcards:editor.design.contrastPasses', { ratio })}
          {contrast && !contrast.isPassing && t('vcards:editor.design.contrastFails', { ratio })}
        </span>
      </div>
    </div>
  );
}
