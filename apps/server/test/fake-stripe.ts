import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

/**
 * A local stand-in for the few Stripe API calls the driver makes, so the official SDK runs
 * unchanged against it: checkout sessions, subscriptions and billing portal sessions.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const portalSessions: Json[] = [];
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const send = (status: number, body: Json) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        response.end(JSON.stringify(body));
      };
      const notFound = () => send(404, { error: { type: 'invalid_request_error', message: 'No such object' } });
      const [, version, resource, sub, objectId] = url.pathname.split('/');
      if (version !== 'v1') return notFound();
      if (request.method === 'POST' && resource === 'checkout' && sub === 'sessions' && !objectId) {
        const session = {
          id: id('cs_test'),
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id('x')}`,
          status: 'open',
          payment_status: 'unpaid',
          mode: form.get('mode'),
          client_reference_id: form.get('client_reference_id'),
          customer: form.get('customer'),
          customer_email: form.get('customer_email'),
          price: form.get('line_items[0][price]'),
          subscription: null,
          success_url: form.get('success_url'),
        };
        sessions.set(session.id, session);
        return send(200, session);
      }
      if (request.method === 'GET' && resource === 'checkout' && sub === 'sessions' && objectId) {
        const session = sessions.get(objectId);
        return session ? send(200, session) : notFound();
      }
      if (request.method === 'GET' && resource === 'subscriptions' && sub) {
        const subscription = subscriptions.get(sub);
        return subscription ? send(200, subscription) : notFound();
      }
      if (request.method === 'DELETE' && resource === 'subscriptions' && sub) {
        const subscription = subscriptions.get(sub);
        if (!subscription || subscription.status === 'canceled') {
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' },
          });
        }
        Object.assign(subscription, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
        return send(200, subscription);
      }
      if (request.method === 'POST' && resource === 'billing_portal' && sub === 'sessions') {
        const portal = {
          id: id('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/session/${id('p')}`,
          customer: form.get('customer'),
          flow_type: form.get('flow_data[type]'),
          new_price: form.get('flow_data[subscription_update_confirm][items][0][price]'),
        };
        portalSessions.push(portal);
        return send(200, portal);
      }
      return notFound();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' as const },
    sessions,
    subscriptions,
    portalSessions,
    /** The customer pays: the session completes and a subscription exists at 'Stripe'. */
    completeCheckout(sessionId: string, options: { customer?: string; periodEnd?: number } = {}) {
      const session = sessions.get(sessionId)!;
      const customer = (session.customer as string | null) ?? options.customer ?? id('cus');
      const subscription = {
        id: id('sub'),
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: { userId: session.client_reference_id },
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price: { id: session.price },
              current_period_end: options.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86400,
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id, customer });
      return { session, subscription };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
