import { zodResolver } from '@hookform/resolvers/zod';
import { type ShippingCountry, shippingCountries } from '@nfc/contract/constants';
import { type ShippingRate, shippingRateBodySchema, shippingRegions } from '@nfc/contract/pricing';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useCreatePricingShippingRate } from '../api/create-pricing-shipping-rate';
import { useUpdatePricingShippingRate } from '../api/update-pricing-shipping-rate';
import { parseNullableNumber, parseNumber, toNumberText } from '../lib/form-values';
import { formatCountry } from '../lib/format';
import { translateAdminMessage } from '../lib/messages';
import { DialogForm } from './form-dialog';
import { CheckboxField } from './form-fields';
import { useTimedNotice } from './timed-notice';

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
const shippingRateFields: ShippingRateField[] = [
  'region',
  'country',
  'baseRate',
  'perItemRate',
  'freeShippingThreshold',
  'estimatedDays',
  'isActive',
];

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
  const { notice, show } = useTimedNotice();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShippingRateFormInput, unknown, ShippingRateFormValues>({
    resolver: zodResolver(shippingRateFormSchema),
    defaultValues: toFormValues(rate),
  });

  const onSubmit = async (values: ShippingRateFormValues) => {
    try {
      if (rate) await updateRate.mutateAsync({ id: rate.id, body: values });
      else await createRate.mutateAsync(values);
      toast.success(
        t('pricing.shipping.saved', { country: formatCountry(values.country, i18n.language) }),
        adminToastOptions,
      );
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, shippingRateFields);
      const message = translateAdminMessage(t, getErrorMessage(error, 'admin:pricing.saveFailed')) ?? '';
      show(message);
      toast.error(message, adminToastOptions);
    }
  };

  const fieldError = (name: ShippingRateField) => translateAdminMessage(t, errors[name]?.message);

  return (
    <DialogForm
      onSubmit={handleSubmit(onSubmit)}
      onCancel={onDone}
      submitLabel={rate ? t('pricing.save') : t('pricing.shipping.create')}
      isSubmitting={isSubmitting}
      notice={notice}
    >
      <div className="grid gap-4 sm:grid-cols-2">
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
        <TextField
          label={t('pricing.fields.baseRate')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          required
          error={fieldError('baseRate')}
          {...register('baseRate')}
        />
        <TextField
          label={t('pricing.fields.perItemRate')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          error={fieldError('perItemRate')}
          {...register('perItemRate')}
        />
        <TextField
          label={t('pricing.fields.freeShippingThreshold')}
          hint={t('pricing.fields.freeShippingThresholdHint')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
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
        <div className="sm:col-span-2">
          <CheckboxField label={t('pricing.fields.isActive')} {...register('isActive')} />
        </div>
      </div>
    </DialogForm>
  );
}
