import type { JwtPayload } from "@supabase/supabase-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recallVerified, rememberVerified } from "@/lib/auth/verified-tokens";

const NOW = Date.UTC(2026, 10, 27, 12);
// Only what the memory reads; the signature was checked before a token is remembered.
const claims = (expiresInSeconds: number) => ({ sub: "member", exp: NOW / 1000 + expiresInSeconds }) as JwtPayload;

describe("remembered token checks", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: NOW }));
  afterEach(() => vi.useRealTimers());

  it("answers for a checked token until it expires, and not after", () => {
    rememberVerified("token-a", claims(60));
    vi.setSystemTime(NOW + 59_000);
    expect(recallVerified("token-a")?.sub).toBe("member");
    vi.setSystemTime(NOW + 60_000);
    expect(recallVerified("token-a")).toBeUndefined();
  });

  it("trusts a long-lived token no longer than the signing keys are trusted", () => {
    rememberVerified("token-b", claims(3_600));
    vi.setSystemTime(NOW + 599_000);
    expect(recallVerified("token-b")?.sub).toBe("member");
    vi.setSystemTime(NOW + 600_000);
    expect(recallVerified("token-b")).toBeUndefined();
  });

  it("knows only the exact text it checked, and never a token that had expired or had no expiry", () => {
    rememberVerified("token-c", claims(60));
    expect(recallVerified("token-c ")).toBeUndefined();
    rememberVerified("token-d", claims(-1));
    expect(recallVerified("token-d")).toBeUndefined();
    rememberVerified("token-e", { sub: "member" } as JwtPayload);
    expect(recallVerified("token-e")).toBeUndefined();
  });

  it("forgets the oldest tokens first when it holds ten thousand", () => {
    for (let index = 0; index < 10_001; index++) rememberVerified(`many-${index}`, claims(60));
    expect(recallVerified("many-0")).toBeUndefined();
    expect(recallVerified("many-1")?.sub).toBe("member");
    expect(recallVerified("many-10000")?.sub).toBe("member");
  });
});
