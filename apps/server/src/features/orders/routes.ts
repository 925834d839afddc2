import {
  adminOrderSchema,
  calculatePriceBodySchema,
  ORDER_LOGO_MAX_BYTES,
  orderHistoryQuerySchema,
  orderHistoryResponseSchema,
  orderRequestBodySchema,
  orderRequestResponseSchema,
  priceQuoteSchema,
  updateOrderStatusBodySchema,
} from '@nfc/contract/orders';
import { presignedUrlResponseSchema } from '@nfc/contract/vcards';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { preferredLanguage } from '../../http/language.ts';
import { readInput } from '../../http/multipart.ts';
import { parseInput } from '../../http/validate.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { type EncodingSheet, getEncodingSheet, unsafeGetEncodingSheet } from './encoding-sheet.ts';
import {
  findAdminOrders,
  findOrderHistory,
  getLogoUrl,
  getOrderByIdempotencyKey,
  getPriceQuote,
  LogoRejected,
  placeOrder,
  updateOrderStatus,
} from './service.ts';

/** Orders per user and hour: a busy buyer places a handful; each one mails them and lands in the admins' queue. */
const ORDERS_PER_HOUR = 20;

const idParams = z.object({ id: z.string().max(100) });

const sendSheet = (reply: FastifyReply, sheet: EncodingSheet) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${sheet.fileName}"`)
    .header('cache-control', 'no-store')
    .send(sheet.csv);

export const orderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Orders are the organisation's: its owner and admins place and see them (decision 017).
    app.addHook('onRequest', app.requireTeamManager);

    // POST /api/orders/calculate-price - a live quote; the same engine prices the order on submit
    app.post(
      '/calculate-price',
      {
        schema: {
          summary: 'Quote an order',
          operationId: 'calculateOrderPrice',
          body: calculatePriceBodySchema,
          response: { 200: priceQuoteSchema },
        },
      },
      (request) => getPriceQuote(deps, request.body, preferredLanguage(request.headers['accept-language'])),
    );

    // POST /api/orders/request - place an order (multipart with an optional orderLogoFile); Idempotency-Key makes retries safe
    app.post(
      '/request',
      {
        schema: {
          summary: 'Place an order',
          operationId: 'createOrder',
          documentedBody: orderRequestBodySchema,
          errors: [413, 415, 429],
          response: { 200: orderRequestResponseSchema, 201: orderRequestResponseSchema },
        },
      },
      async (request, reply) => {
        const header = request.headers['idempotency-key'];
        const idempotencyKey = (Array.isArray(header) ? header[0] : header)?.trim() || null;
        if (idempotencyKey && !/^[\w-]{8,100}$/.test(idempotencyKey)) {
          throw new AppError('BAD_REQUEST', 'orders.idempotencyKey');
        }
        const user = request.user!;
        const answer = (order: { id: string; orderNumber: string }) =>
          withMessage(msg('orders.placed'), { orderId: order.id, orderNumber: order.orderNumber });
        // Counted before the upload is read; placed orders and refused logo files keep their count (decision 012).
        const limitKey = `order:user:${user.id}`;
        const hit = await deps.rateLimiter.hit(limitKey, ORDERS_PER_HOUR, 60 * 60_000);
        if (!hit.allowed) {
          // A retry of an order already placed still gets that order back.
          const earlier = idempotencyKey
            ? await getOrderByIdempotencyKey(deps, { userId: user.id, idempotencyKey })
            : null;
          if (earlier) return reply.status(200).send(answer(earlier));
          reply.header('retry-after', String(hit.retryAfterSeconds));
          throw new AppError('RATE_LIMITED', 'common.tooManyRequests');
        }
        try {
          const { fields, file } = await readInput(request, {
            fileField: 'orderLogoFile',
            maxBytes: ORDER_LOGO_MAX_BYTES,
          });
          const data = parseInput(orderRequestBodySchema, fields);
          const { order, isReplay } = await placeOrder(deps, { user, data, logo: file, idempotencyKey });
          if (isReplay) await deps.rateLimiter.giveBack(limitKey);
          return reply.status(isReplay ? 200 : 201).send(answer(order));
        } catch (error) {
          if (!(error instanceof LogoRejected)) await deps.rateLimiter.giveBack(limitKey);
          throw error;
        }
      },
    );

    // GET /api/orders/history - the caller's orders, paged, filtered by customer status
    app.get(
      '/history',
      {
        schema: {
          summary: "List the organisation's orders",
          operationId: 'listOrders',
          querystring: orderHistoryQuerySchema,
          response: { 200: orderHistoryResponseSchema },
        },
      },
      (request) => findOrderHistory(deps, { organisationId: request.user!.organisationId, query: request.query }),
    );

    // GET /api/orders/:id/encoding-sheet - the CSV the chip-encoding vendor personalises an order's NTAG 424 DNA chips from
    app.get(
      '/:id/encoding-sheet',
      {
        schema: {
          summary: "Download an order's encoding sheet (CSV)",
          description:
            'One line per tag of an order with verified taps: its scan link template, the SDM offsets in the NDEF file, the key reference (never a key) and the bound chip UID. 409 for an order without verified taps.',
          operationId: 'getOrderEncodingSheet',
          params: idParams,
          errors: [409],
        },
      },
      async (request, reply) =>
        sendSheet(
          reply,
          await getEncodingSheet(deps, { organisationId: request.user!.organisationId, id: request.params.id }),
        ),
    );
  };

export const adminOrderRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // GET /api/admin/orders - every order, newest first, with its customer
    app.get(
      '/',
      {
        schema: {
          summary: 'List every order',
          operationId: 'listAdminOrders',
          response: { 200: z.array(adminOrderSchema) },
        },
      },
      () => findAdminOrders(deps),
    );

    // PUT /api/admin/orders/:id/status - status, notes and tracking number; the customer is mailed on a new status
    app.put(
      '/:id/status',
      {
        schema: {
          summary: "Change an order's status",
          operationId: 'updateOrderStatus',
          params: idParams,
          body: updateOrderStatusBodySchema,
          response: { 200: adminOrderSchema },
        },
      },
      (request) => updateOrderStatus(deps, { actor: request.user!, id: request.params.id, data: request.body }),
    );

    // GET /api/admin/orders/:id/logo-presigned-url - a 15-minute link to the uploaded logo
    app.get(
      '/:id/logo-presigned-url',
      {
        schema: {
          summary: "Get a short-lived link to an order's logo",
          operationId: 'getOrderLogoUrl',
          params: idParams,
          response: { 200: presignedUrlResponseSchema },
        },
      },
      async (request) => ({
        presignedUrl: await getLogoUrl(deps, { id: request.params.id }),
      }),
    );

    // GET /api/admin/orders/:id/encoding-sheet - any order's encoding sheet, for the platform's encoding work
    app.get(
      '/:id/encoding-sheet',
      {
        schema: {
          summary: "Download any order's encoding sheet (CSV)",
          operationId: 'getAdminOrderEncodingSheet',
          params: idParams,
          errors: [409],
        },
      },
      async (request, reply) => sendSheet(reply, await unsafeGetEncodingSheet(deps, { id: request.params.id })),
    );
  };
