import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL hash and moves focus there, on every navigation to a hash.
 * The router's own hash scroll runs before a lazily loaded page exists, so the page does it once mounted;
 * keying on location.key repeats it when the same section link is followed twice.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is a trigger, a new navigation to the same hash
  useEffect(() => {
    if (!hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = document.getElementById(id);
    if (!target) return;
    const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section, not from the link they used.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
