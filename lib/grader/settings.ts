/**
 * The AI second opinion's settings, from the environment only. Off unless all three of AI_BASE_URL, AI_API_KEY and
 * AI_MODEL are set: the product is complete without it (docs/ai-second-opinion.md).
 */
export type GraderSettings = {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1: requests go to `<baseUrl>/chat/completions`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Tokens (prompt and completion) all members' second opinions may use in one Indian day, together. */
  dailyBudgetTokens: number;
  /** Second opinions one member may ask for in one Indian day. */
  memberDailyCap: number;
};

export const DEFAULT_DAILY_BUDGET_TOKENS = 2_000_000;
export const DEFAULT_MEMBER_DAILY_CAP = 5;

const whole = (value: string | undefined, fallback: number, max: number) => {
  if (value === undefined || value.trim() === "") return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? Math.min(number, max) : fallback;
};

/** The settings, or null (the feature off) when any of the three is unset or the address is not http(s). */
export function graderSettings(env: Readonly<Record<string, string | undefined>> = process.env): GraderSettings | null {
  const baseUrl = env.AI_BASE_URL?.trim();
  const apiKey = env.AI_API_KEY?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl || !apiKey || !model) return null;
  if (!/^https?:\/\/[^\s]+$/.test(baseUrl)) return null;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ""),
    apiKey,
    model,
    dailyBudgetTokens: whole(env.AI_DAILY_BUDGET_TOKENS, DEFAULT_DAILY_BUDGET_TOKENS, 1_000_000_000),
    memberDailyCap: whole(env.AI_MEMBER_DAILY_CAP, DEFAULT_MEMBER_DAILY_CAP, 1000),
  };
}
