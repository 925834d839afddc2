import { type AdminPlan, type AdminUser, adminUpdateUserBodySchema } from '@nfc/contract/admin';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/field';
import { adminToastOptions, toast } from '../../../lib/toast';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { getChangedFields, hasChanges } from '../lib/changed-fields';
import { parseNullableNumber, toNumberText } from '../lib/form-values';
import { translateAdminMessage } from '../lib/messages';
import { DialogForm, FormDialog, useDialogForm } from './form-dialog';
import { CheckboxField } from './form-fields';

/** The form holds text; the contract's schema checks what it becomes (an empty quota means the plan's limit). */
const userEditFormSchema = z
  .object({ planId: z.string(), tagQuota: z.string(), isAccountActive: z.boolean() })
  .transform(
    (values): z.input<typeof adminUpdateUserBodySchema> => ({
      planId: values.planId === '' ? null : values.planId,
      tagQuota: parseNullableNumber(values.tagQuota),
      isAccountActive: values.isAccountActive,
    }),
  )
  .pipe(adminUpdateUserBodySchema);

type UserEditValues = z.output<typeof userEditFormSchema>;

type UserEditDialogProps = { user: AdminUser | null; plans: AdminPlan[]; onClose: () => void };

/** Plan, tag quota and activation of one (non-admin) user. */
export function UserEditDialog({ user, plans, onClose }: UserEditDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      isOpen={user !== null}
      title={t('users.edit.title')}
      description={user ? t('users.edit.description', { email: user.email }) : undefined}
      onClose={onClose}
    >
      {user && <UserEditForm key={user.id} user={user} plans={plans} onClose={onClose} />}
    </FormDialog>
  );
}

function UserEditForm({ user, plans, onClose }: { user: AdminUser; plans: AdminPlan[]; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const updateUser = useUpdateAdminUser();
  const current = { planId: user.planId, tagQuota: user.tagQuota, isAccountActive: user.isAccountActive };
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
    notice,
    submit,
  } = useDialogForm({
    schema: userEditFormSchema,
    defaultValues: {
      planId: current.planId ?? '',
      tagQuota: toNumberText(current.tagQuota),
      isAccountActive: current.isAccountActive,
    },
  });

  // Only active plans are offered; a current plan that is not (inactive, or the plans failed to load) stays
  // listed without being selectable, so saving never drops it by accident.
  const activePlans = plans.filter((plan) => plan.isActive);
  const keptPlan = user.plan && !activePlans.some((plan) => plan.id === user.plan?.id) ? user.plan : null;
  const chosenPlanId = watch('planId');
  const chosenLimit =
    activePlans.find((plan) => plan.id === chosenPlanId)?.tagLimit ??
    (keptPlan?.id === chosenPlanId ? keptPlan.tagLimit : undefined);

  const save = async (values: UserEditValues) => {
    const changes = getChangedFields(current, values);
    if (!hasChanges(changes)) {
      toast.success(t('users.edit.noChanges'), adminToastOptions);
      onClose();
      return;
    }
    await updateUser.mutateAsync({ id: user.id, changes });
    toast.success(t('users.edit.saved', { email: user.email }), adminToastOptions);
    onClose();
  };

  return (
    <DialogForm
      onSubmit={submit(save, 'admin:users.edit.failed')}
      onCancel={onClose}
      submitLabel={t('users.edit.submit')}
      isSubmitting={isSubmitting}
      notice={notice}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {user.organisationName
          ? t('users.edit.organisationHint', { organisation: user.organisationName })
          : t('users.edit.organisationHintUnnamed')}
      </p>
      <SelectField
        label={t('users.edit.plan')}
        hint={t('users.edit.planHint')}
        error={translateAdminMessage(t, errors.planId?.message)}
        {...register('planId')}
      >
        <option value="">{t('users.edit.noPlan')}</option>
        {activePlans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
        {keptPlan && (
          <option value={keptPlan.id} disabled>
            {t('users.edit.keptPlan', { name: keptPlan.name })}
          </option>
        )}
      </SelectField>
      <TextField
        label={t('users.edit.tagQuota')}
        inputMode="numeric"
        autoComplete="off"
        hint={
          chosenLimit !== undefined
            ? t('users.edit.tagQuotaHint', { limit: chosenLimit, used: user.currentVcfCount })
            : t('users.edit.tagQuotaHintNoPlan', { used: user.currentVcfCount })
        }
        error={translateAdminMessage(t, errors.tagQuota?.message)}
        {...register('tagQuota')}
      />
      <CheckboxField
        label={t('users.edit.isAccountActive')}
        hint={t('users.edit.isAccountActiveHint')}
        {...register('isAccountActive')}
      />
    </DialogForm>
  );
}
