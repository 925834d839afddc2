import { useEffect, useState } from 'react';
import type { PictureChange } from './vcard-payload';

/** A blob: URL of the chosen file for a preview, released when the file changes or the form goes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** What one image shows right now: the chosen file, the stored image, or none (marked for removal). */
export function getShownImage(change: PictureChange, newUrl: string | null, storedUrl: string | null): string | null {
  if (change.kind === 'replace') return newUrl;
  return change.kind === 'keep' ? storedUrl : null;
}
