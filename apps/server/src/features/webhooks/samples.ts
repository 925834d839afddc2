import {
  type WebhookDeliveryBody,
  type WebhookDeliveryEvent,
  type WebhookEventData,
  webhookDeliveryEvents,
} from '@nfc/contract/webhooks';
import { AppError } from '../../errors.ts';
import { deliveryEnvelope } from './delivery.ts';

/**
 * One realistic `data` per event, typed by the contract's schema of what the server queues: a field added to an
 * event fails the type check here until its sample has it too.
 */
const sampleData: { [E in WebhookDeliveryEvent]: WebhookEventData<E> } = {
  'scan.created': {
    tagId: '0b9f3c52-6a1e-4c4f-9d8e-2f61c7a0d1b4',
    tagCode: 'aB3dE5fG',
    vcfConfigId: null,
    viaTagId: null,
    kind: 'link',
    source: 'nfc',
    occurredAt: '2026-11-27T09:41:00.000Z',
    country: 'DE',
    platform: 'iOS',
    browser: 'Mobile Safari',
    verification: 'verified',
    chipUid: '04DE5F1EACC040',
    chipCounter: 61,
  },
  'lead.created': {
    id: '6f1d2e3c-4b5a-4978-8c1d-0e2f3a4b5c6d',
    name: 'Max Mustermann',
    email: 'max.mustermann@example.com',
    phone: '+49 30 1234567',
    company: 'Muster GmbH',
    note: 'Met at the fair, interested in 200 key fobs.',
    source: 'qr',
    cardName: 'Trade fair',
    language: 'de',
    consentAt: '2026-11-27T09:42:10.000Z',
    consent: {
      text: 'I agree that Erika Mustermann (Muster GmbH) stores my details to contact me.',
      version: '2026-11',
      language: 'en',
    },
    createdAt: '2026-11-27T09:42:10.000Z',
    vcfConfigId: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98',
    viaTagId: '0b9f3c52-6a1e-4c4f-9d8e-2f61c7a0d1b4',
  },
  'order.status_changed': {
    orderId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    orderNumber: 'ORD-2026-000123',
    from: 'processing',
    to: 'shipped',
    trackingNumber: '00340434161094042557',
  },
  ping: { endpointId: '7e6d5c4b-3a29-4187-9f6e-5d4c3b2a1908', message: 'This is a test delivery.' },
};

const isDeliveryEvent = (value: string): value is WebhookDeliveryEvent =>
  (webhookDeliveryEvents as readonly string[]).includes(value);

/** The body a receiver of `event` gets, built as a delivery's; an unknown event is a 404 naming the known ones. */
export function getWebhookSample(event: string): WebhookDeliveryBody {
  if (!isDeliveryEvent(event)) {
    throw new AppError('NOT_FOUND', 'webhooks.unknownEvent', {
      params: { event, events: webhookDeliveryEvents.join(', ') },
    });
  }
  return deliveryEnvelope({
    id: '5d41402a-bc4b-42a7-9e3f-1c2d3e4f5a6b',
    event,
    payload: sampleData[event],
    createdAt: new Date('2026-11-27T09:42:11.000Z'),
  }) as WebhookDeliveryBody;
}
