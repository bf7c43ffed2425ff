/**
 * The charts' colours are the theme's (Tailwind classes of its CSS variables, never hex values):
 * navy first, the darker brass second, each at least 3:1 against the white card so a bar or line
 * stands out; series also differ in shape (lines dashed, markers square), not in colour alone.
 */
export const seriesFill = ['fill-navy-700', 'fill-brass-700'] as const;
export const seriesStroke = ['stroke-navy-700', 'stroke-brass-700'] as const;
export const seriesSwatch = ['bg-navy-700', 'bg-brass-700'] as const;
export const seriesDash = [undefined, '6 4'] as const;

export const CHART_HEIGHT = 220;
/** Room around the plot: on the right for half of the last category's label, centred on it. */
export const MARGIN = { top: 10, right: 20, bottom: 28 } as const;
export const FONT_SIZE = 12;
/** About how wide a character of the axes' text is, to leave room for the labels. */
export const CHAR_WIDTH = 7;
/** The least room a category label needs on the axis; below it every other one is shown. */
export const LABEL_SPACING = 52;

/** The axes' text in the page's font, in the muted text colour (AA on white). */
export const tickLabel = {
  fill: 'currentColor',
  fontSize: FONT_SIZE,
  fontFamily: 'inherit',
} as const;
