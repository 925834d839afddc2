import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCardTone } from '../../../components/card-tone';
import { ContactCard, getFullName } from '../../../components/contact-card';
import { LoadingState } from '../../../components/spinner';
import { buttonVariants, focusRing } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { useSharedVcard } from '../api/get-shared-vcard';
import { useRecordScanOnce } from '../api/record-scan';
import { CardActions } from '../components/card-actions';
import { getCardAttribution, toAttributionQuery } from '../lib/card-attribution';
import { getLiveSessionToken } from '../lib/owner-wallet';
import { useCardManifest } from '../lib/use-card-manifest';

// Only a visitor with a session loads this (their own card may offer its wallet passes); strangers never do.
const OwnerWalletButtons = lazy(() =>
  import('../components/owner-wallet-buttons').catch(() => ({ default: () => null })),
);

/** The .vcf on the API base (spec: /vcf/download/{downloadToken}), saying which tag led here (its funnel). */
function getDownloadPath(downloadToken: string): string {
  const attribution = toAttributionQuery(getCardAttribution(window.location.search));
  return `/api/vcf/download/${encodeURIComponent(downloadToken)}${attribution}`;
}

function StateMessage({
  title,
  text,
  icon,
  children,
}: {
  title: string;
  text: string;
  icon: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('vcards');
  return (
    <div className="rounded-3xl bg-white px-6 py-10 text-center shadow-xl ring-1 ring-slate-900/5 dark:bg-slate-900 dark:ring-white/10">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {icon}
      </div>
      <h1 className="mt-5 text-xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{text}</p>
      <div className="mt-6 flex flex-col items-center gap-3">
        {children}
        <a href={paths.launch} className={buttonVariants.secondary}>
          {t('vcards:public.toHomepage')}
        </a>
      </div>
    </div>
  );
}

const cardOffIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 3l18 18" strokeLinecap="round" />
  </svg>
);
const warningIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8">
    <path d="M12 4 2.5 20h19L12 4Zm0 6v4m0 3v.01" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The page strangers see after scanning a chip or QR code: the card, and one big button to save it. Free of the
 * router (see public-vcard-route.tsx), which would otherwise be a third of the small public entry's first load.
 */
export function PublicVcardView({ downloadToken }: { downloadToken: string }) {
  const { t } = useTranslation(['vcards', 'translation']);
  const query = useSharedVcard(downloadToken);
  const card = query.data?.status === 'active' ? query.data : null;
  useRecordScanOnce(downloadToken, card !== null);
  useCardManifest(downloadToken, card !== null);
  const [sessionToken] = useState(getLiveSessionToken);

  const fullName = card ? getFullName(card) || card.organisationName || '' : '';
  useEffect(() => {
    if (!fullName) return;
    const previous = document.title;
    document.title = t('vcards:public.documentTitle', { name: fullName });
    return () => {
      document.title = previous;
    };
  }, [fullName, t]);

  let content: ReactNode;
  if (!downloadToken) {
    content = (
      <StateMessage title={t('vcards:public.noTokenTitle')} text={t('vcards:public.noToken')} icon={warningIcon} />
    );
  } else if (query.isPending) {
    content = <LoadingState label={t('vcards:public.loading')} />;
  } else if (query.isError) {
    const isMissing = query.error?.status === 404;
    content = isMissing ? (
      <StateMessage title={t('vcards:public.notFoundTitle')} text={t('vcards:public.notFound')} icon={cardOffIcon} />
    ) : (
      <StateMessage title={t('vcards:public.errorTitle')} text={t('vcards:public.error')} icon={warningIcon}>
        <button type="button" className={buttonVariants.primary} onClick={() => query.refetch()}>
          {t('translation:common.tryAgain')}
        </button>
      </StateMessage>
    );
  } else if (!card) {
    content = (
      <StateMessage
        title={t('vcards:public.unavailableTitle')}
        text={t('vcards:public.unavailable')}
        icon={cardOffIcon}
      />
    );
  } else {
    const tone = getCardTone(card.appearance);
    content = (
      <ContactCard
        card={{ ...card, pictureUrl: card.profilePictureUrl }}
        action={
          <>
            <a
              href={getDownloadPath(downloadToken)}
              download
              className={`flex min-h-14 w-full items-center justify-center gap-2.5 rounded-2xl px-6 py-4 text-lg font-semibold transition-colors ${tone.saveButton} ${focusRing}`}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M15 19a6 6 0 0 0-12 0M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm10-3v6m3-3h-6" />
              </svg>
              {t('vcards:public.saveContact')}
            </a>
            <p className={`mt-2 text-xs ${tone.muted}`}>{t('vcards:public.saveHint')}</p>
            <CardActions
              downloadToken={downloadToken}
              publicUrl={card.publicUrl}
              ownerName={fullName || t('vcards:card.unnamed')}
              consent={card.consent}
            />
            {sessionToken && (
              <Suspense fallback={null}>
                <OwnerWalletButtons downloadToken={downloadToken} token={sessionToken} tone={tone} />
              </Suspense>
            )}
          </>
        }
      />
    );
  }

  return <div className="mx-auto w-full max-w-md px-3 pt-2 pb-12 sm:px-4 sm:pt-6">{content}</div>;
}
