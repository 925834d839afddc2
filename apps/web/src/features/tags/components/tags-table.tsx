import type { Tag } from '@nfc/contract/tags';
import { useTranslation } from 'react-i18next';
import { ListCard, ListCardActions, ListCards, ListTable, ListTableRow } from '../../../components/list-table';
import { TagActions } from './tag-actions';
import { TagLimitBadges, TagStatusBadge, UnscannedBadge } from './tag-badges';
import { TagTarget } from './tag-target';

type TagsTableProps = {
  tags: readonly Tag[];
  vcardNames: ReadonlyMap<string, string>;
  /** Tags flagged as still unscanned after their order was delivered. */
  unscannedIds: ReadonlySet<string>;
  canSeeAnalytics: boolean;
  onShare: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
};

/** The campaign's name (or id), its id underneath, and the group when there is one. */
function Campaign({ tag }: { tag: Tag }) {
  const { t } = useTranslation('tags');
  const name = tag.campaignName ?? tag.campaignId;
  return (
    <span className="wrap-anywhere">
      {name ?? <span className="text-slate-600 dark:text-slate-400">{t('tags:table.none')}</span>}
      {tag.campaignName && tag.campaignId && (
        <span className="block text-xs text-slate-600 dark:text-slate-400">{tag.campaignId}</span>
      )}
      {tag.groupId && (
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {t('tags:table.group', { group: tag.groupId })}
        </span>
      )}
    </span>
  );
}

/** A table from tablets up, a card per tag on phones (only one of them is rendered visibly). */
export function TagsTable(props: TagsTableProps) {
  const { t } = useTranslation('tags');
  const { tags, vcardNames } = props;
  const caption = t('tags:table.caption');

  return (
    <>
      <ListTable
        caption={caption}
        headers={[
          t('tags:table.id'),
          t('tags:table.name'),
          t('tags:table.actionType'),
          t('tags:table.campaign'),
          t('tags:table.status'),
          t('tags:table.actions'),
        ]}
      >
        {tags.map((tag) => (
          <ListTableRow key={tag.id}>
            <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-slate-700 dark:text-slate-300">
              {tag.userFacingId}
            </td>
            <th scope="row" className="px-4 py-3 text-left font-semibold text-slate-900 dark:text-white">
              <span className="wrap-anywhere">{tag.name}</span>
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                {t('tags:list.scans', { count: tag.scanCount })}
              </span>
              {props.unscannedIds.has(tag.id) && <UnscannedBadge />}
              <TagLimitBadges tag={tag} />
            </th>
            <td className="px-4 py-3">
              <TagTarget tag={tag} vcardNames={vcardNames} />
            </td>
            <td className="px-4 py-3 text-slate-800 dark:text-slate-200">
              <Campaign tag={tag} />
            </td>
            <td className="px-4 py-3">
              <TagStatusBadge status={tag.status} />
            </td>
            <td className="px-2 py-2">
              <TagActions
                tag={tag}
                canSeeAnalytics={props.canSeeAnalytics}
                onShare={props.onShare}
                onDelete={props.onDelete}
              />
            </td>
          </ListTableRow>
        ))}
      </ListTable>

      <ListCards label={caption}>
        {tags.map((tag) => (
          <ListCard key={tag.id}>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="font-semibold text-slate-900 wrap-anywhere dark:text-white">{tag.name}</h2>
                <p className="font-mono text-xs text-slate-600 dark:text-slate-400">
                  {t('tags:table.id')} {tag.userFacingId}
                </p>
                {props.unscannedIds.has(tag.id) && <UnscannedBadge />}
                <TagLimitBadges tag={tag} />
              </div>
              <TagStatusBadge status={tag.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-slate-600 dark:text-slate-400">{t('tags:table.actionType')}</dt>
                <dd>
                  <TagTarget tag={tag} vcardNames={vcardNames} />
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-slate-600 dark:text-slate-400">{t('tags:table.campaign')}</dt>
                <dd className="text-slate-800 dark:text-slate-200">
                  <Campaign tag={tag} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600 dark:text-slate-400">{t('tags:table.scans')}</dt>
                <dd className="text-slate-800 dark:text-slate-200">{tag.scanCount}</dd>
              </div>
            </dl>
            <ListCardActions>
              <TagActions
                tag={tag}
                canSeeAnalytics={props.canSeeAnalytics}
                onShare={props.onShare}
                onDelete={props.onDelete}
              />
            </ListCardActions>
          </ListCard>
        ))}
      </ListCards>
    </>
  );
}
