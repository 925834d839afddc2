import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';

/** Beside a field the card's template locks: why it cannot be changed here. */
export function LockedNote({ id }: { id?: string }) {
  const { t } = useTranslation('vcards');
  return (
    <span id={id} className="inline-flex items-center gap-1 text-xs font-medium text-slate-700 dark:text-slate-300">
      <Icon name="lock" className="size-3.5 shrink-0" />
      {t('vcards:editor.template.locked')}
    </span>
  );
}
