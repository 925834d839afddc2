import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { buttonVariants } from '../../../components/styles';
import type { CardConsent } from '../api/share-details';

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  downloadToken: string;
  /** The card page to hand on: on the card's link domain, whichever host this page was opened on. */
  publicUrl: string;
  ownerName: string;
  consent: CardConsent;
};

/** Shown instead of a dialog whose code could not be fetched (a phone that lost its connection). */
function LoadFailedDialog({ isOpen, onClose }: DialogProps) {
  const { t } = useTranslation('vcards');
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('vcards:public.partFailed')}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonVariants.secondary} onClick={onClose}>
          {t('vcards:public.qr.close')}
        </button>
        <button type="button" className={buttonVariants.primary} onClick={() => window.location.reload()}>
          {t('vcards:public.reload')}
        </button>
      </div>
    </Dialog>
  );
}

const lazyDialog = (load: () => Promise<{ default: ComponentType<DialogProps> }>) =>
  lazy(() => load().catch(() => ({ default: LoadFailedDialog })));

// Neither the QR library nor the form is part of the card page's first load.
const CardQrDialog = lazyDialog(() => import('./card-qr-dialog'));
const ShareDetailsDialog = lazyDialog(() => import('./share-details-dialog'));

const icons = {
  qr: 'M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h2v2h-2v-2Zm4 0h2v2h-2v-2Zm-4 4h2v2h-2v-2Zm4 0h2v2h-2v-2Z',
  share:
    'M4 6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5v-11Zm0 .5 8 6 8-6',
} as const;

function ActionIcon({ name }: { name: keyof typeof icons }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d={icons[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** 'Show QR code' and 'Share your details' under 'Save contact'; each dialog loads when first opened. */
export function CardActions({
  downloadToken,
  publicUrl,
  ownerName,
  consent,
}: {
  downloadToken: string;
  publicUrl: string;
  ownerName: string;
  consent: CardConsent;
}) {
  const { t } = useTranslation('vcards');
  const [open, setOpen] = useState<'qr' | 'share' | null>(null);
  // Once opened, a dialog stays mounted (closed), so a second opening is instant and keeps what was typed.
  const [used, setUsed] = useState({ qr: false, share: false });
  const show = (dialog: 'qr' | 'share') => {
    setUsed((current) => ({ ...current, [dialog]: true }));
    setOpen(dialog);
  };
  const close = () => setOpen(null);
  const props = { onClose: close, downloadToken, publicUrl, ownerName, consent };
  const buttonClass = `${buttonVariants.secondary} min-h-12 w-full rounded-xl`;

  return (
    <>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button type="button" className={buttonClass} aria-haspopup="dialog" onClick={() => show('qr')}>
          <ActionIcon name="qr" />
          {t('vcards:public.showQr')}
        </button>
        <button type="button" className={buttonClass} aria-haspopup="dialog" onClick={() => show('share')}>
          <ActionIcon name="share" />
          {t('vcards:public.shareDetails')}
        </button>
      </div>
      <Suspense
        fallback={
          <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('vcards:public.loadingPart')}
          </p>
        }
      >
        {used.qr && <CardQrDialog isOpen={open === 'qr'} {...props} />}
        {used.share && <ShareDetailsDialog isOpen={open === 'share'} {...props} />}
      </Suspense>
    </>
  );
}
