import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { customRangeSchema, type DayRange, MAX_RANGE_DAYS } from '../lib/date-range';
import { useErrorFocus } from '../lib/form-errors';
import { Button } from './button';
import { TextField } from './field';

type CustomRangeFormProps = {
  /** The range shown so far: the fields start with it. */
  initial: DayRange;
  onApply: (range: DayRange) => void;
};

/** From and to as date fields, checked the way the server checks them before the page asks for the figures. */
export function CustomRangeForm({ initial, onApply }: CustomRangeFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DayRange>({ resolver: zodResolver(customRangeSchema), defaultValues: initial });
  const { formRef, focusErrors } = useErrorFocus();
  const translate = (message: string | undefined) => (message ? t(message, { days: MAX_RANGE_DAYS }) : undefined);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onApply, focusErrors)}
      aria-label={t('dateRange.customLabel')}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        type="date"
        label={t('dateRange.from')}
        required
        error={translate(errors.from?.message)}
        {...register('from')}
      />
      <TextField
        type="date"
        label={t('dateRange.to')}
        required
        error={translate(errors.to?.message)}
        {...register('to')}
      />
      <Button type="submit" variant="secondary" className="sm:mt-6">
        {t('dateRange.apply')}
      </Button>
    </form>
  );
}
