import QRCode from 'qrcode';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { buttonVariants } from '../../../components/styles';

/** Quiet zone of four modules, as the QR standard asks, so phones read the code off any background. */
const QUIET_ZONE = 4;

/** The card's public address (on its link domain) with ?src=qr, so a visit through this code counts as a QR scan. */
export function getCardQrUrl(publicUrl: string): string {
  return `${publicUrl}?src=qr`;
}

/** The SVG path of the dark modules of a QR code, one unit per module, offset by the quiet zone. */
export function getQrPath(value: string): { path: string; size: number } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + QUIET_ZONE * 2 };
}

/**
 * A QR code of this card, drawn here (a visitor has no account to ask the server's branded codes with),
 * for handing the card on from one phone to the next. Loaded only when opened, with the QR library.
 */
export default function CardQrDialog({
  isOpen,
  onClose,
  publicUrl,
}: {
  isOpen: boolean;
  onClose: () => void;
  publicUrl: string;
}) {
  const { t } = useTranslation('vcards');
  const { path, size } = useMemo(() => getQrPath(getCardQrUrl(publicUrl)), [publicUrl]);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('vcards:public.qr.title')}
      description={t('vcards:public.qr.description')}
    >
      <div className="flex justify-center">
        {/* Always dark on white, in both themes: scanners expect it. */}
        <svg
          role="img"
          aria-label={t('vcards:public.qr.label')}
          viewBox={`0 0 ${size} ${size}`}
          shapeRendering="crispEdges"
          className="size-64 max-w-full rounded-lg bg-white"
        >
          <rect width={size} height={size} fill="#ffffff" />
          <path d={path} fill="#0f172a" />
        </svg>
      </div>
      <div className="flex justify-end">
        <button type="button" className={buttonVariants.secondary} onClick={onClose}>
          {t('vcards:public.qr.close')}
        </button>
      </div>
    </Dialog>
  );
}
