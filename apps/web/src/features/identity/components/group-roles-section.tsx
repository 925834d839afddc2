import { zodResolver } from '@hookform/resolvers/zod';
import { type GroupRolesBody, groupRolesBodySchema, MAX_GROUP_ROLES, type SsoSettings } from '@nfc/contract/identity';
import { assignableRoles } from '@nfc/contract/team-roles';
import { useState } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useUpdateGroupRoles } from '../api/update-group-roles';
import { Section } from './section';

/** Which identity provider group makes a person an admin or a member when they first sign in. */
export function GroupRolesSection({ settings }: { settings: SsoSettings }) {
  // Fallback mode: the contract's `validation.*` messages live in the default namespace.
  const { t } = useTranslation(['identity', 'translation'], { nsMode: 'fallback' });
  const update = useUpdateGroupRoles();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<GroupRolesBody>({
    resolver: zodResolver(groupRolesBodySchema),
    defaultValues: { groupRoles: settings.groupRoles },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'groupRoles' });
  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async (body: GroupRolesBody) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync(body);
      reset(saved);
      toast.success(t('identity:groups.saved'));
    } catch (error) {
      const rowFields = fields.flatMap((_, index) => [
        `groupRoles.${index}.group` as Path<GroupRolesBody>,
        `groupRoles.${index}.role` as Path<GroupRolesBody>,
      ]);
      if (!applyServerFieldErrors(error, setError, ['groupRoles', ...rowFields])) {
        setServerError(getErrorMessage(error, 'identity:groups.saveFailed'));
      }
      focusErrors();
    }
  };

  const listError = translateMessage(t, errors.groupRoles?.message ?? errors.groupRoles?.root?.message);

  return (
    <Section title={t('identity:groups.title')} description={t('identity:groups.description')}>
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)} className="space-y-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        {fields.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('identity:groups.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {fields.map((field, index) => (
              <li key={field.id}>
                <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-start dark:border-slate-700">
                  <legend className="sr-only">{t('identity:groups.row', { number: index + 1 })}</legend>
                  <div className="min-w-0 flex-1">
                    <TextField
                      label={t('identity:groups.group')}
                      autoComplete="off"
                      spellCheck={false}
                      required
                      error={translateMessage(t, errors.groupRoles?.[index]?.group?.message)}
                      {...register(`groupRoles.${index}.group`)}
                    />
                  </div>
                  <div className="sm:w-40">
                    <SelectField
                      label={t('identity:groups.role')}
                      error={translateMessage(t, errors.groupRoles?.[index]?.role?.message)}
                      {...register(`groupRoles.${index}.role`)}
                    >
                      {assignableRoles.map((role) => (
                        <option key={role} value={role}>
                          {t(`identity:roles.${role}`)}
                        </option>
                      ))}
                    </SelectField>
                  </div>
                  <Button
                    variant="ghost"
                    className="self-start sm:mt-6"
                    aria-label={t('identity:groups.removeRow', { number: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    {t('identity:groups.remove')}
                  </Button>
                </fieldset>
              </li>
            ))}
          </ul>
        )}
        {listError && <p className="text-sm text-red-700 dark:text-red-400">{listError}</p>}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button
            variant="secondary"
            disabled={fields.length >= MAX_GROUP_ROLES}
            onClick={() => append({ group: '', role: 'member' })}
          >
            {t('identity:groups.add')}
          </Button>
          <Button type="submit" isLoading={isSubmitting} disabled={!isDirty}>
            {t('identity:groups.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
