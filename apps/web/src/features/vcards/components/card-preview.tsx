import type { User } from '@nfc/contract/users';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactCard, type ContactCardData } from '../../../components/contact-card';
import { focusRing } from '../../../components/styles';

/** The organisation's part of a card as the public page shows it: name and address from the signed-in profile. */
export function organisationOf(user: User | null) {
  return {
    organisationName: user?.organisationName ?? null,
    organisationStreet: user?.organisationStreet ?? null,
    organisationNumber: user?.organisationNumber ?? null,
    organisationPlz: user?.organisationPlz ?? null,
    organisationCity: user?.organisationCity ?? null,
    organisationCountry: user?.organisationCountry ?? null,
  };
}

/**
 * The live preview beside an editor. On phones it sits above the form, folded behind a "Show preview" button so
 * the fields come first; from the `lg` breakpoint it is always shown beside the form.
 */
export function CardPreview({
  title,
  hint,
  card,
  onPictureError,
}: {
  title: string;
  hint: string;
  card: ContactCardData;
  onPictureError?: () => void;
}) {
  const { t } = useTranslation('vcards');
  const titleId = useId();
  const bodyId = useId();
  const [isShown, setIsShown] = useState(false);
  return (
    <aside aria-labelledby={titleId} className="order-first min-w-0 lg:sticky lg:top-6 lg:order-none">
      <div className="mb-1 flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <button
          type="button"
          aria-expanded={isShown}
          aria-controls={bodyId}
          onClick={() => setIsShown((shown) => !shown)}
          className={`rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 lg:hidden dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
        >
          {isShown ? t('vcards:editor.previewHide') : t('vcards:editor.previewShow')}
        </button>
      </div>
      <div id={bodyId} className={isShown ? undefined : 'hidden lg:block'}>
        <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">{hint}</p>
        <ContactCard headingLevel={2} onPictureError={onPictureError} card={card} />
      </div>
    </aside>
  );
}
