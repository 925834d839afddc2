import { buildCsv, type CsvValue } from '@nfc/contract/csv';

/** A CSV file as a Blob; the byte order mark makes spreadsheet programs read umlauts as UTF-8. */
export function toCsvBlob(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): Blob {
  return new Blob([buildCsv(rows)], { type: 'text/csv;charset=utf-8' });
}
