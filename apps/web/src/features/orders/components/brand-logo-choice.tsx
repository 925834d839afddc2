import { useTranslation } from 'react-i18next';
import { focusRing } from '../../../components/styles';

/** "Use our brand logo": preselected when the brand kit has a logo; a logo uploaded here takes its place. */
export function BrandLogoChoice({
  logoUrl,
  checked,
  onChange,
  isOverridden,
}: {
  logoUrl: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A file is chosen below: it is printed instead. */
  isOverridden: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <img
        src={logoUrl}
        alt=""
        className="size-12 shrink-0 rounded bg-white object-contain p-1 ring-1 ring-slate-900/10"
      />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className={`mt-0.5 size-4 shrink-0 rounded accent-indigo-600 ${focusRing}`}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <span className="block font-medium text-slate-900 dark:text-white">{t('orders:fobs.logo.useBrand')}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {isOverridden ? t('orders:fobs.logo.useBrandOverridden') : t('orders:fobs.logo.useBrandHint')}
          </span>
        </span>
      </label>
    </div>
  );
}
