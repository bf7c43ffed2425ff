/**
 * Contrast of text on the firm's brand colour, by WCAG 2.x: relative luminance of sRGB colours and
 * their ratio (1 to 21). The site writes on the brand colour with white or with its dark text
 * colour, whichever reads better; a colour on which even the better one stays under AA's 4.5:1
 * for body text is refused. The admin form shows the same figures as the server checks.
 */
export const WCAG_AA_RATIO = 4.5;
export const WHITE_TEXT = '#ffffff';
/** The site's own text colour (navy 900), the dark choice for text on a light brand colour. */
export const DARK_TEXT = '#14213d';

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => channel(parseInt(hex.slice(at, at + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export type BrandContrast = {
  /** White text on the colour. */
  white: number;
  /** The site's dark text on the colour. */
  dark: number;
  /** The text colour the site writes on the brand colour: the one with more contrast. */
  textColor: typeof WHITE_TEXT | typeof DARK_TEXT;
  /** That text colour's ratio. */
  ratio: number;
  /** Whether `ratio` reaches WCAG AA for body text (4.5:1). */
  passes: boolean;
};

/** Both ratios for text on `hex`, and which text colour to use; ratios rounded down to 2 places. */
export function brandContrast(hex: string): BrandContrast {
  const floor2 = (value: number) => Math.floor(value * 100) / 100;
  const white = floor2(contrastRatio(hex, WHITE_TEXT));
  const dark = floor2(contrastRatio(hex, DARK_TEXT));
  const textColor = white >= dark ? WHITE_TEXT : DARK_TEXT;
  const ratio = Math.max(white, dark);
  return { white, dark, textColor, ratio, passes: ratio >= WCAG_AA_RATIO };
}
