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
] as const;
export type FigureKey = (typeof figureKeys)[number];

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
      key === 'revenue' ? Math.round(stats.revenue * 100) / 100 : stats[key],
    ]),
    [labels.generatedAt, generatedAt.toISOString()],
  ];
}

/** admin-figures-2025-06-01.csv */
export function getFiguresFileName(generatedAt: Date): string {
  return `admin-figures-${generatedAt.toISOString().slice(0, 10)}.csv`;
}
