import type { BrandKit } from '@nfc/contract/brand';
import { type CardAppearance, DEFAULT_CARD_APPEARANCE } from '@nfc/contract/vcards';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing, textLink } from '../../../components/styles';
import { paths } from '../../../config/paths';
import { useBrandKit } from '../api/get-brand-kit';

/**
 * Whether a card or template follows the organisation's brand kit (`initial` null: something new, which follows
 * when there is a kit), and the brand's look while it does. While it follows, `applyAppearance` keeps the form's
 * design fields on the brand's values (they are shown read-only).
 */
export function useBrandFollowing(initial: boolean | null, applyAppearance: (appearance: CardAppearance) => void) {
  const [choice, setFollowsBrand] = useState(initial);
  const kit = useBrandKit();
  // Something new follows the brand kit once the organisation has one (nothing to follow before).
  const hasKit = Boolean(kit.data && (kit.data.appearance || kit.data.logoImageUrl || kit.data.coverImageUrl));
  const followsBrand = choice ?? hasKit;
  const brand: BrandKit | null = followsBrand ? (kit.data ?? null) : null;
  const brandAppearance = brand ? (brand.appearance ?? DEFAULT_CARD_APPEARANCE) : null;
  const appearanceKey = brandAppearance ? JSON.stringify(brandAppearance) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the brand's design
  useEffect(() => {
    if (brandAppearance) applyAppearance({ ...brandAppearance });
  }, [appearanceKey]);
  return {
    followsBrand,
    setFollowsBrand,
    /** The brand's images while following (null: not following, or not loaded yet). */
    brandImages: brand ? { logoImage: brand.logoImageUrl, coverImage: brand.coverImageUrl } : null,
  };
}

/** The "Follow the brand kit" checkbox beside the design fields, with a note while it is on. */
export function FollowBrandToggle({
  checked,
  onChange,
  disabled = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('vcards');
  const hintId = useId();
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className={`mt-0.5 size-4 shrink-0 rounded accent-indigo-600 ${focusRing}`}
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <span className="block font-medium text-slate-900 dark:text-white">
            {t('vcards:editor.followBrand.label')}
          </span>
          <span id={hintId} className="block text-xs text-slate-600 dark:text-slate-400">
            {t('vcards:editor.followBrand.hint')}
          </span>
        </span>
      </label>
      {checked && (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {t('vcards:editor.followBrand.note')}{' '}
          <Link to={paths.brand} className={textLink}>
            {t('vcards:editor.followBrand.link')}
          </Link>
        </p>
      )}
    </div>
  );
}
