import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT_BYTES, bodyTooLarge } from "@/lib/security/action-body-limit";

const sized = (length: number | null) => new Headers(length === null ? {} : { "content-length": String(length) });

describe("bodyTooLarge", () => {
  it("stops a form or Server Action that says it carries more than Next's 1 MB limit", () => {
    expect(bodyTooLarge("POST", sized(ACTION_BODY_LIMIT_BYTES + 1))).toBe(true);
    expect(bodyTooLarge("PUT", sized(50 * 1024 * 1024))).toBe(true);
  });

  it("lets through the largest honest body, one without a length, and reads that carry none", () => {
    expect(bodyTooLarge("POST", sized(ACTION_BODY_LIMIT_BYTES))).toBe(false);
    expect(bodyTooLarge("POST", sized(80_000))).toBe(false);
    expect(bodyTooLarge("POST", sized(null))).toBe(false);
    expect(bodyTooLarge("GET", sized(ACTION_BODY_LIMIT_BYTES + 1))).toBe(false);
  });
});
