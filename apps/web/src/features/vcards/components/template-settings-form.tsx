import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CardTemplate,
  type TeamSettings,
  type TeamSettingsBody,
  teamSettingsBodySchema,
} from '@nfc/contract/card-templates';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { SelectField } from '../../../components/field';
import { getErrorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { useUpdateTeamSettings } from '../api/update-team-settings';

type FormValues = { defaultTemplateId: string; requireTemplate: boolean };

// The contract's defaultTemplateId is preprocessed ('' means none), so its input type is `unknown`.
const resolver = zodResolver(teamSettingsBodySchema) as unknown as Resolver<FormValues, unknown, TeamSettingsBody>;

/**
 * The organisation's default template (a new card starts on it) and the switch that makes members use it. The
 * server checks both rules; its field errors show under the field.
 */
export function TemplateSettingsForm({ settings, templates }: { settings: TeamSettings; templates: CardTemplate[] }) {
  const { t } = useTranslation(['team', 'translation'], { nsMode: 'fallback' });
  const update = useUpdateTeamSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const switchHintId = useId();
  const switchErrorId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, TeamSettingsBody>({
    resolver,
    defaultValues: { defaultTemplateId: settings.defaultTemplateId ?? '', requireTemplate: settings.requireTemplate },
  });
  const hasDefault = watch('defaultTemplateId') !== '';
  const defaultRegistration = register('defaultTemplateId');

  const save = async (body: TeamSettingsBody) => {
    setFailure(null);
    try {
      await update.mutateAsync({ ...body, requireTemplate: Boolean(body.defaultTemplateId) && body.requireTemplate });
      toast.success(t('team:templates.settings.saved'));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['defaultTemplateId', 'requireTemplate']);
      setFailure(getErrorMessage(error, 'team:templates.settings.failed'));
    }
  };

  const switchError = translateMessage(t, errors.requireTemplate?.message);
  return (
    <Card>
      <form noValidate onSubmit={handleSubmit(save)} aria-labelledby={titleId} className="space-y-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('team:templates.settings.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('team:templates.settings.text')}</p>
        </div>
        {failure && (
          <Alert tone="error" title={t('team:templates.settings.failed')}>
            {failure}
          </Alert>
        )}
        <fieldset disabled={update.isPending} className="grid gap-4 md:grid-cols-2 md:items-start">
          <SelectField
            label={t('team:templates.settings.default')}
            hint={t('team:templates.settings.defaultHint')}
            error={translateMessage(t, errors.defaultTemplateId?.message)}
            {...defaultRegistration}
            onChange={(event) => {
              void defaultRegistration.onChange(event);
              if (!event.currentTarget.value) setValue('requireTemplate', false);
            }}
          >
            <option value="">{t('team:templates.settings.none')}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </SelectField>
          <div className="md:pt-7">
            <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:text-slate-200">
              {/* The real checkbox lies over the drawn switch, so a click or tap lands on it. */}
              <span className="relative inline-flex shrink-0">
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={hasDefault && watch('requireTemplate')}
                  disabled={!hasDefault}
                  aria-describedby={`${switchHintId}${switchError ? ` ${switchErrorId}` : ''}`}
                  aria-invalid={switchError ? true : undefined}
                  {...register('requireTemplate')}
                  className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none relative inline-flex h-6 w-11 items-center rounded-full bg-slate-400 transition-colors peer-checked:bg-indigo-600 peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500 peer-focus-visible:ring-offset-2 after:absolute after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 dark:bg-slate-500 dark:peer-checked:bg-indigo-500 dark:peer-focus-visible:ring-offset-slate-800"
                />
              </span>
              {t('team:templates.settings.require')}
            </label>
            <p id={switchHintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {hasDefault ? t('team:templates.settings.requireHint') : t('team:templates.settings.requireNeedsDefault')}
            </p>
            {switchError && (
              <p id={switchErrorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
                {switchError}
              </p>
            )}
          </div>
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" isLoading={update.isPending}>
            {t('team:templates.settings.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
