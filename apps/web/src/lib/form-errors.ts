import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getApiError } from './api-client';

/** Puts the server's per-field messages (`errors` map) under the matching fields; true when any matched. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const fieldErrors = getApiError(error)?.errors;
  if (!fieldErrors) return false;
  let hasMatched = false;
  for (const [field, message] of Object.entries(fieldErrors)) {
    const match = fields.find((name) => name === field);
    if (match) {
      setError(match, { type: 'server', message });
      hasMatched = true;
    }
  }
  return hasMatched;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Brings a failed form's problem to the person: the first invalid field (in page order) is scrolled to the middle
 * of the screen and focused; without one, the form's error alert (inside the form, else beside it) is. Answers
 * whether it found something to show.
 */
export function focusFirstError(form: HTMLElement | null): boolean {
  if (!form) return false;
  const alertNear = () =>
    form.querySelector<HTMLElement>('[role="alert"]') ??
    form.parentElement?.querySelector<HTMLElement>('[role="alert"]') ??
    null;
  const target = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? alertNear();
  if (!target) return false;
  // An alert is not focusable by itself; -1 lets a script focus it without adding a tab stop.
  if (target.getAttribute('role') === 'alert' && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
  return true;
}

/** react-hook-form calls the invalid handler before it renders the messages: wait a few frames for them. */
const MAX_WAIT_FRAMES = 10;

/**
 * The one way a form shows its errors after a failed submit: pass `formRef` to the <form>, `focusErrors` as
 * react-hook-form's invalid handler (`handleSubmit(onValid, focusErrors)`) and call it when the server refuses.
 */
export function useErrorFocus<T extends HTMLElement = HTMLFormElement>(): {
  formRef: RefObject<T | null>;
  focusErrors: () => void;
} {
  const formRef = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    let frames = 0;
    let handle = 0;
    const tryFocus = () => {
      if (focusFirstError(formRef.current) || frames >= MAX_WAIT_FRAMES) return;
      frames += 1;
      handle = window.requestAnimationFrame(tryFocus);
    };
    tryFocus();
    return () => window.cancelAnimationFrame(handle);
  }, [attempt]);
  const focusErrors = useCallback(() => setAttempt((count) => count + 1), []);
  return { formRef, focusErrors };
}
