import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { acceptanceLimitMessage } from "@/features/mocks/daily-limits";
import { MOCK_LIMITS } from "@/features/mocks/mock-options";

describe("acceptanceLimitMessage", () => {
  it("lets a member accept up to the day's limit, then says plainly why not and when", () => {
    expect(acceptanceLimitMessage(0)).toBeNull();
    expect(acceptanceLimitMessage(MOCK_LIMITS.acceptancesPerDay - 1)).toBeNull();
    const refusal = "You have accepted 10 mocks in the last 24 hours, the most allowed. Accept more tomorrow.";
    expect(acceptanceLimitMessage(MOCK_LIMITS.acceptancesPerDay)).toBe(refusal);
    expect(acceptanceLimitMessage(MOCK_LIMITS.acceptancesPerDay + 3)).toBe(refusal);
    // The database refuses past the same number with the same words.
    expect(readFileSync("supabase/migrations/20261213020000_mock_acceptance_limit.sql", "utf8")).toContain(`'${refusal}'`);
  });
});
