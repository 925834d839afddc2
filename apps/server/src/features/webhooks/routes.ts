import {
  createWebhookBodySchema,
  updateWebhookBodySchema,
  type WebhookDeliveryEvent,
  webhookDeliveriesPageSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryBodySchema,
  webhookDeliveryEvents,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookSampleParamsSchema,
} from '@nfc/contract/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { getWebhookSample } from './samples.ts';
import {
  createEndpoint,
  deleteEndpoint,
  findDeliveries,
  findEndpoints,
  rotateSecret,
  sendTestDelivery,
  updateEndpoint,
} from './service.ts';

const idParams = z.object({ id: z.string().max(100) });
const sampleOperationIds: Record<WebhookDeliveryEvent, string> = {
  'scan.created': 'getScanCreatedSample',
  'lead.created': 'getLeadCreatedSample',
  'order.status_changed': 'getOrderStatusChangedSample',
  ping: 'getPingSample',
};
/** Test pings per user and minute: plenty to debug a receiver by hand, too few to aim us at someone's server. */
const TEST_PINGS_PER_MINUTE = 10;

export const webhookRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Webhooks are the organisation's, set up by its owner and admins (decision 017).
    app.addHook('onRequest', app.requireTeamManager);

    // GET /api/webhooks - the caller's endpoints, newest first
    app.get(
      '/',
      {
        config: { scope: 'webhooks:write' },
        schema: {
          summary: 'List webhook endpoints',
          operationId: 'listWebhooks',
          response: { 200: z.array(webhookEndpointSchema) },
        },
      },
      (request) => findEndpoints(deps, { organisationId: request.user!.organisationId }),
    );

    // POST /api/webhooks - register an https endpoint (public address only) with its events; answers its secret
    app.post(
      '/',
      {
        config: { scope: 'webhooks:write' },
        schema: {
          summary: 'Register a webhook endpoint',
          operationId: 'createWebhook',
          body: createWebhookBodySchema,
          response: { 201: webhookEndpointSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await createEndpoint(deps, {
            organisationId: request.user!.organisationId,
            createdBy: request.user!.id,
            data: request.body,
          }),
        ),
    );

    // PATCH /api/webhooks/:id - change url, description, events or isActive
    app.patch(
      '/:id',
      {
        config: { scope: 'webhooks:write' },
        schema: {
          summary: 'Change a webhook endpoint',
          operationId: 'updateWebhook',
          params: idParams,
          body: updateWebhookBodySchema,
          response: { 200: webhookEndpointSchema },
        },
      },
      (request) =>
        updateEndpoint(deps, {
          organisationId: request.user!.organisationId,
          id: request.params.id,
          data: request.body,
        }),
    );

    // DELETE /api/webhooks/:id - delete an endpoint and its deliveries
    app.delete(
      '/:id',
      {
        config: { scope: 'webhooks:write' },
        schema: { summary: 'Delete a webhook endpoint', operationId: 'deleteWebhook', params: idParams },
      },
      async (request, reply) => {
        await deleteEndpoint(deps, { organisationId: request.user!.organisationId, id: request.params.id });
        return reply.status(204).send();
      },
    );

    // POST /api/webhooks/:id/rotate-secret - replace the signing secret
    app.post(
      '/:id/rotate-secret',
      {
        config: { scope: 'webhooks:write' },
        schema: {
          summary: "Replace a webhook endpoint's signing secret",
          operationId: 'rotateWebhookSecret',
          params: idParams,
          response: { 200: webhookEndpointSchema },
        },
      },
      (request) => rotateSecret(deps, { organisationId: request.user!.organisationId, id: request.params.id }),
    );

    // POST /api/webhooks/:id/test - queue a 'ping' delivery and start sending at once
    app.post(
      '/:id/test',
      {
        config: { scope: 'webhooks:write' },
        schema: {
          summary: 'Send a test delivery',
          operationId: 'testWebhook',
          params: idParams,
          response: { 202: webhookDeliverySchema },
        },
      },
      async (request, reply) => {
        const organisationId = request.user!.organisationId;
        const hit = await deps.rateLimiter.hit(
          `webhook-test:organisation:${organisationId}`,
          TEST_PINGS_PER_MINUTE,
          60_000,
        );
        if (!hit.allowed) {
          reply.header('retry-after', String(hit.retryAfterSeconds));
          throw new AppError('RATE_LIMITED', 'common.tooManyRequests');
        }
        const delivery = await sendTestDelivery(deps, { organisationId, id: request.params.id });
        void deps.webhooks.worker.runDue();
        return reply.status(202).send(delivery);
      },
    );

    // GET /api/webhooks/samples/:event - the body a receiver of the event gets, for Zapier's and Make's field mapping
    // One static path per event, each documented with its own body; the parameter route only answers unknown events.
    for (const event of webhookDeliveryEvents) {
      app.get(
        `/samples/${event}`,
        {
          config: { scope: 'webhooks:write' },
          schema: {
            summary: `Get a sample ${event} delivery`,
            operationId: sampleOperationIds[event],
            response: { 200: webhookDeliveryBodySchema.options.find((option) => option.shape.event.value === event)! },
          },
        },
        () => getWebhookSample(event),
      );
    }
    app.get(
      '/samples/:event',
      { config: { scope: 'webhooks:write' }, schema: { hide: true, params: webhookSampleParamsSchema } },
      (request) => getWebhookSample(request.params.event),
    );

    // GET /api/webhooks/:id/deliveries?page= - the endpoint's deliveries, newest first
    app.get(
      '/:id/deliveries',
      {
        config: { scope: 'webhooks:write' },
        schema: {
          summary: "List a webhook endpoint's deliveries",
          operationId: 'listWebhookDeliveries',
          params: idParams,
          querystring: webhookDeliveriesQuerySchema,
          response: { 200: webhookDeliveriesPageSchema },
        },
      },
      (request) =>
        findDeliveries(deps, {
          organisationId: request.user!.organisationId,
          id: request.params.id,
          page: request.query.page,
        }),
    );
  };
