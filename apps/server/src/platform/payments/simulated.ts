import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payments.ts';

/** The built-in test-mode provider: its hosted pages are served by this app under /simulated-provider. */
export function createSimulatedProvider({
  appUrl,
  isComplete,
}: {
  appUrl: string;
  isComplete: (sessionId: string) => Promise<{ userId: string; complete: boolean } | null>;
}): PaymentProvider {
  return {
    kind: 'simulated',
    async createCheckout() {
      const sessionId = `sim_cs_${randomBytes(18).toString('base64url')}`;
      return { sessionId, url: `${appUrl}/simulated-provider/checkout/${sessionId}` };
    },
    async createPortal({ sessionId }) {
      return { url: `${appUrl}/simulated-provider/portal/${sessionId}` };
    },
    async getCheckout(sessionId) {
      const found = await isComplete(sessionId);
      // The hosted pages apply the subscription themselves when the visitor pays.
      return { isComplete: found?.complete ?? false, userId: found?.userId ?? null, subscription: null };
    },
    // Its subscriptions live only in the organisation's row, which the erasure deletes.
    async cancelSubscription() {},
  };
}

export const newSimulatedId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
