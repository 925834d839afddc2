import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/card';

type SectionProps = { title: string; description?: ReactNode; children: ReactNode };

/** One part of the single sign-on page: a card with its heading and what it is for. */
export function Section({ title, description, children }: SectionProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} role="region" className="space-y-4">
      <div className="space-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && <div className="text-sm text-slate-700 dark:text-slate-300">{description}</div>}
      </div>
      {children}
    </Card>
  );
}

type StatusBadgeProps = { tone: 'good' | 'neutral' | 'warning'; children: ReactNode };

const badgeTones = {
  good: 'bg-emerald-50 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-600',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
} as const;

export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeTones[tone]}`}
    >
      {children}
    </span>
  );
}
