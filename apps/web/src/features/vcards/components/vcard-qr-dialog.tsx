import type { Vcard } from '@nfc/contract/vcards';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { QrDownloadButtons, QrImage } from '../../../components/qr-code';
import { toFileNamePart } from '../../../components/save-file';
import { textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';

/** The QR code of a card's public page, to look at and to download as PNG or SVG. */
export function VcardQrDialog({ card, onClose }: { card: Vcard | null; onClose: () => void }) {
  const { t } = useTranslation(['vcards', 'qr']);
  return (
    <Dialog
      isOpen={card !== null}
      onClose={onClose}
      title={card ? t('vcards:qr.title', { name: card.configName }) : ''}
      description={t('vcards:qr.description')}
    >
      {card && (
        <div className="space-y-4">
          <div className="flex justify-center">
            <QrImage
              path={`/vcf-configs/${card.id}/qr.svg`}
              label={t('vcards:qr.label', { name: card.configName })}
              loadingLabel={t('qr:image.loading')}
              errorLabel={t('qr:image.failed')}
              retryLabel={t('qr:image.retry')}
              className="size-52"
            />
          </div>
          <div className="flex justify-center">
            <QrDownloadButtons
              basePath={`/vcf-configs/${card.id}/qr`}
              fileBaseName={`qr-vcard-${toFileNamePart(card.configName, 'card')}`}
              pngLabel={t('vcards:qr.downloadPng')}
              svgLabel={t('vcards:qr.downloadSvg')}
              onError={() => toast.error(t('vcards:qr.failed'))}
            />
          </div>
          <p className="text-center">
            <Link to={paths.qrSettings} className={`${textLink} text-sm`}>
              {t('qr:image.styleLink')}
            </Link>
          </p>
          <div className="flex justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('vcards:qr.close')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
