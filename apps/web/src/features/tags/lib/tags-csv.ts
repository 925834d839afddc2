import { buildCsv } from '@nfc/contract/csv';
import type { Tag } from '@nfc/contract/tags';

export type TagsCsvLabels = {
  headers: {
    id: string;
    name: string;
    actionType: string;
    target: string;
    campaignId: string;
    campaignName: string;
    group: string;
    status: string;
    scans: string;
    scanLink: string;
    createdAt: string;
  };
  actionType: (type: Tag['actionType']) => string;
  status: (status: Tag['status']) => string;
  /** What the tag opens, as text: the URL, the vCard's name or the document's name. */
  target: (tag: Tag) => string;
};

export function buildTagsCsv(tags: readonly Tag[], labels: TagsCsvLabels): string {
  const { headers } = labels;
  return buildCsv([
    [
      headers.id,
      headers.name,
      headers.actionType,
      headers.target,
      headers.campaignId,
      headers.campaignName,
      headers.group,
      headers.status,
      headers.scans,
      headers.scanLink,
      headers.createdAt,
    ],
    ...tags.map((tag) => [
      tag.userFacingId,
      tag.name,
      labels.actionType(tag.actionType),
      labels.target(tag),
      tag.campaignId,
      tag.campaignName,
      tag.groupId,
      labels.status(tag.status),
      tag.scanCount,
      tag.scanUrl,
      tag.createdAt,
    ]),
  ]);
}
