import { describe, expect, it } from 'vitest';
import { formatDateTime, formatFirmDate, formatMoney, formatNumber, formatTime } from './format';

describe('formatFirmDate', () => {
  it('writes the date like "March 4, 2026"', () => {
    expect(formatFirmDate('2026-03-04T09:00:00Z')).toBe('March 4, 2026');
  });

  it("uses the firm's time zone (Nicosia), not UTC", () => {
    // 23:30 UTC on March 3 is already 01:30 on March 4 in Nicosia (UTC+2).
    expect(formatFirmDate('2026-03-03T23:30:00Z')).toBe('March 4, 2026');
  });

  it('follows summer time in Nicosia (UTC+3) and writes single-digit days without padding', () => {
    expect(formatFirmDate('2026-07-31T21:30:00Z')).toBe('August 1, 2026');
    expect(formatFirmDate('2026-12-09T12:00:00Z')).toBe('December 9, 2026');
  });
});

describe('formatMoney', () => {
  it('shows whole euros without decimals and cents when there are any', () => {
    expect(formatMoney(15_000)).toBe('€150');
    expect(formatMoney(12_345)).toBe('€123.45');
    expect(formatMoney(5)).toBe('€0.05');
  });

  it('keeps another currency when given one', () => {
    expect(formatMoney(2_500, 'GBP')).toBe('£25');
  });
});

describe('Greek formats', () => {
  it('writes dates with Greek month names in the firm time zone', () => {
    expect(formatFirmDate('2026-11-22T10:00:00Z', 'el')).toBe('22 Νοεμβρίου 2026');
    expect(formatFirmDate('2026-03-03T23:30:00Z', 'el')).toBe('4 Μαρτίου 2026');
    expect(formatDateTime('2026-11-22T05:42:00Z', 'el')).toBe('22 Νοε 2026, 07:42');
    expect(formatTime('2026-11-22T15:05:00Z', 'el')).toBe('17:05');
  });

  it('writes amounts with a decimal comma, dot grouping and the euro sign after', () => {
    // A no-break space keeps the sign on the amount's line.
    expect(formatMoney(123_450, 'EUR', 'el')).toBe('1.234,50\u00a0€');
    expect(formatMoney(15_000, 'EUR', 'el')).toBe('150\u00a0€');
    expect(formatNumber(1234.5, 'el')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });
});
