import { AppError } from '../../errors.ts';

/** Whether a file that no magic number matched is an SVG document. */
export function looksLikeSvg(buffer: Buffer): boolean {
  const head = buffer
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head);
}

/**
 * Removes what can run inside an SVG (scripts, event handlers, foreign HTML, javascript: links).
 * A second guard: stored logos are only ever served as downloads under a sandboxing CSP.
 */
export function sanitizeSvg(buffer: Buffer): Buffer {
  const text = buffer.toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'SVG files with a DOCTYPE or entities are not accepted.');
  }
  const cleaned = text
    .replace(/<script[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script[^>]*\/>/gi, '')
    .replace(/<foreignObject[\s\S]*?<\/foreignObject\s*>/gi, '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/(href|xlink:href)\s*=\s*("\s*(javascript|data):[^"]*"|'\s*(javascript|data):[^']*')/gi, '$1="#"');
  return Buffer.from(cleaned, 'utf8');
}
