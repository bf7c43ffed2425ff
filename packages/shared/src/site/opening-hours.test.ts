import { describe, expect, it } from 'vitest';
import { openingHoursText } from './opening-hours';

describe('openingHoursText (schema.org openingHours)', () => {
  it('writes runs of three or more days as a range, others as a list', () => {
    expect(
      openingHoursText({ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '18:00' }),
    ).toBe('Mo-Fr 09:00-18:00');
    expect(
      openingHoursText({ days: ['Sa', 'Mo', 'We', 'Su'], opens: '10:00', closes: '13:00' }),
    ).toBe('Mo,We,Sa,Su 10:00-13:00');
  });
});
