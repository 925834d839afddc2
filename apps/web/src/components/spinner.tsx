export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const dimension = size === 'sm' ? 'size-4' : 'size-6';
  return (
    <span
      aria-hidden="true"
      className={`${dimension} inline-block animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none`}
    />
  );
}

/** A centred spinner with a visible status text. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700 dark:text-slate-300">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
