import type Stripe from 'stripe';
import type { PaymentProvider, SubscriptionSnapshot } from './payments.ts';

export type StripeOptions = {
  secretKey: string;
  appUrl: string;
  /** Maps a Stripe price to our plan id. */
  planIdForPrice: (priceId: string) => Promise<string | null>;
  /** A local stand-in of the Stripe API in tests. */
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
};

/** The SDK is loaded only where Stripe is configured (about 20 MB of resident memory). */
export async function createStripeClient(options: Pick<StripeOptions, 'secretKey' | 'endpoint'>): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  return new StripeClient(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(options.endpoint ?? {}),
  });
}

/** What our domain needs of a Stripe subscription, read fresh from Stripe (never from an event's order). */
export async function toSnapshot(
  subscription: Stripe.Subscription,
  planIdForPrice: StripeOptions['planIdForPrice'],
): Promise<SubscriptionSnapshot> {
  const item = subscription.items.data[0];
  const periodEnd =
    (item as unknown as { current_period_end?: number } | undefined)?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    Math.floor(Date.now() / 1000);
  const status =
    subscription.status === 'active' || subscription.status === 'trialing'
      ? 'active'
      : subscription.status === 'past_due' || subscription.status === 'unpaid'
        ? 'past_due'
        : 'canceled';
  return {
    providerCustomerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    providerSubscriptionId: subscription.id,
    planId: item?.price?.id ? await planIdForPrice(item.price.id) : null,
    status,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
    currentPeriodEnd: new Date(periodEnd * 1000),
  };
}

export function createStripeProvider(stripe: Stripe, options: StripeOptions): PaymentProvider {
  const returnUrl = `${options.appUrl}/settings/billing`;
  return {
    kind: 'stripe',
    async createCheckout({ user, plan }) {
      if (!plan.stripePriceId) throw new Error('plan has no Stripe price');
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: plan.stripePriceId, quantity: 1 }],
        client_reference_id: user.id,
        ...(user.providerCustomerId ? { customer: user.providerCustomerId } : { customer_email: user.email }),
        metadata: { userId: user.id, planId: plan.id },
        subscription_data: { metadata: { userId: user.id } },
        success_url: `${options.appUrl}/subscribe/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${options.appUrl}/subscribe/cancel`,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async createPortal({ user, newPlan }) {
      if (!user.providerCustomerId) throw new Error('no Stripe customer');
      let flow: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined;
      if (newPlan?.stripePriceId && user.providerSubscriptionId) {
        const subscription = await stripe.subscriptions.retrieve(user.providerSubscriptionId);
        const item = subscription.items.data[0];
        if (item) {
          flow = {
            type: 'subscription_update_confirm',
            subscription_update_confirm: {
              subscription: subscription.id,
              items: [{ id: item.id, price: newPlan.stripePriceId, quantity: 1 }],
            },
            after_completion: { type: 'redirect', redirect: { return_url: returnUrl } },
          };
        }
      }
      const session = await stripe.billingPortal.sessions.create({
        customer: user.providerCustomerId,
        return_url: returnUrl,
        ...(flow ? { flow_data: flow } : {}),
      });
      return { url: session.url };
    },
    async getCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      const isComplete =
        session.status === 'complete' &&
        (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');
      const subscription = isComplete && subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
      return {
        isComplete,
        userId: session.client_reference_id,
        subscription: subscription ? await toSnapshot(subscription, options.planIdForPrice) : null,
      };
    },
    async cancelSubscription(providerSubscriptionId) {
      try {
        await stripe.subscriptions.cancel(providerSubscriptionId);
      } catch (error) {
        // Already cancelled or deleted at Stripe: nothing is left to end.
        if ((error as { code?: string }).code === 'resource_missing') return;
        throw error;
      }
    },
  };
}
