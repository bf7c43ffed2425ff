import { describe, expect, it } from 'vitest';
import { brandContrast, contrastRatio, DARK_TEXT, WHITE_TEXT } from './contrast';

describe('contrast of text on the brand colour (WCAG 2)', () => {
  it('measures the ratios WCAG gives for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The classic threshold: #767676 on white just passes AA, #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('writes white on a dark colour and dark text on a light one', () => {
    expect(brandContrast('#14213d')).toMatchObject({ textColor: WHITE_TEXT, passes: true });
    expect(brandContrast('#f5d76e')).toMatchObject({ textColor: DARK_TEXT, passes: true });
  });

  it('refuses a middle tone on which neither text reaches 4.5:1, rounding down', () => {
    expect(brandContrast('#808080')).toEqual({
      white: 3.94,
      dark: 4.04,
      textColor: DARK_TEXT,
      ratio: 4.04,
      passes: false,
    });
    // 4.499 is shown as 4.49 and refused, never rounded up into a pass.
    expect(brandContrast('#767676').passes).toBe(true);
    expect(brandContrast('#777777').passes).toBe(false);
  });
});
