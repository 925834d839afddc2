import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { billingSessions, organisations, plans, processedEvents } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { isUuid } from '../../http/validate.ts';
import { msg, withMessage } from '../../i18n/messages.ts';
import { toSnapshot } from '../../platform/payments/stripe.ts';
import { applySubscriptionState } from './state.ts';

const handled = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

export async function planIdForPrice(db: AppDeps['db'], priceId: string) {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.stripePriceId, priceId));
  return plan?.id ?? null;
}

/** POST /api/subscriptions/webhook - Stripe events, signature checked on the raw body, each applied once. */
export const stripeWebhookRoutes =
  (deps: AppDeps, stripe: Stripe, webhookSecret: string): FastifyPluginAsync =>
  async (app) => {
    // The signature covers the exact bytes Stripe sent, so this scope keeps the body raw.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    /**
     * The organisation a subscription is for. Its metadata says `userId` (the name from before teams): checkouts
     * since name the organisation there, older ones their user, whose id the migrated organisation kept.
     */
    async function organisationIdFor(subscription: Stripe.Subscription): Promise<string | null> {
      const fromMetadata = subscription.metadata?.userId;
      if (fromMetadata) return fromMetadata;
      const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
      const [row] = await deps.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.providerCustomerId, customerId));
      return row?.id ?? null;
    }

    async function applySubscription(subscriptionId: string, fallbackOrganisationId: string | null) {
      // Read the subscription's current state: events may arrive late or out of order.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const organisationId = fallbackOrganisationId ?? (await organisationIdFor(subscription));
      if (!organisationId || !isUuid(organisationId)) return;
      const snapshot = await toSnapshot(subscription, (priceId) => planIdForPrice(deps.db, priceId));
      await applySubscriptionState(deps, { organisationId, snapshot });
    }

    // Stripe's own callback, not part of the API for users: left out of the OpenAPI document.
    app.post('/webhook', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body as Buffer, String(signature ?? ''), webhookSecret);
      } catch {
        return reply.status(400).send(withMessage(msg('subscriptions.invalidSignature'), { code: 'BAD_REQUEST' }));
      }
      const [seen] = await deps.db.select().from(processedEvents).where(eq(processedEvents.id, event.id));
      if (seen || !handled.has(event.type)) return { received: true };

      const object = event.data.object as unknown as Record<string, unknown>;
      if (event.type === 'checkout.session.completed') {
        const session = object as unknown as Stripe.Checkout.Session;
        const subscriptionId =
          typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
        if (subscriptionId) await applySubscription(subscriptionId, session.client_reference_id);
        await deps.db
          .update(billingSessions)
          .set({ status: 'complete', completedAt: new Date() })
          .where(eq(billingSessions.id, session.id));
      } else if (event.type.startsWith('customer.subscription.')) {
        await applySubscription((object as unknown as Stripe.Subscription).id, null);
      } else {
        const invoice = object as {
          subscription?: string | { id: string } | null;
          parent?: { subscription_details?: { subscription?: string } };
        };
        const subscriptionId =
          (typeof invoice.subscription === 'string' ? invoice.subscription : invoice.subscription?.id) ??
          invoice.parent?.subscription_details?.subscription;
        if (subscriptionId) await applySubscription(subscriptionId, null);
      }
      await deps.db.insert(processedEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
      return { received: true };
    });
  };
