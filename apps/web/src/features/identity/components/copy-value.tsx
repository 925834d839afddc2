import { useTranslation } from 'react-i18next';
import { CopyValue as LabelledCopyValue } from '../../../components/copy-value';
import { toast } from '../../../lib/toast';

/** A value to type exactly as shown elsewhere (a record, a URL), with identity's copy texts. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('identity');
  return (
    <LabelledCopyValue
      label={label}
      value={value}
      copyLabel={t('identity:copy.label')}
      copiedLabel={t('identity:copy.copied')}
      onCopyFailed={() => toast.error(t('identity:copy.failed'))}
    />
  );
}
