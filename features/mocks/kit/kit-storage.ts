import { MEMBER_STORAGE, memberStorageKey } from "@/lib/member-storage-names";

/**
 * What the kit keeps on the device, so a reload in the middle of a mock loses nothing: the clock of each page, and the
 * interviewer's scores and notes, which then fill in the feedback form on /mocks. Nothing of it is sent anywhere.
 */

/** Which kit: the member's, for one mock (or a practice run, with no mock) and one question. */
export interface KitPlace {
  memberId: string;
  mockId: string | null;
  questionId: string;
}

/** The interviewer's scores (1-5 per rubric skill id) and notes. */
export interface KitScores {
  scores: Record<string, number>;
  notes: string;
}

/** A clock: the seconds counted before its last start, and when it was started (ms since the epoch) if it runs. */
export interface KitClock {
  elapsedBefore: number;
  startedAt: number | null;
}

// Per member: another member signing in on the same browser never sees them.
const key = (kind: "scores" | "clock-interviewer" | "clock-candidate", place: KitPlace) =>
  memberStorageKey(MEMBER_STORAGE.kit, kind, place.memberId, place.mockId ?? "practice", place.questionId);

function read(name: string): unknown {
  try {
    const stored = localStorage.getItem(name);
    return stored ? (JSON.parse(stored) as unknown) : null;
  } catch {
    // No storage (a private window that refuses it) or a damaged entry: the kit starts blank.
    return null;
  }
}

function write(name: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(name);
    else localStorage.setItem(name, JSON.stringify(value));
  } catch {
    // Full or refused: the kit still works, for this page view only.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function readKitScores(place: KitPlace): KitScores | null {
  const stored = read(key("scores", place));
  if (!isRecord(stored) || !isRecord(stored.scores)) return null;
  const scores = Object.fromEntries(Object.entries(stored.scores).filter((entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) >= 1 && (entry[1] as number) <= 5));
  return { scores, notes: typeof stored.notes === "string" ? stored.notes : "" };
}

/** Keeps the scores and notes, or forgets them (`null`, once cleared or sent as feedback). */
export function writeKitScores(place: KitPlace, value: KitScores | null): void {
  write(key("scores", place), value);
}

export function readKitClock(role: "interviewer" | "candidate", place: KitPlace): KitClock | null {
  const stored = read(key(`clock-${role}`, place));
  if (!isRecord(stored) || typeof stored.elapsedBefore !== "number" || !(stored.startedAt === null || typeof stored.startedAt === "number")) return null;
  return { elapsedBefore: Math.max(0, stored.elapsedBefore), startedAt: stored.startedAt };
}

export function writeKitClock(role: "interviewer" | "candidate", place: KitPlace, value: KitClock | null): void {
  write(key(`clock-${role}`, place), value);
}
