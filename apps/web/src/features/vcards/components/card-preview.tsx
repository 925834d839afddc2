import type { User } from '@nfc/contract/users';
import { useId } from 'react';
import { ContactCard, type ContactCardData } from '../../../components/contact-card';

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

/** The live preview beside an editor (below it on phones): the public card as it would look. */
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
  const titleId = useId();
  return (
    <aside aria-labelledby={titleId} className="lg:sticky lg:top-6">
      <h2 id={titleId} className="mb-1 text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">{hint}</p>
      <ContactCard headingLevel={2} onPictureError={onPictureError} card={card} />
    </aside>
  );
}
