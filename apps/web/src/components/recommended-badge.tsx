/** The mark of the plan the platform recommends (plans.isRecommended); the word carries the meaning. */
export function RecommendedBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-indigo-600 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-indigo-400 dark:text-slate-950">
      {label}
    </span>
  );
}
