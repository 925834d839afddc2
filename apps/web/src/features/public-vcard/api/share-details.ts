import type { CardAttribution } from '@nfc/contract/scans';
import type { SharedVcard } from '@nfc/contract/vcards';

/** The consent text of the share form, as the server decides it (current version, per language). */
export type CardConsent = Extract<SharedVcard, { status: 'active' }>['consent'];

/** What the 'Share your details' form sends; the server cleans, checks and answers field by field. */
export type ShareDetailsInput = {
  name: string;
  email: string;
  phone: string;
  company: string;
  note: string;
  consent: boolean;
  /** The version and language of the consent text the form showed: the server stores that very text. */
  consentVersion: string;
  consentLanguage: 'en' | 'de';
  /** Honeypot: people never see it, so it stays empty. */
  website: string;
} & CardAttribution;

/** A share that did not go through: its status (null when no answer came) and the server's field messages. */
export class ShareDetailsError extends Error {
  constructor(
    readonly status: number | null,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(status ? `The details could not be sent (${status}).` : 'The details could not be sent.');
  }
}

// POST /api/vcf/share/:downloadToken/leads - the visitor's details for the card's owner (202)
// Plain fetch, like the rest of the public card page; messages come back in the page's language.
export async function shareDetails(downloadToken: string, input: ShareDetailsInput): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/vcf/share/${encodeURIComponent(downloadToken)}/leads`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': document.documentElement.lang || 'en',
      },
      body: JSON.stringify(input),
    });
  } catch {
    throw new ShareDetailsError(null);
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null;
  throw new ShareDetailsError(response.status, body?.errors ?? {});
}
