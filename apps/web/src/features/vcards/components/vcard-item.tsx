import type { Vcard } from '@nfc/contract/vcards';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getFullName } from '../../../components/contact-card';
import { CopyButton } from '../../../components/copy-button';
import { buttonVariants, focusRing } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { getDownloadPath, getPublicPath } from '../lib/vcard-links';
import { CardThumbnail } from './card-thumbnail';
import { CardWalletButtons } from './card-wallet-buttons';

const smallButton = `${buttonVariants.secondary} px-3 py-1.5`;

type VcardItemProps = {
  card: Vcard;
  /** The name of the organisation's template the card follows, if any. */
  templateName?: string;
  onShowQr: (card: Vcard) => void;
  onShowSignature: (card: Vcard) => void;
  onDelete: (card: Vcard) => void;
};

/** One card of the list with its public link and every action on it. */
export function VcardItem({ card, templateName, onShowQr, onShowSignature, onDelete }: VcardItemProps) {
  const { t } = useTranslation('vcards');
  const fullName = getFullName(card);
  // On the card's link domain when it has one that serves (the server knows which); this app's host otherwise.
  const { publicUrl } = card;
  const editHref = `${paths.vcardEdit}?id=${encodeURIComponent(card.id)}`;
  return (
    <li className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start gap-4">
        <CardThumbnail card={card} />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900 wrap-anywhere dark:text-white">{card.configName}</h2>
          {(fullName || card.position) && (
            <p className="text-sm text-slate-700 wrap-anywhere dark:text-slate-300">
              {[fullName, card.position].filter(Boolean).join(' · ')}
            </p>
          )}
          {templateName && (
            <p className="mt-1.5 inline-flex max-w-full items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              <span className="truncate">{t('vcards:list.template', { name: templateName })}</span>
            </p>
          )}
        </div>
      </div>

      <div className="mt-4">
        <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('vcards:list.publicLink')}</p>
        <p className="truncate font-mono text-xs text-slate-800 dark:text-slate-200" title={publicUrl}>
          {publicUrl}
        </p>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <CopyButton
          value={publicUrl}
          label={t('vcards:list.copyLink')}
          copiedLabel={t('vcards:list.copied')}
          onError={() => toast.error(t('vcards:list.copyFailed'))}
          className="px-3 py-1.5"
        />
        <button
          type="button"
          className={smallButton}
          aria-label={t('vcards:list.qrNamed', { name: card.configName })}
          onClick={() => onShowQr(card)}
        >
          {t('vcards:list.qr')}
        </button>
        <button
          type="button"
          className={smallButton}
          aria-haspopup="dialog"
          aria-label={t('vcards:list.signatureNamed', { name: card.configName })}
          onClick={() => onShowSignature(card)}
        >
          {t('vcards:list.signature')}
        </button>
        <a
          href={getPublicPath(card.downloadToken)}
          target="_blank"
          rel="noopener noreferrer"
          className={smallButton}
          aria-label={t('vcards:list.openNamed', { name: card.configName })}
        >
          {t('vcards:list.open')}
        </a>
        <a
          href={getDownloadPath(card.downloadToken)}
          download
          className={smallButton}
          aria-label={t('vcards:list.downloadNamed', { name: card.configName })}
        >
          {t('vcards:list.download')}
        </a>
      </div>

      <CardWalletButtons card={card} className="mt-3" />

      <div className="mt-4 flex gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <Link
          to={editHref}
          className={`rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
          aria-label={t('vcards:list.editNamed', { name: card.configName })}
        >
          {t('vcards:list.edit')}
        </Link>
        <button
          type="button"
          onClick={() => onDelete(card)}
          className={`rounded-md px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950 ${focusRing}`}
          aria-label={t('vcards:list.deleteNamed', { name: card.configName })}
        >
          {t('vcards:list.delete')}
        </button>
      </div>
    </li>
  );
}
