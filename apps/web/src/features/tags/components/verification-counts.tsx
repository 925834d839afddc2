import { type VerificationCounts, verificationOutcomes } from '@nfc/contract/verified-taps';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { formatNumber } from '../../../lib/format';
import { verificationDots } from './verification-badge';

/** The period's scans by verification outcome. */
export function VerificationCountsCard({ counts }: { counts: VerificationCounts }) {
  const { t, i18n } = useTranslation('tags');
  const headingId = useId();
  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('tags:analytics.verification.title')}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {verificationOutcomes.map((outcome) => (
            <div key={outcome} className="min-w-0">
              <dt className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
                <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${verificationDots[outcome]}`} />
                {t(`tags:analytics.verification.outcomes.${outcome}`)}
              </dt>
              <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 dark:text-white">
                {formatNumber(counts[outcome], i18n.language)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">{t('tags:analytics.verification.note')}</p>
      </section>
    </Card>
  );
}
