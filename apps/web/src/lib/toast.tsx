import { MAX_TOASTS, toastDurations } from '@nfc/contract/constants';
import { useEffect } from 'react';
import { type DefaultToastOptions, resolveValue, toast, useToaster } from 'react-hot-toast/headless';

// The headless build renders with our own Tailwind markup: no runtime-injected <style> (CSP) and both themes.
export { toast };

/** Options for toasts of the billing and admin areas (5 s, spec: billing section 9). */
export const adminToastOptions = { duration: toastDurations.admin } as const;

const toastOptions: DefaultToastOptions = {
  error: { duration: toastDurations.error },
  success: { duration: toastDurations.success },
  loading: { duration: Number.POSITIVE_INFINITY },
};

const tone = {
  success: 'border-emerald-600 dark:border-emerald-400',
  error: 'border-red-600 dark:border-red-400',
  loading: 'border-indigo-600 dark:border-indigo-400',
  blank: 'border-slate-300 dark:border-slate-600',
  custom: 'border-slate-300 dark:border-slate-600',
} as const;

export function Toaster() {
  const { toasts } = useToaster(toastOptions);
  const visible = toasts.filter((item) => item.visible);

  // At most MAX_TOASTS on screen: the oldest beyond the limit are dismissed.
  useEffect(() => {
    for (const item of visible.slice(MAX_TOASTS)) toast.dismiss(item.id);
  }, [visible]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex flex-col items-center gap-2 px-3">
      {visible.slice(0, MAX_TOASTS).map((item) => (
        <div
          key={item.id}
          {...item.ariaProps}
          className={`pointer-events-auto w-full max-w-sm rounded-lg border-l-4 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg ring-1 ring-slate-900/10 dark:bg-slate-800 dark:text-slate-100 dark:ring-white/10 ${tone[item.type]}`}
        >
          {resolveValue(item.message, item)}
        </div>
      ))}
    </div>
  );
}
