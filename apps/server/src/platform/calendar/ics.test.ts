import { describe, expect, it } from 'vitest';
import { parseFeed, parseInvite } from '../../test/ics';
import { buildIcs, buildIcsFeed } from './ics';

const event = {
  uid: 'x@lexbridge',
  start: new Date('2031-03-03T08:00:00Z'),
  end: new Date('2031-03-03T08:30:00Z'),
  summary: 'Initial consultation',
  description: 'Reference: ABC',
  organizerEmail: 'info@kclaw.test',
  organizerName: 'KC Law',
};

describe('calendar files', () => {
  it('keeps a name with control characters on one line of its own field', () => {
    const hostile = 'Maria\rEND:VEVENT\u0000\u001bX';
    const ics = buildIcs({
      ...event,
      summary: hostile,
      attendee: { email: 'm@x.test', name: hostile },
    });
    const parsed = parseInvite(ics);
    expect(parsed.summary).toBe('Maria\nEND:VEVENT X'.replace(' ', ''));
    expect(ics.split('\r\n').filter((line) => line === 'END:VEVENT')).toHaveLength(1);
    // eslint-disable-next-line no-control-regex
    expect(ics).not.toMatch(/[\u0000-\u0008\u001b]/);
  });

  it('makes a feed of many events that a calendar program reads, with its name', () => {
    const feed = parseFeed(
      buildIcsFeed({
        name: 'KC Law; appointments, consultations',
        events: [event, { ...event, uid: 'y@lexbridge', location: 'Nicosia' }],
      }),
    );
    expect(feed.name).toBe('KC Law; appointments, consultations');
    expect(feed.events.map((e) => e.uid)).toEqual(['x@lexbridge', 'y@lexbridge']);
    expect(feed.events[1]!.location).toBe('Nicosia');
  });
});
