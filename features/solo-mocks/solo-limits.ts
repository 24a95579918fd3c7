// Shared by the answer box in the browser and the server; no zod here, which the browser must not load. The database
// holds the same limits (supabase/migrations/20261212020000_solo_mocks.sql).

/** "A sentence is not an answer": the shortest answer that lets the interview continue. */
export const MIN_SOLO_ANSWER = 120;
/** The longest answer kept. */
export const MAX_SOLO_ANSWER = 6_000;

const count = (value: number) => value.toLocaleString("en-IN");

export const tooShortMessage = (length: number) =>
  `A sentence is not an answer: write at least ${MIN_SOLO_ANSWER} characters before you continue (you have ${count(length)}).`;
export const tooLongSoloMessage = (length: number) =>
  `Your answer is ${count(length)} characters; the limit is ${count(MAX_SOLO_ANSWER)}. Shorten it to continue: it stays in the box meanwhile.`;

/** The address of a script's player. */
export const soloMockPath = (scriptId: string) => `/practice/mock/${scriptId}`;

/** What the player says after "Start" was refused, by the code the action put in the address. */
export const START_PROBLEMS: Record<string, string> = {
  limit: "You can start at most 10 solo mocks an hour. Finish one you started, or come back later.",
  start: "The mock could not be started. Please try again.",
};
