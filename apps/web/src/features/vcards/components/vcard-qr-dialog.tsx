import type { VcfConfig } from '@nfc/contract/vcards';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { QrCode, QrDownloadButtons } from '../../../components/qr-code';
import { toFileNamePart } from '../../../components/save-file';
import { toast } from '../../../lib/toast';
import { getPublicUrl } from '../lib/vcard-links';

/** The QR code of a card's public page, to look at and to download as PNG or SVG. */
export function VcardQrDialog({ card, onClose }: { card: VcfConfig | null; onClose: () => void }) {
  const { t } = useTranslation('vcards');
  const url = card ? getPublicUrl(card.downloadToken) : '';
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
            <QrCode value={url} label={t('vcards:qr.label', { name: card.configName })} className="size-52" />
          </div>
          <div className="flex justify-center">
            <QrDownloadButtons
              value={url}
              fileBaseName={`qr-vcard-${toFileNamePart(card.configName, 'card')}`}
              pngLabel={t('vcards:qr.downloadPng')}
              svgLabel={t('vcards:qr.downloadSvg')}
              onError={() => toast.error(t('vcards:qr.failed'))}
            />
          </div>
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
