import { addDays, daysBetween, fromIndianTime, indianDay, type Day } from "@/lib/indian-time";
import { labelInSentence } from "@/lib/practice/question-kinds";

/**
 * "Find me a partner": the times two members both have free in the coming weeks, and the other members ranked by how
 * well they fit. Pure, so the page and the tests agree. The database holds every request to the same rules (free for
 * both, in the future, nobody blocked, not booked), whatever this proposes.
 */

/** What matching needs of a board entry: its weekly free times ('sat-morning'), question types and interview date. */
export interface MatchEntry {
  slots: readonly string[];
  question_types: readonly string[];
  interview_date: string | null;
}

/** Another member on the board, with their record. */
export interface MatchCandidate extends MatchEntry {
  user_id: string;
  held: number;
  no_shows: number;
  late_cancels: number;
}

export interface Match<C extends MatchCandidate = MatchCandidate> {
  member: C;
  /** The first few starts both have free, soonest first (ISO). */
  starts: string[];
  /** How many starts both have free in the window. */
  overlap: number;
  sharedTypes: string[];
  score: number;
  /** Why they were proposed, as a member reads it. */
  reasons: string[];
}

/** How far ahead matching looks, in days: the coming two weeks. */
export const MATCH_DAYS = 14;
/** A proposed start is at least this far ahead, so both can see the request and the reminders have time to go. */
export const MATCH_LEAD_MINUTES = 120;
/** A mock lasts an hour; two of one member's mocks may not overlap. */
const MOCK_MS = 60 * 60_000;

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** The part of the day an IST start hour falls in, as the board's free times name it; null outside 9:00-20:00. */
export function partOfDay(hour: number): "morning" | "afternoon" | "evening" | null {
  if (hour >= 9 && hour <= 11) return "morning";
  if (hour >= 12 && hour <= 16) return "afternoon";
  if (hour >= 17 && hour <= 20) return "evening";
  return null;
}

/** The weekly free time an IST day and start hour fall in: "sat-morning". */
export function slotAt(day: Day, hour: number): string | null {
  const part = partOfDay(hour);
  return part ? `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]}-${part}` : null;
}

/** Whether a member with these free times is free at this weekly time: one who listed none is free at any. */
const freeAt = (slots: readonly string[], slot: string) => slots.length === 0 || slots.includes(slot);

/**
 * Every start on the hour both `a` and `b` have free, from `MATCH_LEAD_MINUTES` after `now` for `days` days, skipping
 * any that would overlap a mock in `busy` (start instants in ms of either member's agreed mocks). Soonest first.
 */
export function commonStarts(a: readonly string[], b: readonly string[], now: Date, busy: readonly number[] = [], days = MATCH_DAYS): Date[] {
  const today = indianDay(now);
  const earliest = now.getTime() + MATCH_LEAD_MINUTES * 60_000;
  const starts: Date[] = [];
  for (let offset = 0; offset <= days; offset++) {
    const day = addDays(today, offset);
    for (let hour = 9; hour <= 20; hour++) {
      const slot = slotAt(day, hour)!;
      if (!freeAt(a, slot) || !freeAt(b, slot)) continue;
      const start = fromIndianTime(`${day}T${String(hour).padStart(2, "0")}:00`)!;
      if (start.getTime() < earliest) continue;
      if (busy.some((other) => Math.abs(other - start.getTime()) < MOCK_MS)) continue;
      starts.push(start);
    }
  }
  return starts;
}

/**
 * Up to `count` of the starts, on as many different days as there are (the first start of each day, soonest days
 * first), then the next soonest: a choice of days, not three hours of the same morning. Soonest first.
 */
export function spreadStarts(starts: readonly Date[], count: number): Date[] {
  const days = new Set<string>();
  const firsts = starts.filter((start) => {
    const day = indianDay(start);
    if (days.has(day)) return false;
    days.add(day);
    return true;
  });
  const chosen = firsts.slice(0, count);
  for (const start of starts) if (chosen.length < count && !chosen.includes(start)) chosen.push(start);
  return chosen.sort((a, b) => a.getTime() - b.getTime());
}

/** Points for two interview dates: the closer, the more the two share the same weeks of preparing. */
function datePoints(mine: string | null, theirs: string | null): number {
  if (!mine || !theirs) return 0;
  const apart = Math.abs(daysBetween(mine, theirs));
  return apart <= 7 ? 2 : apart <= 30 ? 1 : apart <= 90 ? 0.5 : 0;
}

/**
 * The other members who share at least one free start with `me`, best first: shared question types weigh most, then
 * interview dates close together, then a good record (mocks held; no-shows and late cancels count against), then more
 * times in common; ties go to the sooner first start. Members in `blocked` never appear (the board already hides them;
 * this holds even if it did not).
 */
export function rankPartners<C extends MatchCandidate>(
  me: MatchEntry,
  others: readonly C[],
  now: Date,
  options: {
    blocked?: ReadonlySet<string>;
    busy?: readonly number[];
    busyOf?: ReadonlyMap<string, readonly number[]>;
    perPartner?: number;
    /** Only starts within this long from `now` (a re-match after a no-show: within the next day). */
    horizonMs?: number;
  } = {},
): Match<C>[] {
  const perPartner = options.perPartner ?? 3;
  const matches: Match<C>[] = [];
  for (const member of others) {
    if (options.blocked?.has(member.user_id)) continue;
    const horizon = options.horizonMs === undefined ? Infinity : now.getTime() + options.horizonMs;
    const starts = commonStarts(me.slots, member.slots, now, [...(options.busy ?? []), ...(options.busyOf?.get(member.user_id) ?? [])]).filter(
      (start) => start.getTime() <= horizon,
    );
    if (starts.length === 0) continue;
    const sharedTypes = me.question_types.filter((type) => member.question_types.includes(type));
    const typePoints = me.question_types.length === 0 || member.question_types.length === 0 ? 1.5 : Math.min(sharedTypes.length, 3) * 3;
    const record = Math.min(member.held, 5) * 0.5 - member.no_shows * 4 - member.late_cancels * 1.5;
    const score = typePoints + datePoints(me.interview_date, member.interview_date) + record + Math.min(starts.length, 10) / 10;
    const reasons = [
      `${starts.length} free ${starts.length === 1 ? "time" : "times"} in common`,
      sharedTypes.length > 0 && `both practise ${sharedTypes.map(labelInSentence).join(", ")}`,
      me.interview_date && member.interview_date && `interviews ${Math.abs(daysBetween(me.interview_date, member.interview_date))} days apart`,
      `${member.held} ${member.held === 1 ? "mock" : "mocks"} held, ${member.no_shows} ${member.no_shows === 1 ? "no-show" : "no-shows"}`,
    ].filter((reason): reason is string => Boolean(reason));
    matches.push({ member, starts: spreadStarts(starts, perPartner).map((start) => start.toISOString()), overlap: starts.length, sharedTypes, score, reasons });
  }
  return matches.sort((x, y) => y.score - x.score || Date.parse(x.starts[0]!) - Date.parse(y.starts[0]!));
}
