import type { Language } from '@nfc/contract/constants';
import { escapeHtml } from '../../http/html.ts';

/** Static HTML with inline styles and no link: it needs nothing else. */
export const NEUTRAL_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const texts = {
  en: {
    body: 'This address opens the NFC tags, QR codes and digital business cards of its owner. Tap or scan one to see it.',
  },
  de: {
    body: 'Diese Adresse öffnet die NFC-Tags, QR-Codes und digitalen Visitenkarten ihres Inhabers. Halten Sie Ihr Telefon an einen davon oder scannen Sie ihn, um ihn zu sehen.',
  },
} as const;

/**
 * `/` of a customer's link domain without a root URL: the host name and one sentence, in the visitor's language, light
 * or dark as their phone is. It names neither us nor the portal: the host is the customer's brand.
 */
export function renderNeutralPage(hostname: string, language: Language): string {
  const title = escapeHtml(hostname);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a}
main{max-width:28rem;margin:1.5rem;padding:2rem;border-radius:1rem;background:#fff;box-shadow:0 1px 3px #0f172a1f;text-align:center}
h1{font-size:1.375rem;margin:0 0 .75rem;overflow-wrap:anywhere}p{line-height:1.6;margin:0;color:#334155}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}main{background:#0f172a}p{color:#cbd5e1}}
</style></head>
<body><main><h1>${title}</h1><p>${texts[language].body}</p></main></body></html>`;
}
