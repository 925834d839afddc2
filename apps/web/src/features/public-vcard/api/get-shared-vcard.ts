import type { SharedVcard } from '@nfc/contract/vcards';
import { useCallback, useEffect, useState } from 'react';

/** An answer other than 2xx, with its status, so the page can tell 'not found' from 'try again'. */
export class SharedVcardError extends Error {
  constructor(readonly status: number | null) {
    super(status ? `The card could not be loaded (${status}).` : 'The card could not be loaded.');
  }
}

// GET /api/vcf/share/:downloadToken - the public data of a card, or { status: 'inactive', message }
// Plain fetch: the public card page has its own small entry without the portal's HTTP and query libraries.
export async function getSharedVcard(downloadToken: string, signal?: AbortSignal): Promise<SharedVcard> {
  let response: Response;
  try {
    response = await fetch(`/api/vcf/share/${encodeURIComponent(downloadToken)}`, {
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new SharedVcardError(null);
  }
  if (!response.ok) throw new SharedVcardError(response.status);
  return (await response.json()) as SharedVcard;
}

type SharedVcardState =
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: SharedVcard; error: null }
  | { status: 'error'; data: undefined; error: SharedVcardError };

export function useSharedVcard(downloadToken: string) {
  const [state, setState] = useState<SharedVcardState>({ status: 'pending', data: undefined, error: null });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` changes only to load again (Try again).
  useEffect(() => {
    if (!downloadToken) return;
    const controller = new AbortController();
    setState({ status: 'pending', data: undefined, error: null });
    getSharedVcard(downloadToken, controller.signal).then(
      (data) => setState({ status: 'success', data, error: null }),
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setState({
          status: 'error',
          data: undefined,
          error: error instanceof SharedVcardError ? error : new SharedVcardError(null),
        });
      },
    );
    return () => controller.abort();
  }, [downloadToken, attempt]);

  const refetch = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, isPending: state.status === 'pending', isError: state.status === 'error', refetch };
}
