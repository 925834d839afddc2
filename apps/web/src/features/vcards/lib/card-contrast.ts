import { contrastRatio } from '@nfc/contract/qr';
import { CARD_MIN_CONTRAST } from '@nfc/contract/vcards';

const HEX = /^#[0-9a-f]{6}$/i;

export type ContrastCheck = {
  ratio: number;
  /** Rounded to one decimal, but down where rounding would let a failing pair read as 4.5:1. */
  shownRatio: number;
  isPassing: boolean;
};

/** The server's rule for a card's colours (the contract's cardAppearanceSchema), null until both are #rrggbb. */
export function checkCardContrast(primaryColor: string, backgroundColor: string): ContrastCheck | null {
  const primary = primaryColor.trim();
  const background = backgroundColor.trim();
  if (!HEX.test(primary) || !HEX.test(background)) return null;
  const ratio = contrastRatio(primary, background);
  const isPassing = ratio >= CARD_MIN_CONTRAST;
  const rounded = Math.round(ratio * 10) / 10;
  const shownRatio = !isPassing && rounded >= CARD_MIN_CONTRAST ? Math.floor(ratio * 10) / 10 : rounded;
  return { ratio, shownRatio, isPassing };
}
