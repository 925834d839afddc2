import { zodResolver } from '@hookform/resolvers/zod';
import { currencies } from '@nfc/contract/constants';
import { type Customization, customizationBodySchema, customizationCategories } from '@nfc/contract/pricing';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/field';
import { TextAreaField } from '../../../components/text-area-field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useCreatePricingCustomization } from '../api/create-pricing-customization';
import { useUpdatePricingCustomization } from '../api/update-pricing-customization';
import { parseNumber, toNumberText } from '../lib/form-values';
import { translateAdminMessage } from '../lib/messages';
import { DialogForm } from './form-dialog';
import { CheckboxField } from './form-fields';
import { useTimedNotice } from './timed-notice';

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
const customizationFields: CustomizationField[] = ['name', 'description', 'price', 'currency', 'category', 'isActive'];

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
  const { notice, show } = useTimedNotice();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CustomizationFormInput, unknown, CustomizationFormValues>({
    resolver: zodResolver(customizationFormSchema),
    defaultValues: toFormValues(item),
  });

  const onSubmit = async (values: CustomizationFormValues) => {
    try {
      const saved = item
        ? await updateItem.mutateAsync({ id: item.id, body: values })
        : await createItem.mutateAsync(values);
      toast.success(t('pricing.customizations.saved', { name: saved?.name ?? values.name }), adminToastOptions);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, customizationFields);
      const message = translateAdminMessage(t, getErrorMessage(error, 'admin:pricing.saveFailed')) ?? '';
      show(message);
      toast.error(message, adminToastOptions);
    }
  };

  const fieldError = (name: CustomizationField) => translateAdminMessage(t, errors[name]?.message);

  return (
    <DialogForm
      onSubmit={handleSubmit(onSubmit)}
      onCancel={onDone}
      submitLabel={item ? t('pricing.save') : t('pricing.customizations.create')}
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
        <SelectField label={t('pricing.fields.category')} error={fieldError('category')} {...register('category')}>
          {customizationCategories.map((category) => (
            <option key={category} value={category}>
              {t(`pricing.categories.${category}`)}
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
          label={t('pricing.fields.price')}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          required
          error={fieldError('price')}
          {...register('price')}
        />
        <div className="flex items-end pb-2">
          <CheckboxField label={t('pricing.fields.isActive')} {...register('isActive')} />
        </div>
      </div>
    </DialogForm>
  );
}
