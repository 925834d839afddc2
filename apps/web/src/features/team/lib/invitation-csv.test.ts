import { BULK_INVITATION_MAX_BYTES, invitationBodySchema } from '@nfc/contract/team';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { checkInvitationFile, createExampleCsv, EXAMPLE_CSV, getBulkReport } from './invitation-csv';

function answer(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

const report = {
  message: 'Row 3 has errors. Nobody was invited.',
  invited: 0,
  rows: [
    { line: 2, email: 'anna@example.com', role: 'member', name: 'Anna', status: 'ok', errors: {} },
    { line: 3, email: 'nope', role: 'boss', name: '', status: 'invalid', errors: { email: 'Enter a valid e-mail.' } },
  ],
};

describe('the example file', () => {
  it('has the header the server reads and one row that is a valid invitation', async () => {
    const [header, row, end] = EXAMPLE_CSV.split('\r\n');
    expect(header).toBe('email,role,name');
    expect(end).toBe('');
    const [email, role, name] = (row ?? '').split(',');
    expect(invitationBodySchema.safeParse({ email, role, name }).success).toBe(true);
    const blob = createExampleCsv();
    expect(blob.type).toContain('text/csv');
    expect(await blob.text()).toBe(EXAMPLE_CSV);
  });
});

describe('checkInvitationFile', () => {
  it('asks for a file, refuses one over the size limit, and lets the rest through to the server', () => {
    expect(checkInvitationFile(null)).toBe('team:bulk.noFile');
    const big = new File(['x'.repeat(BULK_INVITATION_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' });
    expect(checkInvitationFile(big)).toBe('team:bulk.tooLarge');
    expect(checkInvitationFile(new File([EXAMPLE_CSV], 'team.csv', { type: 'text/csv' }))).toBeNull();
  });
});

describe('getBulkReport', () => {
  it('reads the per-row report of a refused upload', () => {
    expect(getBulkReport(answer(400, report))).toEqual(report);
  });

  it('has none for an unreadable file, another status or a lost connection', () => {
    expect(getBulkReport(answer(400, { message: 'The file is not a CSV file.' }))).toBeNull();
    expect(getBulkReport(answer(413, report))).toBeNull();
    expect(getBulkReport(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeNull();
    expect(getBulkReport(new Error('boom'))).toBeNull();
  });
});
