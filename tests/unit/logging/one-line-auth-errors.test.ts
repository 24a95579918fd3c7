import { AuthApiError, AuthRetryableFetchError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { logAuthErrorsOnOneLine } from "@/lib/logging/one-line-auth-errors";

function capturingConsole() {
  const lines: unknown[][] = [];
  const target = { warn: (...args: unknown[]) => lines.push(args), error: (...args: unknown[]) => lines.push(args) };
  logAuthErrorsOnOneLine(target);
  return { target, lines };
}

describe("logAuthErrorsOnOneLine", () => {
  it("logs a failed refresh as one line with its code and message, without the stack", () => {
    const { target, lines } = capturingConsole();
    target.warn(new AuthApiError("Invalid Refresh Token: Refresh Token Not Found", 400, "refresh_token_not_found"));
    target.error(new AuthRetryableFetchError("fetch failed", 0));
    expect(lines).toEqual([
      ["AuthApiError (refresh_token_not_found): Invalid Refresh Token: Refresh Token Not Found"],
      ["AuthRetryableFetchError: fetch failed"],
    ]);
    expect(String(lines[0]![0])).not.toContain("\n");
  });

  it("leaves every other message as it was", () => {
    const { target, lines } = capturingConsole();
    const error = new Error("a real bug");
    target.error("feedback refused:", error, { status: 500 });
    expect(lines).toEqual([["feedback refused:", error, { status: 500 }]]);
  });
});
