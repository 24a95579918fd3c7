/**
 * Longest reason a judge may write, as the database allows: one line. Apart from the schema so that the judging form,
 * which runs in the browser, does not bring zod with it.
 */
export const MAX_REASON_CHARS = 200;
