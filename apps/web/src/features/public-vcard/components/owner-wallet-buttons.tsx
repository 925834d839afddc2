import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardTone } from '../../../components/card-tone';
import { WalletButtons } from '../../../components/wallet-buttons';
import { getOwnerWallet, getWalletLinks, type OwnerWallet } from '../api/get-owner-wallet';

/** The card's own text colours, so the hint and an error read well on any card design. */
type Tone = Pick<CardTone, 'muted' | 'text'>;
type OwnerWalletProps = { downloadToken: string; token: string; tone: Tone };

function OwnerWalletPanel({ wallet, token, tone }: { wallet: OwnerWallet; token: string; tone: Tone }) {
  const { t } = useTranslation('wallet');
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-center">
      <p className={`text-sm ${tone.muted}`}>{t('wallet:publicCard.ownerHint')}</p>
      <WalletButtons
        availability={wallet.availability}
        getLinks={() => getWalletLinks(wallet.cardId, token)}
        onError={setError}
        className="justify-center"
      />
      {error && (
        <p role="alert" className={`text-sm font-semibold ${tone.text}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The wallet buttons on the public card page, for its owner alone: loaded only for a visitor with a session
 * (public-vcard-page.tsx), shown only when that visitor's cards include this one.
 */
export default function OwnerWalletButtons({ downloadToken, token, tone }: OwnerWalletProps) {
  const [wallet, setWallet] = useState<OwnerWallet | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getOwnerWallet(downloadToken, token, controller.signal).then(setWallet, () => {
      // Someone else's card, a session the server no longer takes, or offline: the page stays as strangers see it.
    });
    return () => controller.abort();
  }, [downloadToken, token]);
  if (!wallet) return null;
  // Its texts load only now, for the owner.
  return (
    <Suspense fallback={null}>
      <OwnerWalletPanel wallet={wallet} token={token} tone={tone} />
    </Suspense>
  );
}
