import { BULK_INVITATION_MAX_BYTES, type BulkInvitationResult, bulkInvitationResultSchema } from '@nfc/contract/team';
import { getApiError, getErrorStatus } from '../../../lib/api-client';

/** The example file offered for download: the header and one row, CRLF as spreadsheets write it. */
export const EXAMPLE_CSV = 'email,role,name\r\nanna@example.com,member,Anna Beispiel\r\n';
export const EXAMPLE_CSV_FILE_NAME = 'team-invitations-example.csv';

export function createExampleCsv(): Blob {
  return new Blob([EXAMPLE_CSV], { type: 'text/csv;charset=utf-8' });
}

/** The key of what keeps a chosen file from being sent, or null when it may go to the server. */
export function checkInvitationFile(file: File | null): 'team:bulk.noFile' | 'team:bulk.tooLarge' | null {
  if (!file) return 'team:bulk.noFile';
  if (file.size > BULK_INVITATION_MAX_BYTES) return 'team:bulk.tooLarge';
  return null;
}

/** The per-row report of a refused upload (400), or null when the answer has none (an unreadable file, say). */
export function getBulkReport(error: unknown): BulkInvitationResult | null {
  if (getErrorStatus(error) !== 400) return null;
  const parsed = bulkInvitationResultSchema.safeParse(getApiError(error));
  return parsed.success ? parsed.data : null;
}
