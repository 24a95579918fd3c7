/** What a calendar file says about one mock. */
export interface CalendarMock {
  /** The request's id: the event keeps it, so a second download updates the same event. */
  id: string;
  start: Date;
  minutes: number;
  title: string;
  description: string;
  /** The partner's video link, where the calendar shows a location. */
  location: string;
  /** When the file was made (DTSTAMP). */
  now: Date;
}

/** 20261205T043000Z */
const stamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/**
 * Text as iCalendar wants it (RFC 5545, 3.3.11): backslash, semicolon and comma escaped; every line break a member
 * could type or paste (CRLF, CR, LF, vertical tab, form feed, NEL, U+2028, U+2029) as "\n", since a raw one would end
 * the property and start a line a calendar reads as a property of its own; the other control characters, which TEXT
 * may not hold at all, dropped.
 */
const text = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/g, "\\n")
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, "");

/** Lines longer than 75 octets folded with CRLF and a space (RFC 5545, 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The .ics file of one mock: one event in UTC, which every calendar shows in its owner's zone. */
export function mockCalendarFile(mock: CalendarMock): string {
  const end = new Date(mock.start.getTime() + mock.minutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//PM Interview Mastery//Mock interviews//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:mock-${mock.id}@pm-interview-mastery`,
    `DTSTAMP:${stamp(mock.now)}`,
    `DTSTART:${stamp(mock.start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(mock.title)}`,
    `DESCRIPTION:${text(mock.description)}`,
    `LOCATION:${text(mock.location)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
