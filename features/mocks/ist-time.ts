/** Times on the board are in India's time: the form's "YYYY-MM-DDTHH:MM" is read as IST whatever the server's zone. */
const IST_OFFSET_MS = 330 * 60_000;

/** The instant of a `datetime-local` value read as IST, or null when it is not a real date and time. */
export function fromIndianTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const back = new Date(utc);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** The `datetime-local` value (IST) of an instant. */
export function toIndianTime(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

const format = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** "Sat, 5 Dec, 10:00 am IST": a mock's time as the page shows it. */
export function formatIndianTime(iso: string): string {
  return `${format.format(new Date(iso))} IST`;
}

const clock = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });

/** "10:15 am IST": a moment on the day of a mock. */
export function formatIndianClock(instant: number): string {
  return `${clock.format(new Date(instant))} IST`;
}
