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

export type ParsedFeedEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
};

/** A subscribed calendar (a feed) as a calendar program reads it: its name and every event. */
export function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent): ParsedFeedEvent => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      summary: event.summary,
      description: event.description,
      location: event.location ?? null,
    };
  });
  // ical.js leaves a property it has no type for as written; calendar apps read the name as TEXT.
  const name = String(calendar.getFirstPropertyValue('name')).replace(/\\([\\;,nN])/g, (_, c) =>
    c === 'n' || c === 'N' ? '\n' : c,
  );
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
    calendar.getFirstPropertyValue('name'),
  );
  return { name, events };
}
