import { zodResolver } from '@hookform/resolvers/zod';
import { type InvitationBody, invitationBodySchema } from '@nfc/contract/team';
import { assignableRoles } from '@nfc/contract/team-roles';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { SelectField, TextField } from '../../../components/field';
import { getErrorMessage, getErrorStatus } from '../../../lib/api-client';
import { applyServerFieldErrors, useErrorFocus } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useCreateInvitation } from '../api/create-invitation';

type InvitationInput = z.input<typeof invitationBodySchema>;

const emptyForm: InvitationInput = { email: '', role: 'member', name: '' };

type InviteDialogProps = { isOpen: boolean; onClose: () => void };

/** Invites one colleague by e-mail; field errors sit under their fields, a refusal (409) above the form. */
export function InviteDialog({ isOpen, onClose }: InviteDialogProps) {
  // Fallback mode: the contract's `validation.*` messages live in the default namespace.
  const { t } = useTranslation(['team', 'translation'], { nsMode: 'fallback' });
  const createInvitation = useCreateInvitation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvitationInput, unknown, InvitationBody>({
    resolver: zodResolver(invitationBodySchema),
    defaultValues: emptyForm,
  });

  const close = () => {
    reset(emptyForm);
    setServerError(null);
    onClose();
  };

  const { formRef, focusErrors } = useErrorFocus();

  const onSubmit = async ({ name, ...body }: InvitationBody) => {
    setServerError(null);
    try {
      const invitation = await createInvitation.mutateAsync(name ? { ...body, name } : body);
      toast.success(t('team:invite.success', { email: invitation.email }));
      close();
    } catch (error) {
      // A refusal (409: no seat left, the address taken) is about the whole invitation, not one field.
      const isRefusal = getErrorStatus(error) === 409;
      if (isRefusal || !applyServerFieldErrors(error, setError, ['email', 'role', 'name'])) {
        setServerError(getErrorMessage(error, 'team:invite.failed'));
      }
      focusErrors();
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('team:invite.title')}
      description={t('team:invite.description')}
      className="max-w-lg"
    >
      <form ref={formRef} noValidate onSubmit={handleSubmit(onSubmit, focusErrors)} className="space-y-4">
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <TextField
          label={t('team:invite.email')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          error={translateMessage(t, errors.email?.message)}
          {...register('email')}
        />
        <SelectField
          label={t('team:invite.role')}
          required
          hint={t('team:invite.roleHint')}
          error={translateMessage(t, errors.role?.message)}
          {...register('role')}
        >
          {assignableRoles.map((role) => (
            <option key={role} value={role}>
              {t(`team:roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('team:invite.name')}
          autoComplete="off"
          maxLength={200}
          hint={t('team:invite.nameHint')}
          error={translateMessage(t, errors.name?.message)}
          {...register('name')}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={isSubmitting}>
            {t('team:invite.cancel')}
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {t('team:invite.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
