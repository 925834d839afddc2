import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/icon';
import { focusRing } from '../../../components/styles';

type StatCardProps = {
  label: string;
  value: string;
  /** What the figure is made of, under the value. */
  detail?: string;
  hint: string;
  to: string;
  icon: IconName;
};

/** One figure of the dashboard; the whole card links to where the figure can be worked on. */
export function StatCard({ label, value, detail, hint, to, icon }: StatCardProps) {
  return (
    <Link
      to={to}
      className={`group flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-indigo-700 dark:hover:bg-indigo-950/40 ${focusRing}`}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
        <Icon name={icon} className="size-6" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-700 dark:text-slate-300">{label}</span>
        <span className="block text-2xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">
          {value}
        </span>
        {detail && <span className="block text-xs text-slate-700 dark:text-slate-300">{detail}</span>}
        <span className="mt-1 block text-xs font-medium text-indigo-700 group-hover:underline dark:text-indigo-300">
          {hint}
        </span>
      </span>
    </Link>
  );
}
