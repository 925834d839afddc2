import type { CrmProvider } from '@nfc/contract/integrations';

export type LeadStatus = 'new' | 'contacted' | 'qualified' | 'won' | 'lost';

/** A lead as the CRM gets it, with the names of the card and tag it came through. */
export type CrmLead = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  note: string | null;
  status: LeadStatus;
  source: 'nfc' | 'qr' | 'other';
  cardName: string | null;
  tagName: string | null;
  createdAt: Date;
};

/** What the sync worker asks of a CRM; one implementation per provider, each over the provider's official client. */
export type CrmClient = {
  /** The contact (HubSpot) or lead (Salesforce) with the lead's e-mail address, else its phone number. */
  findContact(lead: CrmLead): Promise<string | null>;
  createContact(lead: CrmLead): Promise<string>;
  /** Attaches the note naming the card, tag and source to the contact. */
  addNote(externalId: string, lead: CrmLead): Promise<void>;
  updateStatus(externalId: string, status: LeadStatus): Promise<void>;
};

type CrmErrorKind =
  /** The provider refused the token (after one refresh, where there is one). */
  | 'unauthorized'
  /** 429: wait `retryAfterSeconds` when the provider said. */
  | 'rate_limited'
  /** Network trouble or a 5xx: worth another attempt. */
  | 'unavailable'
  /** The provider refused the request itself (4xx): another attempt would fail the same way. */
  | 'rejected';

/** A provider's failure as the worker decides on it; `message` is shown to the organisation's managers. */
export class CrmError extends Error {
  override name = 'CrmError';
  constructor(
    readonly kind: CrmErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** `Retry-After` in seconds (delta-seconds or an HTTP date), or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d{1,7}$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

export const providerNames: Record<CrmProvider, string> = { hubspot: 'HubSpot', salesforce: 'Salesforce' };

const sourceNames: Record<CrmLead['source'], string> = { nfc: 'NFC tag', qr: 'QR code', other: 'card link' };

/** The note's text: which card and tag the lead came through, how, and what the visitor wrote. */
export function noteText(lead: CrmLead): string {
  const lines = [
    `Lead from the digital business card "${lead.cardName ?? 'deleted card'}"`,
    `Tag: ${lead.tagName ?? 'none'}`,
    `Source: ${sourceNames[lead.source]}`,
    `Received: ${lead.createdAt.toISOString()}`,
  ];
  if (lead.note) lines.push('', lead.note);
  return lines.join('\n');
}

/** First word as first name, the rest as last name: CRMs want them apart, visitors type one field. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: '', lastName: trimmed };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
