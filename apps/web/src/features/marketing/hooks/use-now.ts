import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs` until `until` has passed (then it stops ticking). */
export function useNow(intervalMs: number, until: Date): Date {
  const [now, setNow] = useState(() => new Date());
  const isDone = now >= until;

  useEffect(() => {
    if (isDone) return;
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, isDone]);

  return now;
}
