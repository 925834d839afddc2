import type { VerificationOutcome } from '@nfc/contract/verified-taps';
import { useTranslation } from 'react-i18next';

/** Text and ring by outcome, each above 4.5:1 on its own background in both themes. */
export const verificationTones: Record<VerificationOutcome, string> = {
  verified:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/40',
  replayed: 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-400/40',
  invalid: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/40',
  plain: 'bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-400/40',
};

export const verificationDots: Record<VerificationOutcome, string> = {
  verified: 'bg-emerald-600 dark:bg-emerald-400',
  replayed: 'bg-amber-600 dark:bg-amber-400',
  invalid: 'bg-red-600 dark:bg-red-400',
  plain: 'bg-slate-500 dark:bg-slate-400',
};

/** How a scan's proof of a tap turned out: verified, replayed, invalid or plain. */
export function VerificationBadge({ outcome }: { outcome: VerificationOutcome }) {
  const { t } = useTranslation('tags');
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${verificationTones[outcome]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${verificationDots[outcome]}`} />
      {t(`tags:analytics.recent.badges.${outcome}`)}
    </span>
  );
}
