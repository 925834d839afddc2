import { and, asc, eq } from 'drizzle-orm';
import { orders, organisations, sunChips, tags } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';
import { linkBaseOf, servingLinkDomain, servingLinkDomainOn, tagLinkDomain } from '../../public-links/link-base.ts';
import { encodingSheetCsv, SUN_QUERY, sdmLayout } from '../../verified-taps/encoding.ts';
import { sunKeyMaterial, sunKeyReference } from '../../verified-taps/keys.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'keys'>;
type OrderRow = typeof orders.$inferSelect;

/** An order's encoding sheet: its file name and the CSV (decision 037). */
export type EncodingSheet = { fileName: string; csv: string };

/**
 * The sheet the chip-encoding vendor personalises an order's NTAG 424 DNA chips from: one line per tag that arrived
 * with the order, oldest first, with its scan link's template (on the tag's link domain), the SDM offsets in the NDEF file, the reference of
 * the keys (never a key) and the UID of the chip it is bound to, if any.
 */
async function encodingSheetOf({ db, config, keys }: Deps, order: OrderRow): Promise<EncodingSheet> {
  if (!order.verifiedTaps) throw new AppError('CONFLICT', 'orders.noVerifiedTaps');
  const fileName = `encoding-${order.orderNumber}.csv`;
  const organisationId = order.organisationId;
  // An erased organisation's kept order has no tags left.
  if (!organisationId) return { fileName, csv: encodingSheetCsv([]) };
  const rows = await db
    .select({
      code: tags.userFacingId,
      name: tags.name,
      sunKeyVersion: tags.sunKeyVersion,
      chipUid: sunChips.uid,
      linkHost: servingLinkDomain.hostname,
    })
    .from(tags)
    .innerJoin(organisations, eq(organisations.id, tags.organisationId))
    .leftJoin(servingLinkDomain, servingLinkDomainOn(tagLinkDomain))
    .leftJoin(sunChips, eq(sunChips.tagId, tags.id))
    .where(and(eq(tags.orderId, order.id), eq(tags.organisationId, organisationId)))
    .orderBy(asc(tags.createdAt), asc(tags.id));
  const material = sunKeyMaterial(config, keys);
  const csv = encodingSheetCsv(
    rows.map((row) => {
      // The same base as the tag's scanUrl: its link domain's while that serves, else the app's public URL.
      const urlTemplate = `${linkBaseOf(config.appUrl, row.linkHost)}/t/${row.code}${SUN_QUERY}`;
      return {
        tagCode: row.code,
        tagName: row.name,
        urlTemplate,
        layout: sdmLayout(urlTemplate),
        keyReference: sunKeyReference(material, organisationId, row.sunKeyVersion),
        chipUid: row.chipUid,
      };
    }),
  );
  return { fileName, csv };
}

/** The encoding sheet of one of the organisation's orders; another organisation's order is not found. */
export async function getEncodingSheet(
  deps: Deps,
  { organisationId, id }: { organisationId: string; id: string },
): Promise<EncodingSheet> {
  if (!isUuid(id)) throw notFound('noun.order');
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.organisationId, organisationId)));
  if (!order) throw notFound('noun.order');
  return encodingSheetOf(deps, order);
}

/** The encoding sheet of any order, for the platform admin: no organisation filter. */
export async function unsafeGetEncodingSheet(deps: Deps, { id }: { id: string }): Promise<EncodingSheet> {
  if (!isUuid(id)) throw notFound('noun.order');
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('noun.order');
  return encodingSheetOf(deps, order);
}
