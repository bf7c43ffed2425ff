/**
 * How a calendar should take the file (RFC 5546): PUBLISH adds it as it is (a booked
 * consultation), REQUEST invites the attendee to it and replaces an earlier version with the same
 * UID and a lower SEQUENCE, CANCEL removes it.
 */
export type IcsMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** One event of a calendar file; times in UTC. */
export type IcsEvent = {
  uid: string;
  sequence?: number;
  /** The person invited (REQUEST and CANCEL name who the change is for). */
  attendee?: { email: string; name: string };
  start: Date;
  end: Date;
  language?: string;
  summary: string;
  description: string;
  /** Left out when empty (not decided yet). */
  location?: string | null;
  organizerEmail?: string;
  organizerName?: string;
  now?: Date;
};

/**
 * A minimal iCalendar (RFC 5545) invite for one event, times in UTC. The texts are in
 * `language`, which the SUMMARY, DESCRIPTION and LOCATION say (LANGUAGE parameter). A change of
 * the same event keeps its `uid` and raises `sequence`; a cancellation is METHOD:CANCEL with
 * STATUS:CANCELLED.
 */
export function buildIcs(
  event: IcsEvent & { method?: IcsMethod; organizerEmail: string; organizerName: string },
): string {
  const method = event.method ?? 'PUBLISH';
  return calendar([`METHOD:${method}`], [eventLines(event, method === 'CANCEL')]);
}

/**
 * A calendar to subscribe to (a feed): its name, and every event as it is now (PUBLISH). Times
 * are in UTC, so every calendar app shows them at the right hour in its own zone, across a
 * daylight-saving change too.
 */
export function buildIcsFeed(feed: { name: string; events: IcsEvent[] }): string {
  return calendar(
    [
      'METHOD:PUBLISH',
      `NAME:${escapeText(feed.name)}`,
      `X-WR-CALNAME:${escapeText(feed.name)}`,
      // How often calendar apps should look again (RFC 7986, and Outlook's own name for it).
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
    ],
    feed.events.map((event) => eventLines(event, false)),
  );
}

function calendar(head: string[], events: string[][]) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lexbridge//Calendar//EN',
    'CALSCALE:GREGORIAN',
    ...head,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

function eventLines(event: IcsEvent, cancelled: boolean) {
  const lang = event.language ? `;LANGUAGE=${event.language}` : '';
  const { attendee } = event;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${stamp(event.now ?? new Date())}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY${lang}:${escapeText(event.summary)}`,
    `DESCRIPTION${lang}:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION${lang}:${escapeText(event.location)}`] : []),
    ...(event.organizerEmail
      ? [`ORGANIZER;CN=${escapeParam(event.organizerName ?? '')}:mailto:${event.organizerEmail}`]
      : []),
    ...(attendee
      ? [`ATTENDEE;CN=${escapeParam(attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${attendee.email}`]
      : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, ';' and ',' escaped, line breaks as \n. Other control
 * characters, which no TEXT may hold, are dropped: a name typed with one cannot break the file
 * or add a line to it.
 */
function escapeText(value: string) {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/** A parameter value (CN=...): quoted, since a name may hold ',' ';' or ':'; quotes cannot be escaped. */
// eslint-disable-next-line no-control-regex
const escapeParam = (value: string) => `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;

/**
 * Lines longer than 75 octets are folded with CRLF + space. Greek letters take two octets in UTF-8,
 * so the line is measured in octets and never cut inside a character.
 */
function fold(line: string) {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; the others 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.map((part, index) => (index === 0 ? part : ` ${part}`)).join('\r\n');
}
