import type { CardTemplate } from '@nfc/contract/card-templates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { focusRing } from '../../../components/styles';
import { getHref, paths } from '../../../config/paths';
import { getTemplateFieldNames } from '../lib/card-template-field-names';
import { sortTemplateFields } from '../lib/card-template-form-values';
import { getSharedFields } from '../lib/card-template-values';

const term = 'text-xs font-medium text-slate-600 dark:text-slate-400';

/** One template of the list: what it shares, what it locks, how many cards follow it, and editing or deleting it. */
export function CardTemplateItem({
  template,
  isDefault = false,
  onDelete,
}: {
  template: CardTemplate;
  /** The organisation's default template: new cards start on it. */
  isDefault?: boolean;
  onDelete: (template: CardTemplate) => void;
}) {
  const { t } = useTranslation('team');
  const names = getTemplateFieldNames(t);
  const shared = getSharedFields(template);
  const locked = sortTemplateFields(template.lockedFields);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 rounded-full ring-1 ring-slate-900/10 dark:ring-white/20"
          style={{ backgroundColor: template.appearance?.primaryColor ?? 'transparent' }}
        />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900 wrap-anywhere dark:text-white">{template.name}</h2>
          {isDefault && (
            <p className="mt-1 inline-flex rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-800">
              {t('team:templates.list.isDefault')}
            </p>
          )}
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('team:templates.list.cards', { count: template.cardCount })}
          </p>
        </div>
      </div>

      <dl className="mt-4 space-y-3">
        <div>
          <dt className={term}>{t('team:templates.list.shared')}</dt>
          <dd className="text-sm text-slate-800 dark:text-slate-200">
            {shared.length > 0 ? shared.map((field) => names[field]).join(', ') : t('team:templates.list.nothing')}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('team:templates.list.locked')}</dt>
          <dd className="mt-1">
            {locked.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {locked.map((field) => (
                  <li
                    key={field}
                    className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800"
                  >
                    <Icon name="lock" className="size-3" />
                    {names[field]}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-sm text-slate-800 dark:text-slate-200">{t('team:templates.list.nothing')}</span>
            )}
          </dd>
        </div>
      </dl>

      <div className="mt-4 flex gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <Link
          to={getHref(paths.teamTemplateEdit, { id: template.id })}
          className={`rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
          aria-label={t('team:templates.list.editNamed', { name: template.name })}
        >
          {t('team:templates.list.edit')}
        </Link>
        <button
          type="button"
          onClick={() => onDelete(template)}
          className={`rounded-md px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950 ${focusRing}`}
          aria-label={t('team:templates.list.deleteNamed', { name: template.name })}
        >
          {t('team:templates.list.delete')}
        </button>
      </div>
    </li>
  );
}
