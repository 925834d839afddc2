import type { AdminStats } from '@nfc/contract/admin';
import type { CsvValue } from '@nfc/contract/csv';

/** The dashboard's figures, in the order the cards and the export show them. */
export const figureKeys = [
  'users',
  'orders',
  'revenue',
  'vcards',
  'tags',
  'plans',
  'activeSubscriptions',
  'scans30d',
  'orderRevenue',
  'subscriptionRevenue',
  'mrr',
  'pendingOrders',
  'pendingAmount',
] as const;
export type FigureKey = (typeof figureKeys)[number];

/** The figures that are amounts of money (euros). */
export const moneyFigureKeys: readonly FigureKey[] = [
  'revenue',
  'orderRevenue',
  'subscriptionRevenue',
  'mrr',
  'pendingAmount',
];

/** A figure's value; the added figures are optional in the answer and count as 0 when a server omits them. */
export function getFigure(stats: AdminStats, key: FigureKey): number {
  return stats[key] ?? 0;
}

type FiguresCsvLabels = {
  figure: string;
  value: string;
  generatedAt: string;
  /** The name of each figure in the reader's language. */
  of: (key: FigureKey) => string;
};

/**
 * The rows of the figures export: a header, one row per figure, and when it was taken. Values stay
 * machine-readable (a point as decimal separator, an ISO timestamp) so any spreadsheet reads them.
 */
export function getFiguresCsvRows(stats: AdminStats, labels: FiguresCsvLabels, generatedAt: Date): CsvValue[][] {
  return [
    [labels.figure, labels.value],
    ...figureKeys.map((key): CsvValue[] => [
      labels.of(key),
      moneyFigureKeys.includes(key) ? Math.round(getFigure(stats, key) * 100) / 100 : getFigure(stats, key),
    ]),
    [labels.generatedAt, generatedAt.toISOString()],
  ];
}

/** admin-figures-2025-06-01.csv */
export function getFiguresFileName(generatedAt: Date): string {
  return `admin-figures-${generatedAt.toISOString().slice(0, 10)}.csv`;
}
