const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const WHITE = '#ffffff';
const INK = '#111827';
/** The band's colour when the firm's is not a #rrggbb value. */
const NEUTRAL_BAND = '#1f2937';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The colours a mail uses from the brand colour. Only a #rrggbb value reaches the style attributes
 * (anything else falls back), and text stays readable (AA, 4.5:1) whatever colour the firm picks:
 * the header's text is white or ink, whichever reads better on the band, and links are in the brand
 * colour only where it reads on white.
 */
export function mailColours(brandColor: string) {
  const band = HEX_COLOUR.test(brandColor) ? brandColor.toLowerCase() : NEUTRAL_BAND;
  return {
    band,
    onBand: contrastRatio(band, WHITE) >= contrastRatio(band, INK) ? WHITE : INK,
    link: contrastRatio(band, WHITE) >= 4.5 ? band : '#1d4ed8',
    text: INK,
    muted: '#4b5563',
  };
}

export type MailColours = ReturnType<typeof mailColours>;
