import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Navigates to `to` after `delayMs` once `isActive` turns true; leaving the page cancels it. */
export function useDelayedRedirect(to: string, delayMs: number, isActive: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isActive) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [isActive, to, delayMs, navigate]);
}
