/** What a provider says about one subscription; the one input of applySubscriptionState. */
export type SubscriptionSnapshot = {
  providerCustomerId: string;
  providerSubscriptionId: string;
  /** The plan whose price the subscription carries; null when it matches no plan. */
  planId: string | null;
  status: 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
};

export type CheckoutResult = { sessionId: string; url: string };

/** The card payment provider: the built-in simulated one, or Stripe. */
export type PaymentProvider = {
  readonly kind: 'simulated' | 'stripe';
  createCheckout(options: {
    sessionId: string;
    user: { id: string; email: string; providerCustomerId: string | null };
    plan: { id: string; stripePriceId: string | null };
  }): Promise<CheckoutResult>;
  createPortal(options: {
    sessionId: string;
    user: { id: string; providerCustomerId: string | null; providerSubscriptionId: string | null };
    newPlan?: { id: string; stripePriceId: string | null };
  }): Promise<{ url: string }>;
  /** The state of a checkout at the provider: whether it was paid and the subscription it made. */
  getCheckout(
    sessionId: string,
  ): Promise<{ isComplete: boolean; userId: string | null; subscription: SubscriptionSnapshot | null }>;
  /** Ends the subscription at once, without a refund (an erased organisation); one already gone is no error. */
  cancelSubscription(providerSubscriptionId: string): Promise<void>;
};
