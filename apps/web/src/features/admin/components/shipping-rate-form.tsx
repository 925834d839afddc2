import { type ShippingCountry, shippingCountries } from '@nfc/contract/constants';
import { type ShippingRate, shippingRateBodySchema, shippingRegions } from '@nfc/contract/pricing';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/field';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useCreatePricingShippingRate } from '../api/create-pricing-shipping-rate';
import { useUpdatePricingShippingRate } from '../api/update-pricing-shipping-rate';
import { parseNullableNumber, parseNumber, toNumberText } from '../lib/form-values';
import { formatCountry } from '../lib/format';
import { translateAdminMessage } from '../lib/messages';
import { DialogForm, useDialogForm } from './form-dialog';
import { AmountField, CheckboxField, FieldGrid, FullRow } from './form-fields';

const shippingRateFormSchema = z
  .object({
    region: z.string(),
    country: z.string(),
    baseRate: z.string(),
    perItemRate: z.string(),
    freeShippingThreshold: z.string(),
    estimatedDays: z.string(),
    isActive: z.boolean(),
  })
  .transform(
    (values): z.input<typeof shippingRateBodySchema> => ({
      // Empty choices stay undefined, so the schema answers 'Region is required' / 'Country is required'.
      region: (values.region || undefined) as (typeof shippingRegions)[number],
      country: (values.country || undefined) as ShippingCountry,
      baseRate: parseNumber(values.baseRate) as number,
      perItemRate: parseNumber(values.perItemRate),
      // Empty means no free shipping, sent as null (spec: billing and admin section 3).
      freeShippingThreshold: parseNullableNumber(values.freeShippingThreshold),
      estimatedDays: values.estimatedDays,
      isActive: values.isActive,
    }),
  )
  .pipe(shippingRateBodySchema);

type ShippingRateFormInput = z.input<typeof shippingRateFormSchema>;
type ShippingRateFormValues = z.output<typeof shippingRateFormSchema>;
type ShippingRateField = keyof ShippingRateFormInput;

/** Spec defaults (billing and admin section 9): region Europe, 3-5 days. */
function toFormValues(rate: ShippingRate | null): ShippingRateFormInput {
  return {
    region: rate?.region ?? 'Europe',
    country: rate?.country ?? '',
    baseRate: toNumberText(rate?.baseRate),
    perItemRate: toNumberText(rate?.perItemRate ?? 0),
    freeShippingThreshold: toNumberText(rate?.freeShippingThreshold),
    estimatedDays: rate?.estimatedDays ?? '3-5',
    isActive: rate?.isActive ?? true,
  };
}

export function ShippingRateForm({ rate, onDone }: { rate: ShippingRate | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const createRate = useCreatePricingShippingRate();
  const updateRate = useUpdatePricingShippingRate();
  const {
    register,
    formState: { errors, isSubmitting },
    notice,
    submit,
  } = useDialogForm({ schema: shippingRateFormSchema, defaultValues: toFormValues(rate) });

  const save = async (values: ShippingRateFormValues) => {
    if (rate) await updateRate.mutateAsync({ id: rate.id, body: values });
    else await createRate.mutateAsync(values);
    toast.success(
      t('pricing.shipping.saved', { country: formatCountry(values.country, i18n.language) }),
      adminToastOptions,
    );
    onDone();
  };

  const fieldError = (name: ShippingRateField) => translateAdminMessage(t, errors[name]?.message);

  return (
    <DialogForm
      onSubmit={submit(save, 'admin:pricing.saveFailed')}
      onCancel={onDone}
      submitLabel={rate ? t('pricing.save') : t('pricing.shipping.create')}
      isSubmitting={isSubmitting}
      notice={notice}
    >
      <FieldGrid>
        <SelectField label={t('pricing.fields.region')} required error={fieldError('region')} {...register('region')}>
          {shippingRegions.map((region) => (
            <option key={region} value={region}>
              {t(`pricing.regions.${region}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('pricing.fields.country')}
          required
          error={fieldError('country')}
          {...register('country')}
        >
          <option value="">{t('pricing.fields.chooseCountry')}</option>
          {shippingCountries.map((country) => (
            <option key={country} value={country}>
              {t('pricing.countryOption', { name: formatCountry(country, i18n.language), code: country })}
            </option>
          ))}
        </SelectField>
        <AmountField
          label={t('pricing.fields.baseRate')}
          required
          error={fieldError('baseRate')}
          {...register('baseRate')}
        />
        <AmountField
          label={t('pricing.fields.perItemRate')}
          error={fieldError('perItemRate')}
          {...register('perItemRate')}
        />
        <AmountField
          label={t('pricing.fields.freeShippingThreshold')}
          hint={t('pricing.fields.freeShippingThresholdHint')}
          error={fieldError('freeShippingThreshold')}
          {...register('freeShippingThreshold')}
        />
        <TextField
          label={t('pricing.fields.estimatedDays')}
          hint={t('pricing.fields.estimatedDaysHint')}
          error={fieldError('estimatedDays')}
          {...register('estimatedDays')}
        />
        <p className="text-xs text-slate-600 sm:col-span-2 dark:text-slate-400">{t('pricing.shipping.amountsInEur')}</p>
        <FullRow>
          <CheckboxField label={t('pricing.fields.isActive')} {...register('isActive')} />
        </FullRow>
      </FieldGrid>
    </DialogForm>
  );
}
