/** A list of features, each with a green check mark (the mark is decorative). */
export function FeatureList({
  features,
  label,
  className = '',
}: {
  features: string[];
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={`space-y-2 text-sm ${className}`}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2 text-slate-800 dark:text-slate-200">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            fill="currentColor"
          >
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
