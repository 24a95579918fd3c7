/**
 * The sentence to show for a refused write: the database's own refusals of mock interviews are written for members
 * (capitalised sentences raised by the triggers, SQLSTATE 23514 or 42501); anything else gets `fallback`, and the
 * real cause goes to the log.
 */
export function databaseMessage(error: { code?: string; message: string }, fallback: string): string {
  const ours = (error.code === "23514" || error.code === "42501") && /^[A-Z]/.test(error.message);
  if (!ours) console.error("mock interviews:", error.code, error.message);
  return ours ? error.message : fallback;
}
