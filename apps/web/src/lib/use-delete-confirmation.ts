import { useState } from 'react';
import { getErrorMessage } from './api-client';

/**
 * The 'are you sure?' step of a delete: which item is asked about, the error of a failed attempt,
 * and confirming (which closes the dialog only when the delete worked).
 */
export function useDeleteConfirmation<T>(options: {
  remove: (item: T) => Promise<unknown>;
  onDeleted: (item: T) => void;
  failureKey: string;
}) {
  const [item, setItem] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setItem(null);
    setError(null);
  };

  const confirm = async () => {
    if (item === null) return;
    setError(null);
    try {
      await options.remove(item);
      options.onDeleted(item);
      close();
    } catch (failure) {
      setError(getErrorMessage(failure, options.failureKey));
    }
  };

  return { item, error, ask: setItem, close, confirm };
}
