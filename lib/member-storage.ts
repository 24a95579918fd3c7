import { forgetQueuedEvents } from "./browser-queue";

/**
 * Every name under which the app keeps a member's things in the browser (localStorage), each followed by ":" and the
 * member's id and whatever else tells entries apart. One list, so that signing out removes all of them: a key written
 * under any other name would stay on a shared computer for the next person (tests/unit/browser/member-storage.test.ts
 * fails on a storage key that is not built from this list).
 */
export const MEMBER_STORAGE = {
  /** The practice answer box's text and clock, per question (features/practice/answer-draft.ts). */
  practiceDraft: "pim-practice",
  /** The story form's unsaved story (features/stories/story-draft.ts). */
  storyDraft: "pim-story-draft",
  /** The offer calculator's offers (features/offers/offer-storage.ts). */
  offers: "pim-offers",
  /** The mock kit's scores and clocks (features/mocks/kit/kit-storage.ts). */
  kit: "pim-kit",
  /** Lesson progress waiting to be sent (features/progress/progress-queue.ts). */
  progressQueue: "pim-progress",
  /** Drill answers and sessions waiting to be sent (features/drills/drill-queue.ts). */
  drillQueue: "pim-drills",
} as const;

export type MemberStorageName = (typeof MEMBER_STORAGE)[keyof typeof MEMBER_STORAGE];

const NAMES: readonly string[] = Object.values(MEMBER_STORAGE);

/** The key of one entry: the name, then the member's id and what tells the member's entries of that name apart. */
export const memberStorageKey = (name: MemberStorageName, ...parts: string[]): string => [name, ...parts].join(":");

const isMemberKey = (key: string) => NAMES.some((name) => key.startsWith(`${name}:`));

function clear(storage: Storage | undefined): void {
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) if (isMemberKey(key)) storage.removeItem(key);
}

function available(name: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    // A browser that refuses storage throws on reading the property itself.
    return undefined;
  }
}

/**
 * Removes everything the app kept in this browser for any member: called on Logout and on /login, where every sign-out
 * ends (a forced one too: a session found invalid, a membership removed). Also drops queued events held in memory.
 */
export function clearMemberStorage(): void {
  forgetQueuedEvents();
  for (const storage of [available("localStorage"), available("sessionStorage")]) {
    try {
      clear(storage);
    } catch {
      // Storage refused mid-way: nothing more can be removed from it.
    }
  }
}
