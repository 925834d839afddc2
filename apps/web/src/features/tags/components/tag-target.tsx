import type { Tag } from '@nfc/contract/tags';
import { useTranslation } from 'react-i18next';

/** What the tag opens, as text: the URL, the vCard's name or the document's name. */
export function describeTagTarget(tag: Tag, vcardNames: ReadonlyMap<string, string>): string {
  if (tag.actionType === 'WEBSITE_LINK') return tag.actionData.url ?? '';
  if (tag.actionType === 'VCARD_PAGE') {
    const id = tag.actionData.vcfConfigId ?? '';
    return vcardNames.get(id) ?? id;
  }
  return tag.documentName ?? '';
}

/** The action type with its target underneath. */
export function TagTarget({ tag, vcardNames }: { tag: Tag; vcardNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('tags');
  const target = describeTagTarget(tag, vcardNames);
  return (
    <div className="min-w-0">
      <span className="font-medium text-slate-900 dark:text-slate-100">{t(`tags:actionTypes.${tag.actionType}`)}</span>
      {target && (
        <span className="block max-w-xs truncate text-xs text-slate-600 dark:text-slate-400" title={target}>
          {target}
        </span>
      )}
    </div>
  );
}
