/** Lets the browser save a Blob or a data:/same-origin URL under `fileName`. */
export function saveFile(content: Blob | string, fileName: string): void {
  const href = typeof content === 'string' ? content : URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the click returns; the object URL is only freed a moment later.
  if (typeof content !== 'string') window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** A file name part made of letters, digits, dash and underscore. */
export function toFileNamePart(value: string, fallback: string): string {
  const cleaned = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w-]+/g, '-')
    // (?<!-) starts a match at the first dash of a run only, which keeps the search linear.
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 60);
  return cleaned || fallback;
}
