/**
 * A minimal iCalendar (RFC 5545) invite for one consultation, times in UTC. The texts are in
 * `language`, which the SUMMARY, DESCRIPTION and LOCATION say (LANGUAGE parameter).
 */
export function buildIcs(event: {
  uid: string;
  start: Date;
  end: Date;
  language?: string;
  summary: string;
  description: string;
  location: string;
  organizerEmail: string;
  organizerName: string;
  now?: Date;
}): string {
  const lang = event.language ? `;LANGUAGE=${event.language}` : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lexbridge//Consultation booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(event.now ?? new Date())}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY${lang}:${escapeText(event.summary)}`,
    `DESCRIPTION${lang}:${escapeText(event.description)}`,
    `LOCATION${lang}:${escapeText(event.location)}`,
    `ORGANIZER;CN=${escapeText(event.organizerName)}:mailto:${event.organizerEmail}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function escapeText(value: string) {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

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
