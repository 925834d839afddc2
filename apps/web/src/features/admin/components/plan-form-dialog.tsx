import { type AdminPlan, createPlanBodySchema } from '@nfc/contract/admin';
import { currencies } from '@nfc/contract/constants';
import { FREE_SCAN_RETENTION_MONTHS, SCAN_RETENTION_MONTHS } from '@nfc/contract/retention';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/field';
import { TextAreaField } from '../../../components/text-area-field';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import { getChangedFields, hasChanges } from '../lib/changed-fields';
import {
  getFirstErrorMessage,
  parseLines,
  parseNumber,
  parseRequiredNumber,
  toLines,
  toNullableLines,
  toNullableText,
  toNumberText,
} from '../lib/form-values';
import { translateAdminMessage } from '../lib/messages';
import { DialogForm, FormDialog, useDialogForm } from './form-dialog';
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

/**
 * Create and edit share the create schema: name and tag limit are required either way
 * (spec: billing and admin section 5, 'name and limit required').
 */
const planFormSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    tagLimit: z.string(),
    seatLimit: z.string(),
    hasUnlimitedSeats: z.boolean(),
    scanRetentionMonths: z.string(),
    isActive: z.boolean(),
    priceMonthly: z.string(),
    currency: z.enum(currencies),
    features: z.string(),
    nameDe: z.string(),
    descriptionDe: z.string(),
    featuresDe: z.string(),
    isRecommended: z.boolean(),
    stripePriceId: z.string(),
  })
  .transform(
    (values): z.input<typeof createPlanBodySchema> => ({
      name: values.name,
      description: values.description,
      // Left undefined when empty, so the schema answers with its 'name and limit required'.
      tagLimit: parseNumber(values.tagLimit) as number,
      // Always sent, so an empty field is an error rather than the server's default of one seat.
      seatLimit: values.hasUnlimitedSeats ? null : parseRequiredNumber(values.seatLimit),
      // Empty keeps scans without limit (Enterprise); the server checks 1-600.
      scanRetentionMonths:
        values.scanRetentionMonths.trim() === '' ? null : parseRequiredNumber(values.scanRetentionMonths),
      isActive: values.isActive,
      priceMonthly: parseNumber(values.priceMonthly) ?? 0,
      currency: values.currency,
      features: parseLines(values.features),
      // Empty German texts are null: German pages show the English ones.
      nameDe: toNullableText(values.nameDe),
      descriptionDe: toNullableText(values.descriptionDe),
      featuresDe: toNullableLines(values.featuresDe),
      isRecommended: values.isRecommended,
      stripePriceId: toNullableText(values.stripePriceId),
    }),
  )
  .pipe(createPlanBodySchema);

type PlanFormInput = z.input<typeof planFormSchema>;
type PlanFormValues = z.output<typeof planFormSchema>;
type PlanField = keyof PlanFormInput;

function toFormValues(plan: AdminPlan | null): PlanFormInput {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    tagLimit: toNumberText(plan?.tagLimit),
    // A new plan starts at the server's default of one seat.
    seatLimit: plan ? toNumberText(plan.seatLimit) : '1',
    hasUnlimitedSeats: plan ? plan.seatLimit === null : false,
    // A new plan starts at Free's months, as the server would.
    scanRetentionMonths: plan ? toNumberText(plan.scanRetentionMonths) : String(FREE_SCAN_RETENTION_MONTHS),
    isActive: plan?.isActive ?? true,
    priceMonthly: toNumberText(plan?.priceMonthly ?? 0),
    currency: plan?.currency ?? 'EUR',
    features: toLines(plan?.features ?? []),
    nameDe: plan?.nameDe ?? '',
    descriptionDe: plan?.descriptionDe ?? '',
    featuresDe: toLines(plan?.featuresDe ?? []),
    isRecommended: plan?.isRecommended ?? false,
    stripePriceId: plan?.stripePriceId ?? '',
  };
}

/** The body a saved plan corresponds to, for sending only what an edit changed. */
function toBody(plan: AdminPlan): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    tagLimit: plan.tagLimit,
    seatLimit: plan.seatLimit,
    scanRetentionMonths: plan.scanRetentionMonths,
    isActive: plan.isActive,
    priceMonthly: plan.priceMonthly,
    currency: plan.currency,
    features: plan.features,
    nameDe: plan.nameDe,
    descriptionDe: plan.descriptionDe,
    featuresDe: plan.featuresDe,
    isRecommended: plan.isRecommended,
    stripePriceId: plan.stripePriceId,
  };
}

/** `plan` null with `isOpen` creates a plan; a plan edits it. */
type PlanFormDialogProps = { isOpen: boolean; plan: AdminPlan | null; onClose: () => void };

export function PlanFormDialog({ isOpen, plan, onClose }: PlanFormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      isOpen={isOpen}
      title={plan ? t('plans.form.editTitle', { name: plan.name }) : t('plans.form.createTitle')}
      description={t('plans.form.description')}
      onClose={onClose}
    >
      {isOpen && <PlanForm key={plan?.id ?? 'new'} plan={plan} onClose={onClose} />}
    </FormDialog>
  );
}

function PlanForm({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
    notice,
    submit,
  } = useDialogForm({ schema: planFormSchema, defaultValues: toFormValues(plan) });

  const save = async (values: PlanFormValues) => {
    if (plan) {
      const changes = getChangedFields(toBody(plan), values);
      if (!hasChanges(changes)) {
        toast.success(t('plans.form.noChanges'), adminToastOptions);
        onClose();
        return;
      }
      const saved = await updatePlan.mutateAsync({ id: plan.id, body: changes });
      toast.success(t('plans.form.updated', { name: saved.name }), adminToastOptions);
    } else {
      const saved = await createPlan.mutateAsync(values);
      toast.success(t('plans.form.created', { name: saved.name }), adminToastOptions);
    }
    onClose();
  };

  const fieldError = (name: PlanField) => translateAdminMessage(t, getFirstErrorMessage(errors[name]));
  const hasUnlimitedSeats = watch('hasUnlimitedSeats');

  return (
    <DialogForm
      onSubmit={submit(save, plan ? 'admin:plans.form.updateFailed' : 'admin:plans.form.createFailed')}
      onCancel={onClose}
      submitLabel={plan ? t('plans.form.save') : t('plans.form.create')}
      isSubmitting={isSubmitting}
      notice={notice}
    >
      <FieldGrid>
        <NameAndDescriptionFields
          nameLabel={t('plans.fields.name')}
          descriptionLabel={t('plans.fields.description')}
          descriptionRows={3}
          register={register}
          fieldError={fieldError}
        />
        <CountField
          label={t('plans.fields.tagLimit')}
          min={0}
          required
          error={fieldError('tagLimit')}
          {...register('tagLimit')}
        />
        <div className="space-y-2">
          <CountField
            label={t('plans.fields.seatLimit')}
            hint={t('plans.fields.seatLimitHint')}
            min={1}
            required={!hasUnlimitedSeats}
            disabled={hasUnlimitedSeats}
            error={hasUnlimitedSeats ? undefined : fieldError('seatLimit')}
            {...register('seatLimit')}
          />
          <CheckboxField label={t('plans.fields.unlimitedSeats')} {...register('hasUnlimitedSeats')} />
        </div>
        <CountField
          label={t('plans.fields.scanRetentionMonths')}
          hint={t('plans.fields.scanRetentionMonthsHint')}
          min={SCAN_RETENTION_MONTHS.min}
          max={SCAN_RETENTION_MONTHS.max}
          error={fieldError('scanRetentionMonths')}
          {...register('scanRetentionMonths')}
        />
        <AmountField
          label={t('plans.fields.priceMonthly')}
          error={fieldError('priceMonthly')}
          {...register('priceMonthly')}
        />
        <CurrencyField label={t('plans.fields.currency')} error={fieldError('currency')} {...register('currency')} />
        <TextField
          label={t('plans.fields.stripePriceId')}
          hint={t('plans.fields.stripePriceIdHint')}
          autoComplete="off"
          spellCheck={false}
          error={fieldError('stripePriceId')}
          {...register('stripePriceId')}
        />
        <FullRow>
          <TextAreaField
            isCompact
            label={t('plans.fields.features')}
            hint={t('plans.fields.featuresHint')}
            rows={4}
            error={fieldError('features')}
            {...register('features')}
          />
        </FullRow>
        <GermanTextFields register={register} fieldError={fieldError} namespace="plans" featureRows={4} />
        <FullRow>
          <CheckboxField
            label={t('plans.fields.isRecommended')}
            hint={t('plans.fields.isRecommendedHint')}
            {...register('isRecommended')}
          />
        </FullRow>
        <FullRow>
          <CheckboxField
            label={t('plans.fields.isActive')}
            hint={t('plans.fields.isActiveHint')}
            {...register('isActive')}
          />
        </FullRow>
      </FieldGrid>
    </DialogForm>
  );
}
