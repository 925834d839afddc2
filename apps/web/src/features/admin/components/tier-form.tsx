import { currencies } from '@nfc/contract/constants';
import { type Tier, tierBodySchema, tierProductTypes } from '@nfc/contract/pricing';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField } from '../../../components/field';
import { TextAreaField } from '../../../components/text-area-field';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useCreatePricingTier } from '../api/create-pricing-tier';
import { useUpdatePricingTier } from '../api/update-pricing-tier';
import {
  getFirstErrorMessage,
  parseLines,
  parseNullableNumber,
  parseNumber,
  toLines,
  toNullableLines,
  toNullableText,
  toNumberText,
} from '../lib/form-values';
import { translateAdminMessage } from '../lib/messages';
import { DialogForm, useDialogForm } from './form-dialog';
import {
  AmountField,
  CheckboxField,
  CountField,
  CurrencyField,
  FieldGrid,
  FullRow,
  GermanTextFields,
  NameAndDescriptionFields,
} from './form-fields';

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
    nameDe: z.string(),
    descriptionDe: z.string(),
    featuresDe: z.string(),
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
      // Empty German texts are null: German pages show the English ones.
      nameDe: toNullableText(values.nameDe),
      descriptionDe: toNullableText(values.descriptionDe),
      featuresDe: toNullableLines(values.featuresDe),
    }),
  )
  .pipe(tierBodySchema);

type TierFormInput = z.input<typeof tierFormSchema>;
type TierFormValues = z.output<typeof tierFormSchema>;
type TierField = keyof TierFormInput;

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
    nameDe: tier?.nameDe ?? '',
    descriptionDe: tier?.descriptionDe ?? '',
    featuresDe: toLines(tier?.featuresDe ?? []),
  };
}

export function TierForm({ tier, onDone }: { tier: Tier | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const createTier = useCreatePricingTier();
  const updateTier = useUpdatePricingTier();
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
    notice,
    submit,
  } = useDialogForm({ schema: tierFormSchema, defaultValues: toFormValues(tier) });
  const hasMonthlyFee = watch('hasMonthlyFee');

  const save = async (values: TierFormValues) => {
    const saved = tier
      ? await updateTier.mutateAsync({ id: tier.id, body: values })
      : await createTier.mutateAsync(values);
    toast.success(t('pricing.tiers.saved', { name: saved?.name ?? values.name }), adminToastOptions);
    onDone();
  };

  const fieldError = (name: TierField) => translateAdminMessage(t, getFirstErrorMessage(errors[name]));

  return (
    <DialogForm
      onSubmit={submit(save, 'admin:pricing.saveFailed')}
      onCancel={onDone}
      submitLabel={tier ? t('pricing.save') : t('pricing.tiers.create')}
      isSubmitting={isSubmitting}
      notice={notice}
    >
      <FieldGrid>
        <NameAndDescriptionFields
          nameLabel={t('pricing.fields.name')}
          descriptionLabel={t('pricing.fields.description')}
          descriptionRows={2}
          register={register}
          fieldError={fieldError}
        />
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
        <CurrencyField label={t('pricing.fields.currency')} error={fieldError('currency')} {...register('currency')} />
        <AmountField
          label={t('pricing.fields.basePrice')}
          hint={t('pricing.fields.basePriceHint')}
          required
          error={fieldError('basePrice')}
          {...register('basePrice')}
        />
        <AmountField
          label={t('pricing.fields.discountPercentage')}
          max={100}
          error={fieldError('discountPercentage')}
          {...register('discountPercentage')}
        />
        <CountField
          label={t('pricing.fields.minQuantity')}
          min={1}
          required
          error={fieldError('minQuantity')}
          {...register('minQuantity')}
        />
        <CountField
          label={t('pricing.fields.maxQuantity')}
          hint={t('pricing.fields.maxQuantityHint')}
          min={1}
          error={fieldError('maxQuantity')}
          {...register('maxQuantity')}
        />
        <div className="space-y-3 sm:col-span-2">
          <CheckboxField label={t('pricing.fields.hasMonthlyFee')} {...register('hasMonthlyFee')} />
        </div>
        {hasMonthlyFee && (
          <AmountField
            label={t('pricing.fields.monthlyFee')}
            error={fieldError('monthlyFee')}
            {...register('monthlyFee')}
          />
        )}
        <FullRow>
          <TextAreaField
            isCompact
            label={t('pricing.fields.features')}
            hint={t('pricing.fields.featuresHint')}
            rows={3}
            error={fieldError('features')}
            {...register('features')}
          />
        </FullRow>
        <GermanTextFields register={register} fieldError={fieldError} namespace="pricing" featureRows={3} />
        <FullRow>
          <CheckboxField label={t('pricing.fields.isActive')} {...register('isActive')} />
        </FullRow>
      </FieldGrid>
    </DialogForm>
  );
}
