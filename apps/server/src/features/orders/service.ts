import { randomInt, randomUUID } from 'node:crypto';
import type { Language } from '@nfc/contract/constants';
import {
  type AdminOrder,
  type CalculatePriceBody,
  type CustomerOrder,
  customerStatusOf,
  ORDER_LOGO_MAX_BYTES,
  ORDER_SVG_LOGO_MAX_BYTES,
  type OrderHistoryQuery,
  type OrderRequestBody,
  orderLogoTypes,
  organisationDeliveryAddress,
  type PriceQuote,
  splitProductType,
  type UpdateOrderStatusBody,
} from '@nfc/contract/orders';
import type { User } from '@nfc/contract/users';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { diffFields, recordAudit } from '../../audit/audit-log.ts';
import { getBrandValues } from '../../brand/brand-kit.ts';
import { loadCatalogue } from '../../catalogue/catalogue.ts';
import { localizeTexts } from '../../catalogue/localized.ts';
import { calculateQuote, type QuoteCents, QuoteError } from '../../catalogue/quote.ts';
import { orders, organisations, users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../errors.ts';
import { enqueueEvent } from '../../events/webhook-events.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { isUuid } from '../../http/validate.ts';
import { centsToAmount } from '../../money.ts';
import { loadSharp } from '../../platform/images/sharp.ts';
import { orderConfirmationMail, orderStatusMail } from './mails.ts';
import { convertSvgToPng } from './svg-to-png.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'mailer' | 'config'>;
type OrderRow = typeof orders.$inferSelect;

const LOGO_URL_TTL_SECONDS = 15 * 60;
const ORDER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function toPriceQuote(quote: QuoteCents, language: Language = 'en'): PriceQuote {
  const tierTexts = localizeTexts(quote.tier, language);
  return {
    productType: quote.productType,
    quantity: quote.quantity,
    unitPrice: centsToAmount(quote.unitPriceCents),
    basePrice: centsToAmount(quote.basePriceCents),
    customizationTotal: centsToAmount(quote.customizationTotalCents),
    discountAmount: centsToAmount(quote.discountAmountCents),
    subtotal: centsToAmount(quote.subtotalCents),
    vatAmount: centsToAmount(quote.vatAmountCents),
    shippingCost: centsToAmount(quote.shippingCostCents),
    totalPrice: centsToAmount(quote.totalPriceCents),
    currency: quote.currency as PriceQuote['currency'],
    tierInfo: {
      name: tierTexts.name,
      description: tierTexts.description,
      discountPercentage: Number(quote.tier.discountPercentage),
      hasMonthlyFee: quote.tier.hasMonthlyFee,
      monthlyFee: centsToAmount(quote.tier.monthlyFeeCents),
      features: tierTexts.features,
    },
    estimatedDays: quote.estimatedDays,
  };
}

async function quoteOrThrow(
  deps: Pick<Deps, 'db'>,
  input: Pick<CalculatePriceBody, 'productType' | 'quantity' | 'shippingCountry'>,
) {
  try {
    return calculateQuote(input, await loadCatalogue(deps));
  } catch (error) {
    if (error instanceof QuoteError) throw new AppError('BAD_REQUEST', error.localized);
    throw error;
  }
}

export async function getPriceQuote(deps: Pick<Deps, 'db'>, input: CalculatePriceBody, language: Language = 'en') {
  return toPriceQuote(await quoteOrThrow(deps, input), language);
}

/**
 * A logo refused for what the file is: unlike other refusals it keeps its order slot, since checking it cost a
 * conversion, and retrying the same file would cost another (decision 012).
 */
export class LogoRejected extends AppError {}

/**
 * A logo checked by content: a JPEG, PNG, GIF or WebP kept as sent, or an SVG converted to a PNG for print.
 * No SVG is stored, so nothing in one can ever run.
 */
async function checkLogo(
  file: UploadedFile,
  organisationId: string,
): Promise<{ buffer: Buffer; mime: string; ext: string }> {
  if (file.size === 0) throw new LogoRejected('BAD_REQUEST', 'uploads.logoEmpty');
  if (file.size > ORDER_LOGO_MAX_BYTES)
    throw new LogoRejected('TOO_LARGE', 'uploads.logoTooLarge', {
      params: { size: ORDER_LOGO_MAX_BYTES / 1024 / 1024 },
    });
  const detected = await fileTypeFromBuffer(file.buffer);
  // file-type finds nothing in an SVG, or XML when it starts with an XML declaration: sharp decides those.
  const mayBeSvg = !detected || detected.mime === 'application/xml' || detected.mime === 'image/svg+xml';
  if (!mayBeSvg) {
    if (!(orderLogoTypes as readonly string[]).includes(detected.mime)) {
      throw new LogoRejected('UNSUPPORTED_MEDIA_TYPE', 'orders.logoType');
    }
    // The print file is kept as sent, so it must really be an image: a magic number alone lets a script through.
    const sharp = await loadSharp();
    const isImage = await sharp(file.buffer, { limitInputPixels: 100_000_000, animated: true })
      .stats()
      .then(() => true)
      .catch(() => false);
    if (!isImage) throw new LogoRejected('UNSUPPORTED_MEDIA_TYPE', 'orders.logoUnreadable');
    return { buffer: file.buffer, mime: detected.mime, ext: detected.ext };
  }
  const converted = await convertSvgToPng(file.buffer, { organisationId, maxSvgBytes: ORDER_SVG_LOGO_MAX_BYTES });
  switch (converted.kind) {
    case 'png':
      return { buffer: converted.buffer, mime: 'image/png', ext: 'png' };
    case 'not-svg':
      throw new LogoRejected('UNSUPPORTED_MEDIA_TYPE', 'orders.logoType');
    case 'unreadable':
      throw new LogoRejected('UNSUPPORTED_MEDIA_TYPE', 'orders.logoUnreadable');
    case 'too-large':
      throw new LogoRejected('TOO_LARGE', 'orders.svgTooLarge');
    case 'too-complex':
      throw new LogoRejected('UNSUPPORTED_MEDIA_TYPE', 'orders.svgTooComplex');
    case 'busy':
      throw new AppError('UNAVAILABLE', 'orders.logoBusy');
  }
}

/** The brand kit's logo as the order's own copy (a PNG, as brand logos are stored): a later brand change leaves it. */
async function brandLogoOf(deps: Deps, organisationId: string) {
  const { logoImagePath } = await getBrandValues(deps.db, organisationId);
  const buffer = logoImagePath ? await deps.storage.get(logoImagePath) : null;
  if (!buffer) throw new AppError('VALIDATION', 'brand.noLogo', { fields: { useBrandLogo: 'brand.noLogo' } });
  return { buffer, mime: 'image/png', ext: 'png' };
}

function newOrderNumber(now = new Date()): string {
  let code = '';
  for (let index = 0; index < 6; index++) code += ORDER_CODE_ALPHABET[randomInt(ORDER_CODE_ALPHABET.length)];
  return `NFC-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${code}`;
}

const money = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency }).format(cents / 100);

/** The caller's order placed with this Idempotency-Key, if any. */
export async function getOrderByIdempotencyKey(
  { db }: Pick<Deps, 'db'>,
  { userId, idempotencyKey }: { userId: string; idempotencyKey: string },
): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return order ?? null;
}

export async function placeOrder(
  deps: Deps,
  {
    user,
    data,
    logo,
    idempotencyKey,
  }: { user: User; data: OrderRequestBody; logo: UploadedFile | null; idempotencyKey: string | null },
) {
  const earlier = idempotencyKey ? await getOrderByIdempotencyKey(deps, { userId: user.id, idempotencyKey }) : null;
  if (earlier) return { order: earlier, isReplay: true };
  const { edition } = splitProductType(data.productType);
  const wantsBrandLogo = !logo && data.useBrandLogo;
  if ((logo || wantsBrandLogo) && edition === 'core') {
    const field = logo ? 'orderLogoFile' : 'useBrandLogo';
    throw new AppError('VALIDATION', 'orders.logoNotAllowed', { fields: { [field]: 'orders.logoNotAllowed' } });
  }
  // The price is always computed here; a price sent by the client is never read.
  const quote = await quoteOrThrow(deps, data);
  const checked = logo
    ? await checkLogo(logo, user.organisationId)
    : wantsBrandLogo
      ? await brandLogoOf(deps, user.organisationId)
      : null;
  const logoKey = checked ? `logos/${randomUUID()}.${checked.ext}` : null;
  if (checked && logoKey) await deps.storage.put(logoKey, checked.buffer, checked.mime);

  let order: OrderRow | undefined;
  try {
    for (let attempt = 0; !order && attempt < 5; attempt++) {
      [order] = await deps.db
        .insert(orders)
        .values({
          orderNumber: newOrderNumber(),
          organisationId: user.organisationId,
          userId: user.id,
          productType: data.productType,
          quantity: data.quantity,
          unitPriceCents: quote.unitPriceCents,
          tagWritingPreference: data.tagWritingPreference,
          verifiedTaps: data.verifiedTaps,
          shippingCountry: data.shippingCountry,
          // A snapshot, so a later profile change does not move a placed order.
          deliveryAddress: data.deliveryAddress ?? organisationDeliveryAddress(user, data.shippingCountry),
          currency: quote.currency,
          basePriceCents: quote.basePriceCents,
          customizationTotalCents: quote.customizationTotalCents,
          discountAmountCents: quote.discountAmountCents,
          subtotalCents: quote.subtotalCents,
          vatAmountCents: quote.vatAmountCents,
          shippingCostCents: quote.shippingCostCents,
          totalPriceCents: quote.totalPriceCents,
          quote: toPriceQuote(quote),
          logoKey,
          logoContentType: checked?.mime ?? null,
          idempotencyKey,
        })
        .onConflictDoNothing()
        .returning();
      if (!order && idempotencyKey) {
        // A parallel retry with the same key won the race: answer its order.
        const winner = await getOrderByIdempotencyKey(deps, { userId: user.id, idempotencyKey });
        if (winner) {
          if (logoKey) await deps.storage.delete(logoKey).catch(() => {});
          return { order: winner, isReplay: true };
        }
      }
    }
    if (!order) throw new Error('could not allocate an order number');
  } catch (error) {
    if (logoKey) await deps.storage.delete(logoKey).catch(() => {});
    throw error;
  }
  await deps.mailer.send(
    orderConfirmationMail({
      to: user.email,
      language: user.language,
      orderNumber: order.orderNumber,
      total: money(order.totalPriceCents, order.currency, user.language),
      quantity: order.quantity,
      product: order.productType,
      verifiedTaps: order.verifiedTaps,
      deliveryAddress: order.deliveryAddress,
      appUrl: deps.config.appUrl,
    }),
  );
  return { order, isReplay: false };
}

function toCustomerOrder(row: OrderRow): CustomerOrder {
  const { line, edition } = splitProductType(row.productType as CustomerOrder['productType']);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    orderDate: row.createdAt.toISOString(),
    status: customerStatusOf[row.status],
    currency: row.currency as CustomerOrder['currency'],
    totalAmount: centsToAmount(row.totalPriceCents),
    trackingNumber: row.trackingNumber,
    shippingCountry: row.shippingCountry,
    tagWritingPreference: row.tagWritingPreference,
    verifiedTaps: row.verifiedTaps,
    productType: row.productType as CustomerOrder['productType'],
    deliveryAddress: row.deliveryAddress ?? null,
    items: [
      {
        productType: line,
        quantity: row.quantity,
        unitPrice: centsToAmount(row.unitPriceCents),
        customization: edition,
      },
    ],
  };
}

const adminStatusesOf = (status: NonNullable<OrderHistoryQuery['status']>) =>
  (Object.keys(customerStatusOf) as Array<keyof typeof customerStatusOf>).filter(
    (key) => customerStatusOf[key] === status,
  );

const customerStatusRank = sql`case ${orders.status}
  when 'pending_review' then 0 when 'payment_pending' then 0 when 'processing_vcf_pending' then 1
  when 'shipped' then 2 when 'completed' then 3 else 4 end`;

export async function findOrderHistory(
  { db }: Pick<Deps, 'db'>,
  { organisationId, query }: { organisationId: string; query: OrderHistoryQuery },
) {
  const where = and(
    eq(orders.organisationId, organisationId),
    query.status ? inArray(orders.status, adminStatusesOf(query.status)) : undefined,
  );
  const order = {
    date: [desc(orders.createdAt)],
    amount: [desc(orders.totalPriceCents), desc(orders.createdAt)],
    status: [asc(customerStatusRank), desc(orders.createdAt)],
  }[query.sortBy];
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order, desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    orders: rows.map(toCustomerOrder),
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / query.limit)),
    currentPage: query.page,
  };
}

/** Left joins: an erased organisation's orders stay, without their customer (issue 27, decision 024). */
const adminOrderColumns = {
  order: orders,
  userEmail: sql<string>`coalesce(${users.email}, '')`,
  language: sql<'en' | 'de'>`coalesce(${users.language}, 'en')`,
  organisationName: organisations.name,
  organisationStreet: organisations.street,
  organisationNumber: organisations.number,
  organisationPlz: organisations.plz,
  organisationCity: organisations.city,
};

type AdminOrderRow = { order: OrderRow } & Omit<AdminOrder, keyof ReturnType<typeof orderFields>> & {
    language: 'en' | 'de';
  };

function orderFields(row: OrderRow) {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    productType: row.productType as AdminOrder['productType'],
    quantity: row.quantity,
    shippingCountry: row.shippingCountry,
    totalAmount: centsToAmount(row.totalPriceCents),
    currency: row.currency as AdminOrder['currency'],
    logoUploaded: row.logoKey !== null,
    logoS3Key: row.logoKey,
    tagWritingPreference: row.tagWritingPreference,
    verifiedTaps: row.verifiedTaps,
    status: row.status,
    adminNotes: row.adminNotes,
    trackingNumber: row.trackingNumber,
    deliveryAddress: row.deliveryAddress ?? null,
  };
}

function toAdminOrder({ order, language: _language, ...customer }: AdminOrderRow): AdminOrder {
  return { ...orderFields(order), ...customer };
}

export async function findAdminOrders({ db }: Pick<Deps, 'db'>) {
  const rows = await db
    .select(adminOrderColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => toAdminOrder(row as AdminOrderRow));
}

async function getAdminOrderRow(db: Deps['db'], id: string) {
  if (!isUuid(id)) throw notFound('noun.order');
  const [row] = await db
    .select(adminOrderColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .where(eq(orders.id, id));
  if (!row) throw notFound('noun.order');
  return row as AdminOrderRow;
}

export async function updateOrderStatus(
  deps: Deps,
  { actor, id, data }: { actor: User; id: string; data: UpdateOrderStatusBody },
) {
  const existing = await getAdminOrderRow(deps.db, id);
  const next = {
    status: data.status,
    adminNotes: data.adminNotes === undefined ? existing.order.adminNotes : data.adminNotes || null,
    trackingNumber: data.trackingNumber === undefined ? existing.order.trackingNumber : data.trackingNumber || null,
  };
  const changes = diffFields(existing.order as unknown as Record<string, unknown>, next);
  const isNewCustomerStatus = customerStatusOf[existing.order.status] !== customerStatusOf[data.status];
  if (Object.keys(changes).length > 0) {
    await deps.db.transaction(async (tx) => {
      // Delivery starts the unscanned-tag alert clock; leaving 'completed' stops it.
      const completedAt = data.status === 'completed' ? (existing.order.completedAt ?? new Date()) : null;
      await tx
        .update(orders)
        .set({ ...next, completedAt })
        .where(eq(orders.id, id));
      await recordAudit(tx, {
        actor,
        action: 'order.status',
        targetType: 'order',
        targetId: id,
        targetLabel: existing.order.orderNumber,
        changes,
      });
      // In the same transaction: the customer's webhook hears of exactly the changes that were stored (an erased
      // organisation's kept order has no customer left to tell).
      if (isNewCustomerStatus && existing.order.organisationId) {
        await enqueueEvent(tx, {
          organisationId: existing.order.organisationId,
          event: 'order.status_changed',
          data: {
            orderId: id,
            orderNumber: existing.order.orderNumber,
            from: customerStatusOf[existing.order.status],
            to: customerStatusOf[data.status],
            trackingNumber: next.trackingNumber,
          },
        });
      }
    });
  }
  // An order whose customer was erased has nobody left to mail.
  if (isNewCustomerStatus && existing.userEmail) {
    await deps.mailer.send(
      orderStatusMail({
        to: existing.userEmail,
        language: existing.language,
        orderNumber: existing.order.orderNumber,
        status: customerStatusOf[data.status],
        trackingNumber: next.trackingNumber,
        appUrl: deps.config.appUrl,
      }),
    );
  }
  return toAdminOrder(await getAdminOrderRow(deps.db, id));
}

export async function getLogoUrl(deps: Deps, { id }: { id: string }) {
  const { order } = await getAdminOrderRow(deps.db, id);
  if (!order.logoKey) throw notFound('noun.logo');
  // A logo stored as SVG before SVGs were converted keeps its .svg key, which every storage serves as a download.
  return deps.storage.signedUrl(order.logoKey, { expiresInSeconds: LOGO_URL_TTL_SECONDS });
}
