import type { Tag } from '@nfc/contract/tags';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../../components/styles';
import { getHref, paths } from '../../../config/paths';

const actionClass = `inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium ${focusRing}`;
const neutral = `${actionClass} text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white`;
const danger = `${actionClass} text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950`;

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

const icons = {
  share: 'M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h2v2h-2v-2Zm4 0h2v2h-2v-2Zm-4 4h2v2h-2v-2Zm4 0h2v2h-2v-2Z',
  edit: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4',
  analytics: 'M4 20V10m6 10V4m6 16v-7m4 7H3',
  delete: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
} as const;

type TagActionsProps = {
  tag: Tag;
  canSeeAnalytics: boolean;
  onShare: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
};

/** Share (link, QR code, NFC), edit, analytics (Core and Pro only) and delete for one tag. */
export function TagActions({ tag, canSeeAnalytics, onShare, onDelete }: TagActionsProps) {
  const { t } = useTranslation('tags');
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={neutral}
        aria-label={t('tags:actions.shareNamed', { name: tag.name })}
        onClick={() => onShare(tag)}
      >
        <Icon d={icons.share} />
        {t('tags:actions.share')}
      </button>
      <Link
        to={getHref(paths.tagEdit, { id: tag.id })}
        className={neutral}
        aria-label={t('tags:actions.editNamed', { name: tag.name })}
      >
        <Icon d={icons.edit} />
        {t('tags:actions.edit')}
      </Link>
      {canSeeAnalytics && (
        <Link
          to={getHref(paths.tagAnalytics, { id: tag.id })}
          className={neutral}
          aria-label={t('tags:actions.analyticsNamed', { name: tag.name })}
        >
          <Icon d={icons.analytics} />
          {t('tags:actions.analytics')}
        </Link>
      )}
      <button
        type="button"
        className={danger}
        aria-label={t('tags:actions.deleteNamed', { name: tag.name })}
        onClick={() => onDelete(tag)}
      >
        <Icon d={icons.delete} />
        {t('tags:actions.delete')}
      </button>
    </div>
  );
}
