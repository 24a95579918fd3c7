// Apart from plan-schema.ts: the plan form runs in the browser, and importing the schema would bring zod with it.

/** The hours a week a plan starts with until the learner gives theirs. */
export const DEFAULT_HOURS_PER_WEEK = 6;
