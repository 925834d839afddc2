import type { WalletAvailability, WalletLinks } from '@nfc/contract/wallet';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getShownWallets, getWalletLink, type Wallet } from '../lib/wallet';
import { Spinner } from './spinner';
import { focusRing } from './styles';

// Drawn here after the official badges (black, a thin grey edge, the wallet's glyph, white text): their artwork
// cannot be shipped, so these are faithful, simple stand-ins.
function AppleWalletGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
      <rect x="2" y="3" width="20" height="18" rx="4" fill="#3a3a3c" />
      <rect x="4" y="5" width="16" height="5" rx="1.2" fill="#2f9bf0" />
      <rect x="4" y="7.5" width="16" height="5" rx="1.2" fill="#34c759" />
      <rect x="4" y="10" width="16" height="5" rx="1.2" fill="#ffcc00" />
      <rect x="4" y="12.5" width="16" height="5" rx="1.2" fill="#ff3b30" />
      <path d="M2 14.5h6.2a3.8 3.8 0 0 0 7.6 0H22V17a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4Z" fill="#d1d1d6" />
    </svg>
  );
}

function GoogleWalletGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
      <rect x="2.5" y="3" width="19" height="9" rx="2.5" fill="#34a853" />
      <rect x="2.5" y="6" width="19" height="9" rx="2.5" fill="#fbbc04" />
      <rect x="2.5" y="9" width="19" height="9" rx="2.5" fill="#ea4335" />
      <path
        d="M2.5 13.2h5.4a4.1 4.1 0 0 0 8.2 0h5.4v5.3a2.5 2.5 0 0 1-2.5 2.5h-14a2.5 2.5 0 0 1-2.5-2.5Z"
        fill="#4285f4"
      />
    </svg>
  );
}

const badgeBase = `inline-flex min-h-11 items-center gap-2.5 border border-neutral-400 bg-black py-1.5 text-left text-sm leading-tight font-medium text-white transition-colors hover:bg-neutral-800 aria-disabled:cursor-progress aria-disabled:opacity-80 ${focusRing}`;

const badges = {
  apple: { glyph: <AppleWalletGlyph />, className: `${badgeBase} rounded-lg px-3.5` },
  google: { glyph: <GoogleWalletGlyph />, className: `${badgeBase} rounded-full px-4` },
} as const;

export type WalletButtonsProps = {
  availability: WalletAvailability;
  /** Fresh signed links (they work for an hour), fetched when a button is pressed. */
  getLinks: () => Promise<WalletLinks>;
  /** Tells the user that a pass could not be opened (a toast in the portal, a line of text on the card page). */
  onError: (message: string) => void;
  /** Names the card in each button's accessible name where several cards are listed. */
  cardName?: string;
  className?: string;
};

function WalletBadges({ availability, getLinks, onError, cardName, className = '' }: WalletButtonsProps) {
  const { t } = useTranslation('wallet');
  const [busy, setBusy] = useState<Wallet | null>(null);
  const wallets = getShownWallets(availability);
  if (wallets.length === 0) return null;

  const open = async (wallet: Wallet) => {
    if (busy) return;
    setBusy(wallet);
    try {
      const link = getWalletLink(await getLinks(), wallet);
      // A navigation, not a fetch: Safari hands the .pkpass to Wallet, Android follows the redirect to Google.
      window.location.assign(link);
    } catch {
      onError(t('wallet:buttons.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {wallets.map((wallet) => {
        const label = wallet === 'apple' ? t('wallet:buttons.apple') : t('wallet:buttons.google');
        let name: string | undefined;
        if (cardName) {
          name =
            wallet === 'apple'
              ? t('wallet:buttons.appleNamed', { name: cardName })
              : t('wallet:buttons.googleNamed', { name: cardName });
        }
        return (
          <button
            key={wallet}
            type="button"
            className={badges[wallet].className}
            aria-label={name}
            aria-busy={busy === wallet || undefined}
            // Not `disabled`: the pressed button keeps the keyboard focus while its link loads.
            aria-disabled={busy !== null || undefined}
            onClick={() => void open(wallet)}
          >
            {busy === wallet ? (
              <span className="flex size-6 shrink-0 items-center justify-center">
                <Spinner size="sm" />
              </span>
            ) : (
              badges[wallet].glyph
            )}
            <span>{label}</span>
          </button>
        );
      })}
      <span role="status" className="sr-only">
        {busy ? t('wallet:buttons.opening') : ''}
      </span>
    </div>
  );
}

/**
 * "Add to Apple Wallet" and "Add to Google Wallet" for one card, only for the wallets the server is set up for.
 * Its texts load on their own, so the page around it never waits for them.
 */
export function WalletButtons(props: WalletButtonsProps) {
  return (
    <Suspense fallback={null}>
      <WalletBadges {...props} />
    </Suspense>
  );
}
