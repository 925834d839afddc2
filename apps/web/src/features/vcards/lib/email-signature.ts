/**
 * The preview's document: the signature on white (as mail is read), in the system font a mail program falls back
 * to. The iframe that shows it is sandboxed without permissions, so nothing in it runs.
 */
export function toSignatureDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light"></head><body style="margin:16px;background:#ffffff;color:#111827;font-family:Arial,Helvetica,sans-serif">${html}</body></html>`;
}
