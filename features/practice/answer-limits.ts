// Shared by the answer box in the browser and the server's schema; no zod here, which the browser must not load
// (its start-up probe for eval breaks the Content-Security-Policy).

/** The longest answer kept; the database refuses a longer one too. */
export const MAX_ANSWER_CHARS = 20_000;

const count = (value: number) => value.toLocaleString("en-IN");

/** What the answer box says, and the server answers, when an answer is over the limit: the text stays in the box. */
export const tooLongMessage = (length: number) =>
  `Your answer is ${count(length)} characters; the limit is ${count(MAX_ANSWER_CHARS)}. Shorten it to save it: it stays in the box meanwhile.`;
