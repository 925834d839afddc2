import type { Vcard } from '@nfc/contract/vcards';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { WalletButtons } from '../../../components/wallet-buttons';
import { toast } from '../../../lib/toast';
import { getShownWallets } from '../../../lib/wallet';
import { useWalletAvailability } from '../../../lib/wallet-availability';
import { getWalletLinks } from '../api/get-wallet-links';

type CardWalletProps = { card: Pick<Vcard, 'id' | 'configName'> };

/** A card's wallet badges in the list (named after the card); nothing while the wallets are unknown or none is set up. */
export function CardWalletButtons({ card, className }: CardWalletProps & { className?: string }) {
  const availability = useWalletAvailability();
  if (!availability.data) return null;
  return (
    <WalletButtons
      availability={availability.data}
      getLinks={() => getWalletLinks(card.id)}
      onError={(message) => toast.error(message)}
      cardName={card.configName}
      className={className}
    />
  );
}

function WalletSection({ card }: CardWalletProps) {
  const { t } = useTranslation('wallet');
  const titleId = useId();
  const availability = useWalletAvailability();
  if (!availability.data || getShownWallets(availability.data).length === 0) return null;
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('wallet:editor.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('wallet:editor.hint')}</p>
        <WalletButtons
          availability={availability.data}
          getLinks={() => getWalletLinks(card.id)}
          onError={(message) => toast.error(message)}
          className="mt-4"
        />
      </section>
    </Card>
  );
}

/** The editor's wallet section of a saved card: its heading and hint appear only when a wallet is set up. */
export function CardWalletSection(props: CardWalletProps) {
  return (
    <Suspense fallback={null}>
      <WalletSection {...props} />
    </Suspense>
  );
}
