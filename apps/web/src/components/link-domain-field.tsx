import type { LinkDomain } from '@nfc/contract/link-domains';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getHost, getLinkOrigin, getServingDomains, hasDomainChoice } from '../lib/link-domains';
import { SelectField } from './field';

type LinkDomainFieldProps = {
  /** The organisation's link domains; undefined where they are not known (a member, another plan, still loading). */
  domains: readonly LinkDomain[] | undefined;
  /** The chosen domain's id; '' for the default. */
  value: string;
  onChange: (value: string) => void;
  /** The domain the saved tag or card names; null for the default (and for anything new). */
  storedDomainId: string | null;
  /** The link as the server answered it (scanUrl, publicUrl): the truth while the choice is the stored one. */
  currentUrl: string | null;
  /** The link's path on any host: `/t/AbCd1234`, or `/t/` while the code is made on saving. */
  path: string;
  /** True before the first save: the code or token at the end of the path does not exist yet. */
  isPathPending?: boolean;
  /** What the link is of: it names the hint. */
  kind: 'tag' | 'card';
  /** The server's message when it refused the choice. */
  error?: string;
  disabled?: boolean;
  /** The app's own origin, where links without a domain live. */
  appOrigin?: string;
};

/**
 * Which of the organisation's link domains a tag's or card's link is on, with the link it gets there. Shown only
 * with a choice to make; where the domains are not known and the item is on one, its link is shown read-only.
 */
export function LinkDomainField({
  domains,
  value,
  onChange,
  storedDomainId,
  currentUrl,
  path,
  isPathPending = false,
  kind,
  error,
  disabled = false,
  appOrigin = window.location.origin,
}: LinkDomainFieldProps) {
  const { t } = useTranslation('domains');
  const selectId = useId();

  if (!domains) {
    if (!storedDomainId || !currentUrl) return null;
    return (
      <div className="space-y-1">
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('domains:picker.link')}</p>
        <p className="font-mono text-sm text-slate-900 wrap-anywhere dark:text-slate-100">{currentUrl}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('domains:picker.managedByAdmins')}</p>
      </div>
    );
  }
  if (!hasDomainChoice(domains, storedDomainId)) return null;

  const serving = getServingDomains(domains);
  // A domain that stopped serving stays selectable while the item is on it, so nothing changes unasked.
  const stored = storedDomainId ? domains.find((domain) => domain.id === storedDomainId) : undefined;
  const keptStored = storedDomainId && !serving.some((domain) => domain.id === storedDomainId);
  const defaultHost = getHost(getLinkOrigin(domains, null, appOrigin));
  const isStoredChoice = (value === '' ? null : value) === storedDomainId;
  const preview =
    isStoredChoice && currentUrl && !isPathPending
      ? currentUrl
      : `${getLinkOrigin(domains, value || null, appOrigin)}${path}${isPathPending ? '…' : ''}`;

  return (
    <div className="space-y-2">
      <SelectField
        id={selectId}
        label={t('domains:picker.label')}
        hint={kind === 'tag' ? t('domains:picker.tagHint') : t('domains:picker.cardHint')}
        error={error}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{t('domains:picker.default', { host: defaultHost })}</option>
        {keptStored && (
          <option value={storedDomainId}>
            {stored ? t('domains:picker.notServing', { host: stored.hostname }) : t('domains:picker.current')}
          </option>
        )}
        {serving.map((domain) => (
          <option key={domain.id} value={domain.id}>
            {domain.hostname}
          </option>
        ))}
      </SelectField>
      <div className="rounded-md bg-slate-100 px-3 py-2 dark:bg-slate-900">
        <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('domains:picker.preview')}</p>
        {/* An output is a polite live region: a new choice reads out the link it gives. */}
        <output
          htmlFor={selectId}
          aria-label={t('domains:picker.preview')}
          className="block font-mono text-sm text-slate-900 wrap-anywhere dark:text-slate-100"
        >
          {preview}
        </output>
        {isPathPending && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('domains:picker.pendingCode')}</p>
        )}
      </div>
    </div>
  );
}
