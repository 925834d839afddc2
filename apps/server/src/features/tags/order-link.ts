import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { isUuid } from '../../http/validate.ts';

/**
 * The order a tag arrived with: undefined keeps `current`, null removes it, an id must be one of the
 * caller's own orders (another user's id is refused exactly like an unknown one).
 */
export async function resolveTagOrder(
  deps: Pick<AppDeps, 'db'>,
  {
    organisationId,
    orderId,
    current,
  }: { organisationId: string; orderId: string | null | undefined; current: string | null },
): Promise<string | null> {
  if (orderId === undefined) return current;
  if (orderId === null) return null;
  const [order] = isUuid(orderId)
    ? await deps.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.organisationId, organisationId)))
    : [];
  if (!order) throw new AppError('VALIDATION', 'tags.chooseOrder', { fields: { orderId: 'tags.chooseOrder' } });
  return order.id;
}
