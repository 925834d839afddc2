import { type RuleOperatingSystem, ruleOperatingSystems } from '@nfc/contract/link-rules';
import type { TagBody } from '@nfc/contract/tags';
import { type KeyboardEvent, useId, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/field';
import { parseLocalDateTime, toLocalDateTimeInput } from '../lib/local-date-time';
import { testLinkRules, toTestLanguage } from '../lib/rule-tester';
import type { TagFormValues } from '../lib/tag-form-values';

type RuleTesterProps = {
  control: Control<TagFormValues, unknown, TagBody>;
  timeZone: string;
};

// The tester's inputs sit inside the tag form: Enter there must not save the tag.
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** "Test as": where a scan with a chosen system, language and time would go, by the unsaved rules, live. */
export function RuleTester({ control, timeZone }: RuleTesterProps) {
  const { t } = useTranslation('tags');
  const headingId = useId();
  const [os, setOs] = useState<RuleOperatingSystem | ''>('ios');
  const [language, setLanguage] = useState('');
  const [at, setAt] = useState(() => toLocalDateTimeInput(Date.now()));
  const rules = useWatch({ control, name: 'rules' }) ?? [];
  const [actionType, targetUrl] = useWatch({ control, name: ['actionType', 'actionData.url'] });

  const result = testLinkRules(rules, {
    os: os || null,
    language: toTestLanguage(language),
    at: parseLocalDateTime(at) ?? Date.now(),
  });
  const target =
    actionType === 'VCARD_PAGE'
      ? t('tags:tester.targetVcard')
      : actionType === 'DOCUMENT'
        ? t('tags:tester.targetDocument')
        : targetUrl?.trim() || t('tags:tester.targetNotSet');

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-indigo-200 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t('tags:tester.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('tags:tester.description')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('tags:tester.os')}
          value={os}
          onChange={(event) => setOs(event.currentTarget.value as RuleOperatingSystem | '')}
        >
          {ruleOperatingSystems.map((item) => (
            <option key={item} value={item}>
              {t(`tags:operatingSystems.${item}`)}
            </option>
          ))}
          <option value="">{t('tags:tester.otherOs')}</option>
        </SelectField>
        <TextField
          label={t('tags:tester.language')}
          hint={t('tags:tester.languageHint')}
          maxLength={2}
          autoComplete="off"
          spellCheck={false}
          value={language}
          onKeyDown={keepEnter}
          onChange={(event) => setLanguage(event.currentTarget.value)}
        />
        <TextField
          label={t('tags:tester.at')}
          hint={t('tags:tester.atHint', { zone: timeZone })}
          type="datetime-local"
          value={at}
          onKeyDown={keepEnter}
          onChange={(event) => setAt(event.currentTarget.value)}
        />
      </div>
      <div aria-live="polite" className="rounded-md bg-white p-3 text-sm dark:bg-slate-900">
        <p className="font-semibold text-slate-900 dark:text-white">
          {result.ruleIndex === null
            ? t('tags:tester.matchesTarget')
            : t('tags:tester.matchesRule', { number: result.ruleIndex + 1 })}
        </p>
        <p className="mt-1 text-slate-800 dark:text-slate-200">
          {t('tags:tester.opens')} <span className="font-mono break-all">{result.url ?? target}</span>
        </p>
        {result.skipped.length > 0 && (
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            {t('tags:tester.skipped', {
              count: result.skipped.length,
              rules: result.skipped.map((index) => index + 1).join(', '),
            })}
          </p>
        )}
      </div>
    </section>
  );
}
