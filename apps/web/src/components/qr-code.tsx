import QRCode from 'qrcode';
import { useMemo, useState } from 'react';
import { Button } from './button';
import { saveFile } from './save-file';

/** Quiet zone of four modules, as the QR standard asks, so phones read the code off any background. */
const QUIET_ZONE = 4;
const qrOptions = { errorCorrectionLevel: 'M', margin: QUIET_ZONE } as const;

/** The SVG path of the dark modules of a QR code, one unit per module, offset by the quiet zone. */
export function getQrPath(value: string): { path: string; size: number } {
  const { modules } = QRCode.create(value, qrOptions);
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + QUIET_ZONE * 2 };
}

/** A QR code drawn as SVG elements (no injected markup); always dark on white, in both themes. */
export function QrCode({ value, label, className = 'size-48' }: { value: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => getQrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`rounded-lg bg-white ${className}`}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}

export async function downloadQrPng(value: string, fileBaseName: string): Promise<void> {
  const dataUrl = await QRCode.toDataURL(value, { ...qrOptions, width: 1024 });
  saveFile(dataUrl, `${fileBaseName}.png`);
}

export async function downloadQrSvg(value: string, fileBaseName: string): Promise<void> {
  const svg = await QRCode.toString(value, { ...qrOptions, type: 'svg' });
  saveFile(new Blob([svg], { type: 'image/svg+xml' }), `${fileBaseName}.svg`);
}

type QrDownloadButtonsProps = {
  value: string;
  fileBaseName: string;
  pngLabel: string;
  svgLabel: string;
  onError: () => void;
};

export function QrDownloadButtons({ value, fileBaseName, pngLabel, svgLabel, onError }: QrDownloadButtonsProps) {
  const [busy, setBusy] = useState<'png' | 'svg' | null>(null);
  const download = async (format: 'png' | 'svg') => {
    setBusy(format);
    try {
      await (format === 'png' ? downloadQrPng(value, fileBaseName) : downloadQrSvg(value, fileBaseName));
    } catch {
      onError();
    } finally {
      setBusy(null);
    }
  };
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" isLoading={busy === 'png'} onClick={() => void download('png')}>
        {busy !== 'png' && icon}
        {pngLabel}
      </Button>
      <Button variant="secondary" isLoading={busy === 'svg'} onClick={() => void download('svg')}>
        {busy !== 'svg' && icon}
        {svgLabel}
      </Button>
    </div>
  );
}
