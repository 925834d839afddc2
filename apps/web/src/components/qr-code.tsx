import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../lib/api-client';
import { Button } from './button';
import { saveFile } from './save-file';
import { Spinner } from './spinner';

/** The root key of every QR image: saving the QR style invalidates it, so open codes redraw. */
export const qrImagesQueryKey = ['qr-images'] as const;

// GET /api/{path} - a QR image drawn by the server in the user's style (SVG or PNG), as a Blob
export async function getQrImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const { data } = await api.get<Blob>(path, { responseType: 'blob', signal });
  return data;
}

/**
 * A server-drawn QR image as an object URL. The API needs the auth header, which an <img src> cannot
 * send, so the image is fetched with the API client and shown from memory; the URL is freed on change.
 */
export function useQrImageUrl(path: string | null) {
  const query = useQuery({
    queryKey: [...qrImagesQueryKey, path],
    queryFn: ({ signal }) => getQrImage(path as string, signal),
    enabled: path !== null,
    placeholderData: keepPreviousData,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  return { url: query.data ? url : null, query };
}

type QrImageProps = {
  /** API path of the SVG, e.g. `/tags/{id}/qr.svg`. */
  path: string | null;
  label: string;
  loadingLabel: string;
  errorLabel: string;
  retryLabel: string;
  className?: string;
};

/** A branded QR code from the server, with its loading and error states in the same square. */
export function QrImage({ path, label, loadingLabel, errorLabel, retryLabel, className = 'size-48' }: QrImageProps) {
  const { url, query } = useQrImageUrl(path);
  const box = `flex shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white dark:border-slate-700 ${className}`;
  if (url) {
    return (
      <img
        src={url}
        alt={label}
        className={`${box} object-contain transition-opacity ${query.isFetching ? 'opacity-70' : ''}`}
      />
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className={`${box} flex-col gap-2 p-3 text-center text-sm text-red-800 dark:bg-slate-900 dark:text-red-300`}
      >
        <p>{errorLabel}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className={`${box} gap-2 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-300`}>
      <Spinner size="sm" />
      <span className="sr-only">{loadingLabel}</span>
    </div>
  );
}

type QrDownloadButtonsProps = {
  /** API path without the extension, e.g. `/tags/{id}/qr`; `.png` and `.svg` are appended. */
  basePath: string;
  fileBaseName: string;
  pngLabel: string;
  svgLabel: string;
  onError: () => void;
};

export function QrDownloadButtons({ basePath, fileBaseName, pngLabel, svgLabel, onError }: QrDownloadButtonsProps) {
  const [busy, setBusy] = useState<'png' | 'svg' | null>(null);
  const download = async (format: 'png' | 'svg') => {
    setBusy(format);
    try {
      saveFile(await getQrImage(`${basePath}.${format}?download=1`), `${fileBaseName}.${format}`);
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
