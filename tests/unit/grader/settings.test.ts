import { describe, expect, it } from "vitest";
import { DEFAULT_DAILY_BUDGET_TOKENS, DEFAULT_MEMBER_DAILY_CAP, graderSettings } from "@/lib/grader/settings";

describe("grader settings", () => {
  it("are off unless all three of AI_BASE_URL, AI_API_KEY and AI_MODEL are set", () => {
    expect(graderSettings({})).toBeNull();
    expect(graderSettings({ AI_BASE_URL: "https://api.example.com/v1", AI_API_KEY: "k" })).toBeNull();
    expect(graderSettings({ AI_BASE_URL: "https://api.example.com/v1", AI_MODEL: "m" })).toBeNull();
    expect(graderSettings({ AI_BASE_URL: " ", AI_API_KEY: "k", AI_MODEL: "m" })).toBeNull();
    expect(graderSettings({ AI_BASE_URL: "ftp://example.com", AI_API_KEY: "k", AI_MODEL: "m" })).toBeNull();
  });

  it("take the defaults for the budget and the cap, and the operator's where given", () => {
    expect(graderSettings({ AI_BASE_URL: "http://127.0.0.1:8080/v1/", AI_API_KEY: "k", AI_MODEL: "m" })).toEqual({
      baseUrl: "http://127.0.0.1:8080/v1",
      apiKey: "k",
      model: "m",
      dailyBudgetTokens: DEFAULT_DAILY_BUDGET_TOKENS,
      memberDailyCap: DEFAULT_MEMBER_DAILY_CAP,
    });
    const set = graderSettings({ AI_BASE_URL: "https://x.example/v1", AI_API_KEY: "k", AI_MODEL: "m", AI_DAILY_BUDGET_TOKENS: "50000", AI_MEMBER_DAILY_CAP: "2" });
    expect(set).toMatchObject({ dailyBudgetTokens: 50000, memberDailyCap: 2 });
    expect(graderSettings({ AI_BASE_URL: "https://x.example/v1", AI_API_KEY: "k", AI_MODEL: "m", AI_DAILY_BUDGET_TOKENS: "lots" })?.dailyBudgetTokens).toBe(DEFAULT_DAILY_BUDGET_TOKENS);
  });
});
