import type { LinkRule } from '@nfc/contract/link-rules';
import type { Tag, TagAnalytics } from '@nfc/contract/tags';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { textLink } from '../../../components/styles';
import { getHref, paths } from '../../../config/paths';
import { getLocale } from '../../../lib/format';
import { getDisplayName } from '../lib/display-names';
import { getRuleRows, shortenUrl } from '../lib/rule-rows';

type RuleBreakdownProps = { tag: Tag; counts: TagAnalytics['rules'] };

/** How many scans each link rule took, and how many went to the tag's own target. */
export function RuleBreakdown({ tag, counts }: RuleBreakdownProps) {
  const { t, i18n } = useTranslation('tags');
  const headingId = useId();
  const rows = getRuleRows(tag.rules, counts);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const hasRules = rows.some((row) => row.position !== null);
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const dateTime = new Intl.DateTimeFormat(getLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });

  const describe = (rule: LinkRule) =>
    [
      rule.os && t(`tags:operatingSystems.${rule.os}`),
      rule.language && getDisplayName(rule.language, 'language', i18n.language),
      rule.from && t('tags:analytics.rules.from', { date: dateTime.format(new Date(rule.from)) }),
      rule.until && t('tags:analytics.rules.until', { date: dateTime.format(new Date(rule.until)) }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <Card className="p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('tags:analytics.rules.title')}
        </h2>
        {!hasRules ? (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {t('tags:analytics.rules.empty')}{' '}
            <Link to={getHref(paths.tagEdit, { id: tag.id })} className={textLink}>
              {t('tags:analytics.rules.addRules')}
            </Link>
          </p>
        ) : (
          <>
            <ol className="mt-3 space-y-2.5">
              {rows.map((row) => {
                const share = total > 0 ? row.count / total : 0;
                const title =
                  row.position === null
                    ? t('tags:analytics.rules.target')
                    : row.rule
                      ? t('tags:analytics.rules.rule', { number: row.position })
                      : t('tags:analytics.rules.ruleGone', { number: row.position });
                return (
                  <li key={row.key} className="text-sm">
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="min-w-0 text-slate-800 dark:text-slate-200">
                        <span className="font-medium">{title}</span>
                        {row.rule && (
                          <span
                            className="block truncate text-xs text-slate-600 dark:text-slate-400"
                            title={row.rule.url}
                          >
                            {describe(row.rule)} → {shortenUrl(row.rule.url)}
                          </span>
                        )}
                      </span>
                      <span className="shrink-0 tabular-nums text-slate-700 dark:text-slate-300">
                        {number.format(row.count)}{' '}
                        <span className="text-xs text-slate-500 dark:text-slate-400">({percent.format(share)})</span>
                      </span>
                    </div>
                    <div
                      aria-hidden="true"
                      className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                    >
                      <div
                        className="h-full rounded-full bg-indigo-500"
                        style={{ width: `${Math.max(share * 100, 2)}%` }}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('tags:analytics.rules.note')}</p>
          </>
        )}
      </section>
    </Card>
  );
}
