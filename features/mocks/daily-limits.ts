import { MOCK_LIMITS } from "./mock-options";

/** A day, as the database counts it for its limits: the last 24 hours, not the calendar day. */
export const LIMIT_WINDOW_MS = 86_400_000;

/**
 * The refusal to show before an acceptance, from the number the member accepted in the last 24 hours; null while they
 * may accept. The database holds the same limit (20261213020000_mock_acceptance_limit.sql) and says the same words.
 */
export function acceptanceLimitMessage(acceptedInLastDay: number): string | null {
  return acceptedInLastDay >= MOCK_LIMITS.acceptancesPerDay
    ? `You have accepted ${MOCK_LIMITS.acceptancesPerDay} mocks in the last 24 hours, the most allowed. Accept more tomorrow.`
    : null;
}
