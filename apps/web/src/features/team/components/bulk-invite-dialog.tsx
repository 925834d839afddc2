import { BULK_INVITATION_MAX_BYTES, BULK_INVITATION_MAX_ROWS, type BulkInvitationResult } from '@nfc/contract/team';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/field';
import { textLink } from '../../../components/styles';
import { getErrorMessage } from '../../../lib/api-client';
import { useErrorFocus } from '../../../lib/form-errors';
import { useUploadInvitations } from '../api/upload-invitations';
import { checkInvitationFile, createExampleCsv, EXAMPLE_CSV_FILE_NAME, getBulkReport } from '../lib/invitation-csv';
import { BulkReportTable } from './bulk-report-table';

const fileButton =
  'file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-slate-900 dark:file:bg-slate-700 dark:file:text-slate-100';

type Outcome = { isInvited: boolean; message: string; result: BulkInvitationResult | null };

type BulkInviteDialogProps = { isOpen: boolean; onClose: () => void };

/** Invites everyone in a CSV file, or nobody: a refused file comes back with what is wrong in each row. */
export function BulkInviteDialog({ isOpen, onClose }: BulkInviteDialogProps) {
  const { t } = useTranslation('team');
  const upload = useUploadInvitations();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new key empties the file input after a successful upload.
  const [inputKey, setInputKey] = useState(0);
  const [exampleHref, setExampleHref] = useState<string | undefined>();

  useEffect(() => {
    const url = URL.createObjectURL(createExampleCsv());
    setExampleHref(url);
    return () => URL.revokeObjectURL(url);
  }, []);

  const close = () => {
    setFile(null);
    setFileError(undefined);
    setOutcome(null);
    upload.reset();
    onClose();
  };

  const { formRef, focusErrors } = useErrorFocus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkInvitationFile(file);
    setFileError(problem ? t(problem, { size: BULK_INVITATION_MAX_BYTES / 1024 }) : undefined);
    if (problem || !file) {
      focusErrors();
      return;
    }
    setOutcome(null);
    try {
      const result = await upload.mutateAsync(file);
      setOutcome({ isInvited: true, message: t('team:bulk.success', { count: result.invited }), result });
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (error) {
      const report = getBulkReport(error);
      const invalidCount = report?.rows.filter((row) => row.status === 'invalid').length ?? 0;
      setOutcome({
        isInvited: false,
        // Rows with errors are summed up here; a refusal of good rows (too few seats, say) is the server's to explain.
        message:
          invalidCount > 0
            ? t('team:bulk.rowsInvalid', { count: invalidCount })
            : `${getErrorMessage(error, 'team:bulk.failed')} ${report ? t('team:bulk.nobodyInvited') : ''}`.trim(),
        result: report,
      });
      focusErrors();
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t('team:bulk.title')} className="max-w-3xl!">
      <div className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
        <p>{t('team:bulk.intro', { rows: BULK_INVITATION_MAX_ROWS, size: BULK_INVITATION_MAX_BYTES / 1024 })}</p>
        <pre className="overflow-x-auto rounded bg-slate-100 px-3 py-2 font-mono text-xs text-slate-900 dark:bg-slate-900 dark:text-slate-100">
          email,role,name
        </pre>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('team:bulk.columnEmail')}</li>
          <li>{t('team:bulk.columnRole')}</li>
          <li>{t('team:bulk.columnName')}</li>
        </ul>
        <p>{t('team:bulk.allOrNothing')}</p>
        <p>{t('team:bulk.accounts')}</p>
        {exampleHref && (
          <a href={exampleHref} download={EXAMPLE_CSV_FILE_NAME} className={`${textLink} inline-block`}>
            {t('team:bulk.example')}
          </a>
        )}
      </div>

      {outcome && <Alert tone={outcome.isInvited ? 'success' : 'error'}>{outcome.message}</Alert>}
      {outcome?.result && <BulkReportTable result={outcome.result} isInvited={outcome.isInvited} />}

      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          key={inputKey}
          label={t('team:bulk.file')}
          type="file"
          accept=".csv,text/csv"
          required
          error={fileError}
          className={fileButton}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFileError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={upload.isPending}>
            {t(outcome?.isInvited ? 'team:bulk.done' : 'team:bulk.cancel')}
          </Button>
          <Button type="submit" isLoading={upload.isPending}>
            {t('team:bulk.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
