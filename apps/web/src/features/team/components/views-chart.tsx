import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, type TooltipContentProps, XAxis, YAxis } from 'recharts';
import { getMemberName } from '../lib/member-actions';
import type { MemberFigures } from '../lib/team-analytics';

const BAR_ROW_PX = 36;
const LABEL_MAX_CHARS = 18;

function shorten(label: string): string {
  return label.length > LABEL_MAX_CHARS ? `${label.slice(0, LABEL_MAX_CHARS - 1)}…` : label;
}

function ChartTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const { t } = useTranslation('team');
  const member = payload?.[0]?.payload as MemberFigures | undefined;
  if (!active || !member) return null;
  return (
    <div className="rounded-md bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-slate-900/10 dark:bg-slate-800 dark:ring-white/10">
      <p className="font-semibold text-slate-900 dark:text-white">{getMemberName(member)}</p>
      <p className="text-slate-700 dark:text-slate-300">{t('team:analytics.viewsCount', { count: member.views })}</p>
    </div>
  );
}

/**
 * Views per member as horizontal bars, most viewed on top. Hidden from screen readers: the table beside it holds
 * the same figures.
 */
export function ViewsChart({ members }: { members: readonly MemberFigures[] }) {
  // Bars keyed by id: two members may share a name.
  const names = new Map(members.map((member) => [member.id, getMemberName(member)]));
  return (
    <div
      className="text-slate-600 dark:text-slate-400"
      style={{ height: members.length * BAR_ROW_PX + 40 }}
      aria-hidden="true"
    >
      <BarChart
        data={[...members]}
        layout="vertical"
        responsive
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke="currentColor" strokeOpacity={0.15} />
        <XAxis
          type="number"
          allowDecimals={false}
          tick={{ fill: 'currentColor', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: 'currentColor', strokeOpacity: 0.3 }}
        />
        <YAxis
          type="category"
          dataKey="id"
          tickFormatter={(id: string) => shorten(names.get(id) ?? '')}
          tick={{ fill: 'currentColor', fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={128}
        />
        <Tooltip content={<ChartTooltip />} cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} />
        <Bar dataKey="views" fill="#6366f1" maxBarSize={24} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
