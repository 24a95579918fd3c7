/**
 * What a learner is told when the database refuses a practice write: its own check messages (limits, the loop's
 * order) are written for them; anything else gets `fallback`, and the reason goes to the server's log.
 */
export function databaseMessage(error: { code?: string; message: string }, fallback: string): string {
  return error.code === "23514" ? error.message : fallback;
}
