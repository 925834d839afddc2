import { type CardColours, getCardPalette, isDefaultCardColours, toCardStyle } from './card-design';

/** The class lists of every coloured part of a business card. */
export type CardTone = {
  surface: string;
  heading: string;
  text: string;
  /** Values of the detail rows, a little stronger than `text` in today's look. */
  strong: string;
  muted: string;
  accent: string;
  /** A quiet circle behind an icon in the accent colour. */
  soft: string;
  /** The initials shown without a photo. */
  initials: string;
  /** The quick actions' filled circles. */
  solid: string;
  hover: string;
  quickHover: string;
  /** The ring around the photo, in the surface colour, so it stands out of the band or cover. */
  ring: string;
  band: string;
  linkButton: string;
  saveButton: string;
};

/** Today's look, class for class: what a card in the default colours shows, in both themes. */
const defaultTone: CardTone = {
  surface: 'bg-white ring-slate-900/5 dark:bg-slate-900 dark:ring-white/10',
  heading: 'text-slate-900 dark:text-white',
  text: 'text-slate-700 dark:text-slate-300',
  strong: 'text-slate-900 dark:text-slate-100',
  muted: 'text-slate-600 dark:text-slate-400',
  accent: 'text-indigo-700 dark:text-indigo-300',
  soft: 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300',
  initials: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  solid: 'bg-indigo-600 text-white dark:bg-indigo-500',
  hover: 'hover:bg-slate-100 dark:hover:bg-slate-800',
  quickHover: 'hover:bg-indigo-50 dark:hover:bg-indigo-950',
  ring: 'ring-white dark:ring-slate-900',
  band: 'bg-linear-to-br from-indigo-700 via-indigo-600 to-sky-500',
  linkButton:
    'border-indigo-600 text-indigo-700 hover:bg-indigo-50 dark:border-indigo-400 dark:text-indigo-300 dark:hover:bg-indigo-950',
  saveButton:
    'bg-indigo-600 text-white shadow-lg shadow-indigo-600/25 hover:bg-indigo-700 active:bg-indigo-800 dark:bg-indigo-500 dark:shadow-none dark:hover:bg-indigo-400',
};

/** A designed card: the colours come from the CSS variables `getCardStyle` puts on the card (card-design.ts). */
const customTone: CardTone = {
  surface: 'bg-(--card-bg) ring-slate-900/5 dark:bg-(--card-bg-dark) dark:ring-white/10',
  heading: 'text-(--card-accent) dark:text-(--card-accent-dark)',
  text: 'text-(--card-text) dark:text-(--card-text-dark)',
  strong: 'text-(--card-text) dark:text-(--card-text-dark)',
  muted: 'text-(--card-muted) dark:text-(--card-muted-dark)',
  accent: 'text-(--card-accent) dark:text-(--card-accent-dark)',
  soft: 'bg-(--card-soft) text-(--card-accent) dark:bg-(--card-soft-dark) dark:text-(--card-accent-dark)',
  initials: 'bg-(--card-soft) text-(--card-accent) dark:bg-(--card-soft-dark) dark:text-(--card-accent-dark)',
  solid: 'bg-(--card-primary) text-(--card-on-primary)',
  hover: 'hover:bg-(--card-hover) dark:hover:bg-(--card-hover-dark)',
  quickHover: 'hover:bg-(--card-hover) dark:hover:bg-(--card-hover-dark)',
  ring: 'ring-(--card-bg) dark:ring-(--card-bg-dark)',
  band: 'bg-(--card-primary)',
  linkButton:
    'border-(--card-accent) text-(--card-accent) hover:bg-(--card-hover) dark:border-(--card-accent-dark) dark:text-(--card-accent-dark) dark:hover:bg-(--card-hover-dark)',
  saveButton: 'bg-(--card-primary) text-(--card-on-primary) shadow-lg hover:brightness-110 active:brightness-95',
};

/** The classes of a card in these colours: today's exact look for the default colours, else the card's variables. */
export function getCardTone(colours: CardColours): CardTone {
  return isDefaultCardColours(colours) ? defaultTone : customTone;
}

/** The CSS variables a designed card sets on itself; none for the default colours. */
export function getCardStyle(colours: CardColours) {
  return isDefaultCardColours(colours) ? undefined : toCardStyle(getCardPalette(colours));
}
