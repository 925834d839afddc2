import { z } from 'zod';
import { leadSchema } from './leads.ts';
import { customerOrderStatuses } from './orders.ts';
import { scanSources } from './scans.ts';
import { plainText } from './text.ts';
import { withHttpsScheme } from './urls.ts';
import { verificationOutcomes } from './verified-taps.ts';

/** What an endpoint can subscribe to; 'ping' is only ever sent by "send test". */
export const webhookEvents = ['scan.created', 'lead.created', 'order.status_changed'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
export const webhookDeliveryEvents = [...webhookEvents, 'ping'] as const;
export type WebhookDeliveryEvent = (typeof webhookDeliveryEvents)[number];

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** Why the last attempt failed; `http_status` comes with the answer's status code. */
export const webhookDeliveryErrors = [
  'unresolvable',
  'blocked',
  'timeout',
  'connection',
  'tls',
  'http_status',
  'disabled',
] as const;
export type WebhookDeliveryError = (typeof webhookDeliveryErrors)[number];

export const WEBHOOK_ENDPOINT_LIMIT = 10;
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** Wait after the 1st, 2nd ... failed attempt; the 6th failure is final. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [30, 120, 600, 3_600, 21_600] as const;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
export const WEBHOOK_URL_MAX_LENGTH = 2048;

/**
 * An absolute http(s) URL without user name or password. The server additionally demands https and a
 * public address (it resolves the name), which no schema can check. A bare host gains `https://`.
 */
export const webhookUrlSchema = z.preprocess(
  withHttpsScheme,
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(WEBHOOK_URL_MAX_LENGTH, { error: 'validation.tooLong' })
    .superRefine((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.url' });
        return;
      }
      if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) {
        ctx.addIssue({ code: 'custom', message: 'validation.url' });
      } else if (url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: 'validation.urlCredentials' });
      }
    }),
);

const isWebhookEvent = (value: string): value is WebhookEvent => (webhookEvents as readonly string[]).includes(value);

const eventsSchema = z
  .array(z.string(), { error: 'validation.webhookEvents' })
  .min(1, { error: 'validation.webhookEvents' })
  .max(webhookEvents.length * 2, { error: 'validation.invalid' })
  .refine((events) => events.every(isWebhookEvent), { error: 'validation.invalid' })
  .transform((events) => [...new Set(events)] as WebhookEvent[]);

const descriptionSchema = plainText()
  .trim()
  .max(200, { error: 'validation.tooLong' })
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

export const createWebhookBodySchema = z.object({
  url: webhookUrlSchema,
  description: descriptionSchema,
  events: eventsSchema,
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

/** Every field optional: only what is sent changes. */
export const updateWebhookBodySchema = z.object({
  url: webhookUrlSchema.optional(),
  description: plainText()
    .trim()
    .max(200, { error: 'validation.tooLong' })
    .nullable()
    .transform((value) => value || null)
    .optional(),
  events: eventsSchema.optional(),
  isActive: z.boolean({ error: 'validation.invalid' }).optional(),
});
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(webhookEvents)),
  isActive: z.boolean(),
  secret: z.string().describe('whsec_ + 32 random bytes (base64url); the HMAC-SHA256 key of the Webhook-Signature'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string().describe('Also sent as the Webhook-Id header and the id of the body'),
  event: z.enum(webhookDeliveryEvents),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.enum(webhookDeliveryErrors).nullable(),
  nextAttemptAt: z.string().nullable().describe('When the next attempt is due; null once delivered or failed'),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(1)
    .max(100_000)
    .default(1),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliveriesPageSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
});
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPageSchema>;

/** `data` of each delivery by event: what the server queues (typed against these) and what the samples show. */
export const webhookEventDataSchemas = {
  'scan.created': z.object({
    tagId: z.string().nullable().describe('The scanned tag; null for a visit of a card page without a tag'),
    tagCode: z.string().nullable().describe('The tag’s public code: its scan link is /t/{tagCode}'),
    vcfConfigId: z.string().nullable().describe('The card that was viewed, if any'),
    viaTagId: z.string().nullable().describe('The tag a card view came through, if any'),
    kind: z.string().nullable().describe('What was opened: link, vcard, document, ...'),
    source: z.enum(scanSources).describe('nfc: a chip tap, qr: a QR code, other: any other visit'),
    occurredAt: z.string().nullable(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2 code of the visitor’s country, when known'),
    platform: z.string().nullable(),
    browser: z.string().nullable(),
    verification: z
      .enum(verificationOutcomes)
      .nullable()
      .describe('For a tag that checks verified taps: verified, replayed, invalid or plain; otherwise null'),
    chipUid: z.string().nullable().describe('The NTAG 424 DNA chip of a genuine message (verified or replayed)'),
    chipCounter: z.number().int().nullable().describe('Its tap counter'),
  }),
  // The lead as it came in; the pipeline's fields (status, assignee, labels, CRM state) are not part of the event.
  'lead.created': leadSchema.omit({ status: true, assignee: true, labels: true, updatedAt: true, crm: true }).extend({
    vcfConfigId: z.string().describe('The card the lead was left on'),
    viaTagId: z.string().nullable().describe('The tag the visitor came through, if any'),
  }),
  'order.status_changed': z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    from: z.enum(customerOrderStatuses),
    to: z.enum(customerOrderStatuses),
    trackingNumber: z.string().nullable(),
  }),
  ping: z.object({ endpointId: z.string(), message: z.string() }),
} satisfies Record<WebhookDeliveryEvent, z.ZodType>;
export type WebhookEventData<E extends WebhookDeliveryEvent> = z.infer<(typeof webhookEventDataSchemas)[E]>;

const deliveryBodyOf = <E extends WebhookDeliveryEvent>(event: E) =>
  z.object({
    id: z.string().describe('The delivery’s id, also the Webhook-Id header: the same on every attempt'),
    event: z.literal(event),
    createdAt: z.string(),
    data: webhookEventDataSchemas[event],
  });

/** The JSON body a receiver gets, by event (the Webhook-Event header names it too). */
export const webhookDeliveryBodySchema = z.discriminatedUnion('event', [
  deliveryBodyOf('scan.created'),
  deliveryBodyOf('lead.created'),
  deliveryBodyOf('order.status_changed'),
  deliveryBodyOf('ping'),
]);
export type WebhookDeliveryBody = z.infer<typeof webhookDeliveryBodySchema>;

export const webhookSampleParamsSchema = z.object({
  event: z
    .string()
    .max(100)
    .describe(`One of ${webhookDeliveryEvents.join(', ')}`),
});
