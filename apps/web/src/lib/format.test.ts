import { describe, expect, it } from 'vitest';
import { formatFirmDate } from './format';

describe('formatFirmDate', () => {
  it('writes the date like "March 4, 2026"', () => {
    expect(formatFirmDate('2026-03-04T09:00:00Z')).toBe('March 4, 2026');
  });

  it("uses the firm's time zone (Nicosia), not UTC", () => {
    // 23:30 UTC on March 3 is already 01:30 on March 4 in Nicosia (UTC+2).
    expect(formatFirmDate('2026-03-03T23:30:00Z')).toBe('March 4, 2026');
  });
});
