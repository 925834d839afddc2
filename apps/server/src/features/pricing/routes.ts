import {
  customizationBodySchema,
  customizationSchema,
  dataOf,
  shippingRateBodySchema,
  shippingRateSchema,
  tierBodySchema,
  tierSchema,
} from '@nfc/contract/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { customizationList, shippingList, tierList } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

type Managed = {
  list(options: { db: AppDeps['db'] }): Promise<unknown>;
  create(options: { db: AppDeps['db']; actor: never; data: never }): Promise<unknown>;
  update(options: { db: AppDeps['db']; actor: never; id: string; data: never }): Promise<unknown>;
  remove(options: { db: AppDeps['db']; actor: never; id: string }): Promise<void>;
};

/** GET, POST /api/admin/pricing/{path}; PUT, DELETE /api/admin/pricing/{path}/:id - answers wrapped in `data`. */
export const adminPricingRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The response schemas check every answer; the casts only join three differently typed lists in one loop.
    const lists: Array<{
      path: string;
      one: string;
      many: string;
      label: string;
      managed: Managed;
      body: z.ZodType;
      out: z.ZodType;
    }> = [
      {
        path: 'tiers',
        one: 'PriceTier',
        many: 'PriceTiers',
        label: 'price tier',
        managed: tierList as unknown as Managed,
        body: tierBodySchema,
        out: tierSchema,
      },
      {
        path: 'customizations',
        one: 'Customization',
        many: 'Customizations',
        label: 'customization',
        managed: customizationList as unknown as Managed,
        body: customizationBodySchema,
        out: customizationSchema,
      },
      {
        path: 'shipping',
        one: 'ShippingRate',
        many: 'ShippingRates',
        label: 'shipping rate',
        managed: shippingList as unknown as Managed,
        body: shippingRateBodySchema,
        out: shippingRateSchema,
      },
    ];
    for (const { path, one, many, label, managed, body, out } of lists) {
      app.get(
        `/${path}`,
        { schema: { summary: `List ${label}s`, operationId: `list${many}`, response: { 200: dataOf(z.array(out)) } } },
        async () => ({
          data: (await managed.list({ db })) as never,
        }),
      );
      app.post(
        `/${path}`,
        { schema: { summary: `Create a ${label}`, operationId: `create${one}`, body, response: { 201: dataOf(out) } } },
        async (request, reply) =>
          reply.status(201).send({
            data: (await managed.create({ db, actor: request.user as never, data: request.body as never })) as never,
          }),
      );
      app.put(
        `/${path}/:id`,
        {
          schema: {
            summary: `Update a ${label}`,
            operationId: `update${one}`,
            params: idParams,
            body,
            response: { 200: dataOf(out) },
          },
        },
        async (request) => ({
          data: (await managed.update({
            db,
            actor: request.user as never,
            id: request.params.id,
            data: request.body as never,
          })) as never,
        }),
      );
      app.delete(
        `/${path}/:id`,
        { schema: { summary: `Delete a ${label}`, operationId: `delete${one}`, params: idParams } },
        async (request, reply) => {
          await managed.remove({ db, actor: request.user as never, id: request.params.id });
          return reply.status(204).send();
        },
      );
    }
  };
