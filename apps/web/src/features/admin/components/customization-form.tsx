import { currencies } from '@nfc/contract/constants';
import { type Customization, customizationBodySchema, customizationCategories } from '@nfc/contract/pricing';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField } from '../../../components/field';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useCreatePricingCustomization } from '../api/create-pricing-customization';
import { useUpdatePricingCustomization } from '../api/update-pricing-customization';
import { parseNumber, toNumberText } from '../lib/form-values';
import { translateAdminMessage } from '../lib/messages';
import { DialogForm, useDialogForm } from './form-dialog';
import { AmountField, CheckboxField, CurrencyField, FieldGrid, NameAndDescriptionFields } from './form-fields';

const customizationFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    price: z.string(),
    currency: z.enum(currencies),
    category: z.enum(customizationCategories),
    isActive: z.boolean(),
  })
  .transform(
    (values): z.input<typeof customizationBodySchema> => ({
      ...values,
      // Left undefined when empty, so the schema answers with its own message.
      price: parseNumber(values.price) as number,
    }),
  )
  .pipe(customizationBodySchema);

type CustomizationFormInput = z.input<typeof customizationFormSchema>;
type CustomizationFormValues = z.output<typeof customizationFormSchema>;
type CustomizationField = keyof CustomizationFormInput;

/** Spec default (billing and admin section 9): category design. */
function toFormValues(item: Customization | null): CustomizationFormInput {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: toNumberText(item?.price),
    currency: item?.currency ?? 'EUR',
    category: item?.category ?? 'design',
    isActive: item?.isActive ?? true,
  };
}

export function CustomizationForm({ item, onDone }: { item: Customization | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const createItem = useCreatePricingCustomization();
  const updateItem = useUpdatePricingCustomization();
  const {
    register,
    formState: { errors, isSubmitting },
    notice,
    submit,
  } = useDialogForm({ schema: customizationFormSchema, defaultValues: toFormValues(item) });

  const save = async (values: CustomizationFormValues) => {
    const saved = item
      ? await updateItem.mutateAsync({ id: item.id, body: values })
      : await createItem.mutateAsync(values);
    toast.success(t('pricing.customizations.saved', { name: saved?.name ?? values.name }), adminToastOptions);
    onDone();
  };

  const fieldError = (name: CustomizationField) => translateAdminMessage(t, errors[name]?.message);

  return (
    <DialogForm
      onSubmit={submit(save, 'admin:pricing.saveFailed')}
      onCancel={onDone}
      submitLabel={item ? t('pricing.save') : t('pricing.customizations.create')}
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
        <SelectField label={t('pricing.fields.category')} error={fieldError('category')} {...register('category')}>
          {customizationCategories.map((category) => (
            <option key={category} value={category}>
              {t(`pricing.categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <CurrencyField label={t('pricing.fields.currency')} error={fieldError('currency')} {...register('currency')} />
        <AmountField label={t('pricing.fields.price')} required error={fieldError('price')} {...register('price')} />
        <div className="flex items-end pb-2">
          <CheckboxField label={t('pricing.fields.isActive')} {...register('isActive')} />
        </div>
      </FieldGrid>
    </DialogForm>
  );
}
