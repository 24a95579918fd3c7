// The names alone, apart from the code that clears them (member-storage.ts): every page that keeps something imports
// these, and the lesson page's JavaScript has little room.
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

/** The key of one entry: the name, then the member's id and what tells the member's entries of that name apart. */
export const memberStorageKey = (name: MemberStorageName, ...parts: string[]): string => [name, ...parts].join(":");
