import { zodResolver } from '@hookform/resolvers/zod';
import { currencies } from '@nfc/contract/constants';
import { type Tier, tierBodySchema, tierProductTypes } from '@nfc/contract/pricing';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/field';
import { TextAreaField } from '../../../components/text-area-field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useCreatePricingTier } from '../api/create-pricing-tier';
import { useUpdatePricingTier } from '../api/update-pricing-tier';
import {
  getFirstErrorMessage,
  parseLines,
  parseNullableNumber,
  parseNumber,
  toLines,
  toNumberText,
} from '../lib/form-values';
import { translateAdminMessage } from '../lib/messages';
import { DialogForm } from './form-dialog';
import { CheckboxField } from './form-fields';
import { useTimedNotice } from './timed-notice';

const tierFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    productType: z.enum(tierProductTypes),
    currency: z.enum(currencies),
    basePrice: z.string(),
    minQuantity: z.string(),
    maxQuantity: z.string(),
    discountPercentage: z.string(),
    isActive: z.boolean(),
    hasMonthlyFee: z.boolean(),
    monthlyFee: z.string(),
    features: z.string(),
  })
  .transform(
    (values): z.input<typeof tierBodySchema> => ({
      name: values.name,
      description: values.description,
      productType: values.productType,
      currency: values.currency,
      // Left undefined when empty, so the schema answers with its own message.
      basePrice: parseNumber(values.basePrice) as number,
      minQuantity: parseNumber(values.minQuantity),
      // Empty means unlimited.
      maxQuantity: parseNullableNumber(values.maxQuantity),
      discountPercentage: parseNumber(values.discountPercentage),
      isActive: values.isActive,
      hasMonthlyFee: values.hasMonthlyFee,
      monthlyFee: values.hasMonthlyFee ? parseNumber(values.monthlyFee) : 0,
      features: parseLines(values.features),
    }),
  )
  .pipe(tierBodySchema);

type TierFormInput = z.input<typeof tierFormSchema>;
type TierFormValues = z.output<typeof tierFormSchema>;
type TierField = keyof TierFormInput;
const tierFields: TierField[] = [
  'name',
  'description',
  'productType',
  'currency',
  'basePrice',
  'minQuantity',
  'maxQuantity',
  'discountPercentage',
  'isActive',
  'hasMonthlyFee',
  'monthlyFee',
  'features',
];

/** Spec defaults (billing and admin section 9): minQuantity 1, discount 0, EUR, nfc_card. */
function toFormValues(tier: Tier | null): TierFormInput {
  return {
    name: tier?.name ?? '',
    description: tier?.description ?? '',
    productType: tier?.productType ?? 'nfc_card',
    currency: tier?.currency ?? 'EUR',
    basePrice: toNumberText(tier?.basePrice),
    minQuantity: toNumberText(tier?.minQuantity ?? 1),
    maxQuantity: toNumberText(tier?.maxQuantity),
    discountPercentage: toNumberText(tier?.discountPercentage ?? 0),
    isActive: tier?.isActive ?? true,
    hasMonthlyFee: tier?.hasMonthlyFee ?? false,
    monthlyFee: toNumberText(tier?.monthlyFee ?? 0),
    features: toLines(tier?.features ?? []),
  };
}

export function TierForm({ tier, onDone }: { tier: Tier | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const createTier = useCreatePricingTier();
  const updateTier = useUpdatePricingTier();
  const { notice, show } = useTimedNotice();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TierFormInput, unknown, TierFormValues>({
    resolver: zodResolver(tierFormSchema),
    defaultValues: toFormValues(tier),
  });
  const hasMonthlyFee = watch('hasMonthlyFee');

  const onSubmit = async (values: TierFormValues) => {
    try {
      const saved = tier
        ? await updateTier.mutateAsync({ id: tier.id, body: values })
        : await createTier.mutateAsync(values);
      toast.success(t('pricing.tiers.saved', { name: saved?.name ?? values.name }), adminToastOptions);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, tierFields);
      const message = translateAdminMessage(t, getErrorMessage(error, 'admin:pricing.saveFailed')) ?? '';
      show(message);
      toast.error(message, adminToastOptions);
    }
  };

  const fieldError = (name: TierField) => translateAdminMessage(t, getFirstErrorMessage(errors[name]));

  return (
    <DialogForm
      onSubmit={handleSubmit(onSubmit)}
      onCancel={onDone}
      submitLabel={tier ? t('pricing.save') : t('pricing.tiers.create')}
      isSubmitting={isSubmitting}
      notice={notice}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label={t('pricing.fields.name')} required error={fieldError('name')} {...register('name')} />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            isCompact
            label={t('pricing.fields.description')}
            rows={2}
            error={fieldError('description')}
            {...register('description')}
          />
        </div>
        <SelectField
          label={t('pricing.fields.productType')}
          error={fieldError('productType')}
          {...register('productType')}
        >
          {tierProductTypes.map((type) => (
            <option key={type} value={type}>
              {t(`pricing.productTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('pricing.fields.currency')} error={fieldError('currency')} {...register('currency')}>
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('pricing.fields.basePrice')}
          hint={t('pricing.fields.basePriceHint')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          required
          error={fieldError('basePrice')}
          {...register('basePrice')}
        />
        <TextField
          label={t('pricing.fields.discountPercentage')}
          type="number"
          min={0}
          max={100}
          step="0.01"
          inputMode="decimal"
          error={fieldError('discountPercentage')}
          {...register('discountPercentage')}
        />
        <TextField
          label={t('pricing.fields.minQuantity')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          required
          error={fieldError('minQuantity')}
          {...register('minQuantity')}
        />
        <TextField
          label={t('pricing.fields.maxQuantity')}
          hint={t('pricing.fields.maxQuantityHint')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={fieldError('maxQuantity')}
          {...register('maxQuantity')}
        />
        <div className="space-y-3 sm:col-span-2">
          <CheckboxField label={t('pricing.fields.hasMonthlyFee')} {...register('hasMonthlyFee')} />
        </div>
        {hasMonthlyFee && (
          <TextField
            label={t('pricing.fields.monthlyFee')}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            error={fieldError('monthlyFee')}
            {...register('monthlyFee')}
          />
        )}
        <div className="sm:col-span-2">
          <TextAreaField
            isCompact
            label={t('pricing.fields.features')}
            hint={t('pricing.fields.featuresHint')}
            rows={3}
            error={fieldError('features')}
            {...register('features')}
          />
        </div>
        <div className="sm:col-span-2">
          <CheckboxField label={t('pricing.fields.isActive')} {...register('isActive')} />
        </div>
      </div>
    </DialogForm>
  );
}
