import type { Tag } from '@nfc/contract/tags';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { Dialog } from '../../../components/dialog';
import { QrDownloadButtons, QrImage } from '../../../components/qr-code';
import { toFileNamePart } from '../../../components/save-file';
import { inputClass, textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { WriteNfcButton } from './write-nfc-button';

/** The scan link of a tag to copy, its QR code to download, and writing it onto an NFC chip. */
export function ShareTagDialog({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const { t } = useTranslation(['tags', 'qr']);
  const linkId = useId();
  return (
    <Dialog
      isOpen={tag !== null}
      onClose={onClose}
      title={tag ? t('tags:share.title', { name: tag.name }) : ''}
      description={t('tags:share.description')}
      className="max-w-lg"
    >
      {tag && (
        <div className="space-y-5">
          <div className="space-y-1">
            <label htmlFor={linkId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('tags:share.scanLink')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input id={linkId} readOnly value={tag.scanUrl} className={`${inputClass} font-mono`} />
              <CopyButton
                value={tag.scanUrl}
                label={t('tags:share.copy')}
                copiedLabel={t('tags:share.copied')}
                onError={() => toast.error(t('tags:share.copyFailed'))}
                className="shrink-0"
              />
            </div>
          </div>

          <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start dark:border-slate-700">
            <QrImage
              path={`/tags/${tag.id}/qr.svg`}
              label={t('tags:share.qrLabel', { name: tag.name })}
              loadingLabel={t('qr:image.loading')}
              errorLabel={t('qr:image.failed')}
              retryLabel={t('qr:image.retry')}
              className="size-40"
            />
            <div className="space-y-3">
              <p className="text-sm text-slate-700 dark:text-slate-300">{t('tags:share.qrHint')}</p>
              <QrDownloadButtons
                basePath={`/tags/${tag.id}/qr`}
                fileBaseName={`qr-${toFileNamePart(tag.name, 'tag')}-${tag.userFacingId}`}
                pngLabel={t('tags:share.downloadPng')}
                svgLabel={t('tags:share.downloadSvg')}
                onError={() => toast.error(t('tags:share.qrFailed'))}
              />
              <Link to={paths.qrSettings} className={`${textLink} inline-block text-sm`}>
                {t('qr:image.styleLink')}
              </Link>
            </div>
          </div>

          <WriteNfcButton url={tag.scanUrl} />

          <div className="flex justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('tags:share.close')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
