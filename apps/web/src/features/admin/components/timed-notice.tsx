import { toastDurations } from '@nfc/contract/constants';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';

/**
 * A message that disappears after the admin toast time (5 s, spec: billing and admin section 9). Used inside
 * modals, where a toast would sit behind the backdrop.
 */
export function useTimedNotice() {
  const [notice, setNotice] = useState<{ message: string; id: number } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), toastDurations.admin);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const show = useCallback((message: string) => setNotice({ message, id: Date.now() }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice: notice?.message ?? null, show, clear };
}

export function TimedNotice({ message }: { message: string | null }) {
  return message ? <Alert tone="error">{message}</Alert> : null;
}
