/**
 * The sentence to show for a write the database refused. Its own refusals (the limits and rules its triggers and
 * functions raise, SQLSTATE 23514 or 42501, written as capitalised sentences for members) are shown as they are;
 * anything else, a Row Level Security refusal or an outage, gets `fallback`, and the real cause goes to the log.
 */
export function databaseMessage(error: { code?: string; message: string }, fallback: string): string {
  const ours = (error.code === "23514" || error.code === "42501") && /^[A-Z]/.test(error.message);
  if (!ours) console.error("database refused a write:", error.code, error.message);
  return ours ? error.message : fallback;
}
