import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';
import { createMatterSchema } from './matters';
import { createAppointmentSchema } from './appointments';

describe('isCalendarDate', () => {
  it.each([
    ['2030-07-15', true],
    ['2028-02-29', true],
    ['2030-02-29', false],
    ['2030-02-30', false],
    ['2030-13-45', false],
    ['2030-00-10', false],
    ['', false],
    ['15/07/2030', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2199-12-31', true],
    ['9999-12-31', false],
  ])('%s: %s', (value, real) => expect(isCalendarDate(value)).toBe(real));

  it('lets the schemas refuse an impossible date instead of throwing', () => {
    const matter = createMatterSchema.safeParse({
      clientId: 'c',
      title: 't',
      dueDate: '2030-13-45',
    });
    expect(matter.success).toBe(false);
    const appointment = createAppointmentSchema.safeParse({
      title: 't',
      date: '2030-13-45',
      time: '10:00',
      durationMinutes: 30,
    });
    expect(appointment.success).toBe(false);
  });
});
