import type { AdminStats } from '@nfc/contract/admin';
import { toCsv } from '@nfc/contract/csv';
import { describe, expect, it } from 'vitest';
import { figureKeys, getFiguresCsvRows, getFiguresFileName } from './figures-csv';

const stats: AdminStats = {
  users: 12,
  orders: 3,
  revenue: 1234.5678,
  vcards: 7,
  tags: 9,
  plans: 2,
  activeSubscriptions: 4,
  scans30d: 120,
  recentActivity: [],
  orderRevenue: 1194.6678,
  subscriptionRevenue: 39.9,
  mrr: 39.9,
  pendingOrders: 2,
  pendingAmount: 150.005,
};

describe('figures export', () => {
  const generatedAt = new Date('2025-06-01T10:30:00Z');
  const rows = getFiguresCsvRows(
    stats,
    { figure: 'Figure', value: 'Value', generatedAt: 'Exported at', of: (key) => `label:${key}` },
    generatedAt,
  );

  it('has a header, one row per figure and the export time', () => {
    expect(rows[0]).toEqual(['Figure', 'Value']);
    expect(rows.slice(1, -1).map((row) => row[0])).toEqual(figureKeys.map((key) => `label:${key}`));
    expect(rows.at(-1)).toEqual(['Exported at', '2025-06-01T10:30:00.000Z']);
  });

  it('keeps the real figures, revenue rounded to cents', () => {
    expect(rows).toContainEqual(['label:users', 12]);
    expect(rows).toContainEqual(['label:revenue', 1234.57]);
    expect(rows).toContainEqual(['label:scans30d', 120]);
    expect(rows).toContainEqual(['label:orderRevenue', 1194.67]);
    expect(rows).toContainEqual(['label:mrr', 39.9]);
    expect(rows).toContainEqual(['label:pendingOrders', 2]);
    expect(rows).toContainEqual(['label:pendingAmount', 150.01]);
    expect(toCsv(rows).split('\r\n')).toHaveLength(figureKeys.length + 2);
  });

  it('names the file after the day', () => {
    expect(getFiguresFileName(generatedAt)).toBe('admin-figures-2025-06-01.csv');
  });
});
