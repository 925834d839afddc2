import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { toast } from '../../../lib/toast';

/** The part of Web NFC we use (Chrome on Android); TypeScript's DOM library does not describe it yet. */
type NdefWriter = {
  write: (
    message: { records: Array<{ recordType: 'url'; data: string }> },
    options?: { signal?: AbortSignal },
  ) => Promise<void>;
};
type NdefWindow = Window & { NDEFReader?: new () => NdefWriter };

export function isWebNfcAvailable(): boolean {
  return typeof window !== 'undefined' && 'NDEFReader' in window;
}

/** Writes the scan link onto an NFC chip held to the phone; rendered only where the browser has Web NFC. */
export function WriteNfcButton({ url }: { url: string }) {
  const { t } = useTranslation('tags');
  const [isWriting, setWriting] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  if (!isWebNfcAvailable()) return null;

  const write = async () => {
    const Reader = (window as NdefWindow).NDEFReader;
    if (!Reader) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setWriting(true);
    try {
      await new Reader().write({ records: [{ recordType: 'url', data: url }] }, { signal: controller.signal });
      toast.success(t('tags:share.nfcWritten'));
    } catch (error) {
      if (!controller.signal.aborted) {
        const isDenied = error instanceof DOMException && error.name === 'NotAllowedError';
        toast.error(isDenied ? t('tags:share.nfcDenied') : t('tags:share.nfcFailed'));
      }
    } finally {
      setWriting(false);
      abortRef.current = null;
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" isLoading={isWriting} onClick={() => void write()}>
          {isWriting ? t('tags:share.nfcWaiting') : t('tags:share.writeNfc')}
        </Button>
        {isWriting && (
          <Button variant="ghost" onClick={() => abortRef.current?.abort()}>
            {t('tags:share.nfcCancel')}
          </Button>
        )}
      </div>
      <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
        {isWriting ? t('tags:share.nfcHold') : t('tags:share.nfcHint')}
      </p>
    </div>
  );
}
