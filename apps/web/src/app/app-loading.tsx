/** Shown before the translations exist, so this one text cannot come from i18n (spec: start-up behaviour). */
export function AppLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-slate-700 dark:text-slate-300">
      Loading application...
    </div>
  );
}
