import { useTranslation } from 'react-i18next';
import { Card } from './card';

/** One figure of an analytics page as a tile: what it counts, the number in the UI language, an optional note. */
export function StatCard({ label, value, note }: { label: string; value: number; note?: string }) {
  const { i18n } = useTranslation();
  return (
    <Card className="p-5">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900 dark:text-white">
        {new Intl.NumberFormat(i18n.language).format(value)}
      </p>
      {note && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</p>}
    </Card>
  );
}
