import type { CardLayout, Vcard } from '@nfc/contract/vcards';
import { getCardStyle, getCardTone } from '../../../components/card-tone';
import { getFullName, getInitials } from '../../../components/contact-card';
import { useStoredCardImages } from '../api/get-card-images';
import { useProfilePictureUrl } from '../api/get-profile-picture-url';

/** The header of each layout at thumbnail scale, as the full card places it (see ContactCard's layoutStyles). */
const layoutStyles: Record<CardLayout, { cover: string; band: string | null; body: string; photo: string }> = {
  classic: { cover: 'h-8 w-full object-cover', band: 'h-8', body: '-mt-4 items-center', photo: 'size-8' },
  centered: { cover: 'aspect-3/1 w-full object-cover', band: null, body: 'pt-2 items-center', photo: 'size-9' },
  banner: { cover: 'aspect-3/1 w-full object-cover', band: 'aspect-3/1', body: '-mt-3.5 items-start', photo: 'size-7' },
};

/**
 * The card's design in small: its colours and layout with its cover or band, logo, and photo or initials. It only
 * shows what the item's text already says, so it is hidden from assistive technology.
 */
export function CardThumbnail({ card }: { card: Vcard }) {
  const hasPicture = Boolean(card.profilePicturePath);
  const picture = useProfilePictureUrl(card.id, card.updatedAt, hasPicture);
  const images = useStoredCardImages(card.id, card.updatedAt, {
    hasCover: Boolean(card.coverImagePath),
    hasLogo: Boolean(card.logoImagePath),
  });
  const tone = getCardTone(card.appearance);
  const layout = layoutStyles[card.appearance.layout] ?? layoutStyles.classic;
  const fullName = getFullName(card) || card.configName;
  const coverUrl = images.data?.coverImageUrl ?? null;
  const logoUrl = images.data?.logoImageUrl ?? null;
  const pictureUrl = picture.data ?? null;

  return (
    <div
      aria-hidden="true"
      data-testid="card-thumbnail"
      style={getCardStyle(card.appearance)}
      className={`relative h-28 w-24 shrink-0 overflow-hidden rounded-xl shadow-sm ring-1 ${tone.surface}`}
    >
      {coverUrl ? (
        <img src={coverUrl} alt="" loading="lazy" decoding="async" className={`block ${layout.cover}`} />
      ) : (
        layout.band && <div className={`${layout.band} ${tone.band}`} />
      )}
      {logoUrl && (
        <img
          src={logoUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute top-1 right-1 size-5 rounded bg-white object-contain p-0.5 shadow-sm ring-1 ring-slate-900/10"
        />
      )}
      <div className={`flex flex-col px-2 ${layout.body}`}>
        {pictureUrl ? (
          <img
            src={pictureUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className={`${layout.photo} rounded-full bg-slate-200 object-cover ring-2 dark:bg-slate-700 ${tone.ring}`}
          />
        ) : (
          <span
            className={`flex ${layout.photo} items-center justify-center rounded-full text-[0.6rem] font-bold ring-2 ${tone.ring} ${tone.initials}`}
          >
            {getInitials(fullName) || '?'}
          </span>
        )}
        <span className={`mt-1.5 block h-1.5 w-14 rounded-full bg-current opacity-80 ${tone.heading}`} />
        <span className={`mt-1 block h-1 w-10 rounded-full bg-current opacity-50 ${tone.text}`} />
        <span className={`mt-2 block h-2.5 w-16 rounded-full ${tone.solid}`} />
      </div>
    </div>
  );
}
