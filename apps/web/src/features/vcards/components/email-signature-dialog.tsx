import type { EmailSignature, Vcard } from '@nfc/contract/vcards';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { copyText } from '../../../components/copy-button';
import { Dialog } from '../../../components/dialog';
import { LoadingState } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useEmailSignature } from '../api/get-email-signature';
import { toSignatureDocument } from '../lib/email-signature';

type CopyResult = 'rich' | 'htmlInstead' | 'html' | 'failed' | null;

/**
 * Copies the signature as formatted text (HTML with a plain-text twin), which mail programs paste as a signature;
 * where the browser cannot (no ClipboardItem), the HTML source is copied instead and the caller says so.
 */
async function copyRichText(signature: EmailSignature): Promise<'rich' | 'htmlInstead' | 'failed'> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
    return (await copyText(signature.html)) ? 'htmlInstead' : 'failed';
  }
  try {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([signature.html], { type: 'text/html' }),
        'text/plain': new Blob([signature.text], { type: 'text/plain' }),
      }),
    ]);
    return 'rich';
  } catch {
    return (await copyText(signature.html)) ? 'htmlInstead' : 'failed';
  }
}

function SignatureContent({ card }: { card: Vcard }) {
  const { t, i18n } = useTranslation('vcards');
  const qrId = useId();
  const [withQr, setWithQr] = useState(false);
  const [copied, setCopied] = useState<CopyResult>(null);
  const query = useEmailSignature(card.id, withQr, card.updatedAt, i18n.language);
  const signature = query.data;

  const copy = async (kind: 'rich' | 'html') => {
    if (!signature) return;
    setCopied(null);
    if (kind === 'rich') setCopied(await copyRichText(signature));
    else setCopied((await copyText(signature.html)) ? 'html' : 'failed');
  };

  const messages: Record<Exclude<CopyResult, null>, string> = {
    rich: t('vcards:signature.copiedRich'),
    htmlInstead: t('vcards:signature.copiedHtmlInstead'),
    html: t('vcards:signature.copiedHtml'),
    failed: t('vcards:signature.copyFailed'),
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <input
          id={qrId}
          type="checkbox"
          checked={withQr}
          onChange={(event) => {
            setWithQr(event.currentTarget.checked);
            setCopied(null);
          }}
          className="size-4 rounded border-slate-400 accent-indigo-600"
        />
        <label htmlFor={qrId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('vcards:signature.includeQr')}
        </label>
      </div>

      {query.isPending && <LoadingState label={t('vcards:signature.loading')} />}
      {query.isError && (
        <Alert tone="error" title={t('vcards:signature.loadFailed')}>
          <p>{getErrorMessage(query.error, 'vcards:signature.loadFailedText')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('vcards:signature.retry')}
          </Button>
        </Alert>
      )}
      {signature && (
        <>
          <div>
            <p className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('vcards:signature.preview')}
            </p>
            {/* No permissions at all: the signature's HTML is shown, never run. */}
            <iframe
              title={t('vcards:signature.previewTitle', { name: card.configName })}
              sandbox=""
              srcDoc={toSignatureDocument(signature.html)}
              className="h-72 w-full rounded-lg border border-slate-300 bg-white dark:border-slate-600"
            />
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('vcards:signature.imagesNote')}</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => void copy('rich')} aria-busy={query.isFetching || undefined}>
              {t('vcards:signature.copyRich')}
            </Button>
            <Button variant="secondary" onClick={() => void copy('html')}>
              {t('vcards:signature.copyHtml')}
            </Button>
          </div>
        </>
      )}
      <p
        role="status"
        className={`text-sm ${copied === 'failed' ? 'text-red-700 dark:text-red-400' : 'text-emerald-800 dark:text-emerald-300'}`}
      >
        {copied ? messages[copied] : ''}
      </p>

      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <p className="font-medium text-slate-900 dark:text-white">{t('vcards:signature.howTo')}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>{t('vcards:signature.gmail')}</li>
          <li>{t('vcards:signature.outlook')}</li>
          <li>{t('vcards:signature.appleMail')}</li>
        </ul>
      </div>
    </div>
  );
}

/** The card as an e-mail signature: a preview, copy as formatted text or as HTML, and where to paste it. */
export function EmailSignatureDialog({ card, onClose }: { card: Vcard | null; onClose: () => void }) {
  const { t } = useTranslation('vcards');
  return (
    <Dialog
      isOpen={card !== null}
      onClose={onClose}
      title={card ? t('vcards:signature.title', { name: card.configName }) : ''}
      description={t('vcards:signature.description')}
      className="max-w-2xl!"
    >
      {card && (
        <>
          <SignatureContent card={card} />
          <div className="mt-4 flex justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('vcards:signature.close')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
