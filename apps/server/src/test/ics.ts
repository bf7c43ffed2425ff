import ICAL from 'ical.js';
import { expect } from 'vitest';

export type ParsedInvite = {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  summary: string;
  attendee: string | null;
};

/**
 * An invitation as a calendar program reads it: parsed by ical.js (Mozilla's iCalendar library,
 * which Thunderbird uses), so a file it cannot read fails the test.
 */
export function parseInvite(text: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  expect(event, 'the calendar holds an event').toBeTruthy();
  const time = (name: string) => (event!.getFirstPropertyValue(name) as ICAL.Time).toJSDate();
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event!.getFirstPropertyValue('uid')),
    sequence: Number(event!.getFirstPropertyValue('sequence')),
    status: String(event!.getFirstPropertyValue('status')),
    start: time('dtstart'),
    end: time('dtend'),
    summary: String(event!.getFirstPropertyValue('summary')),
    attendee: (event!.getFirstPropertyValue('attendee') as string | null) ?? null,
  };
}
