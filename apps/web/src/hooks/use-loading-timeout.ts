import { useCallback, useEffect, useState } from 'react';
import { LOADING_TIMEOUT } from '../config/constants';

/**
 * docs/architecture.md#constants: loading of a screen part times out after 120 seconds. `timedOut` turns true
 * once `isLoading` has stayed true that long; `restart` starts a fresh 120 s (Retry).
 */
export function useLoadingTimeout(isLoading: boolean, timeout = LOADING_TIMEOUT) {
  const [timedOut, setTimedOut] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isLoading) return undefined;
    const timer = window.setTimeout(() => setTimedOut(true), timeout);
    return () => {
      window.clearTimeout(timer);
      setTimedOut(false);
    };
  }, [isLoading, attempt, timeout]);

  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  return { timedOut: isLoading && timedOut, restart };
}

/**
 * The same timeout for one query: `retry` starts a fresh 120 s and asks the server again,
 * for the Retry of a part that gave up waiting.
 */
export function useQueryTimeout(query: { isPending: boolean; refetch: () => unknown }) {
  const { timedOut, restart } = useLoadingTimeout(query.isPending);
  const { refetch } = query;
  const retry = useCallback(() => {
    restart();
    void refetch();
  }, [restart, refetch]);
  return { timedOut, retry };
}
