import type { FastifyReply } from 'fastify';
import { preferredLanguage } from '../../http/language.ts';

/** The unavailable page is static HTML with inline styles and one link home: it needs nothing else. */
export const UNAVAILABLE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const texts = {
  en: {
    unknownTitle: 'Link not found',
    unknownBody: 'This tag link does not exist. Please check the link or contact the business that gave it to you.',
    unavailableTitle: 'Currently unavailable',
    unavailableBody: 'This tag is switched off at the moment. Please try again later or contact its owner.',
    endedTitle: 'This link has ended',
    endedBody: 'The owner of this tag set it to end at a certain time or after a number of scans. Please contact them.',
    retiredTitle: 'This link is no longer in use',
    retiredBody: 'The business behind this tag or card has closed its account, and its data has been deleted.',
    unverifiedTitle: 'Tap the tag itself',
    unverifiedBody:
      'This link only opens when you hold your phone to the tag itself: a copied or typed link, or an old one, is not accepted.',
    home: 'Go to the homepage',
  },
  de: {
    unknownTitle: 'Link nicht gefunden',
    unknownBody:
      'Diesen Tag-Link gibt es nicht. Bitte prüfen Sie den Link oder wenden Sie sich an das Unternehmen, von dem Sie ihn haben.',
    unavailableTitle: 'Derzeit nicht verfügbar',
    unavailableBody:
      'Dieser Tag ist im Moment ausgeschaltet. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Inhaber.',
    endedTitle: 'Dieser Link ist abgelaufen',
    endedBody:
      'Der Inhaber dieses Tags hat ihn zeitlich oder auf eine Zahl von Scans begrenzt. Bitte wenden Sie sich an ihn.',
    retiredTitle: 'Dieser Link wird nicht mehr verwendet',
    retiredBody:
      'Das Unternehmen hinter diesem Tag oder dieser Karte hat sein Konto geschlossen; seine Daten wurden gelöscht.',
    unverifiedTitle: 'Tippen Sie den Tag selbst an',
    unverifiedBody:
      'Dieser Link öffnet sich nur, wenn Sie Ihr Telefon an den Tag selbst halten: Ein kopierter, abgetippter oder alter Link wird nicht angenommen.',
    home: 'Zur Startseite',
  },
} as const;

/**
 * unknown: no such tag (404); unavailable: switched off (410); ended: past its expiry or scan limit (410); retired:
 * a tag or card of an erased organisation (410); unverified: a tag that requires verified taps, reached without one
 * (410).
 */
export type UnavailableKind = 'unknown' | 'unavailable' | 'ended' | 'retired' | 'unverified';

/** A small page for a scan link that leads nowhere, in the visitor's language, light or dark as their phone is. */
export function renderUnavailablePage(kind: UnavailableKind, language: 'en' | 'de'): string {
  const t = texts[language];
  const title = t[`${kind}Title`];
  const body = t[`${kind}Body`];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a}
main{max-width:28rem;margin:1.5rem;padding:2rem;border-radius:1rem;background:#fff;box-shadow:0 1px 3px #0f172a1f;text-align:center}
h1{font-size:1.375rem;margin:0 0 .75rem}p{line-height:1.6;margin:0 0 1.5rem;color:#334155}
a{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#4338ca;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}main{background:#0f172a}p{color:#cbd5e1}}
</style></head>
<body><main><h1>${title}</h1><p>${body}</p><a href="/">${t.home}</a></main></body></html>`;
}

/** 410 with the friendly page, for a tag code or card token of an erased organisation (card page, .vcf). */
export function sendRetiredPage(reply: FastifyReply, acceptLanguage: string | undefined) {
  return reply
    .status(410)
    .header('content-security-policy', UNAVAILABLE_PAGE_CSP)
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderUnavailablePage('retired', preferredLanguage(acceptLanguage)));
}
