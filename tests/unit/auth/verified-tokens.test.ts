import type { JwtPayload } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { recallVerified, rememberVerified } from "@/lib/auth/verified-tokens";

const NOW = Date.UTC(2026, 10, 27, 12);
// Only what the memory reads; the signature was checked before a token is remembered.
const claims = (expiresInSeconds: number) => ({ sub: "member", exp: NOW / 1000 + expiresInSeconds }) as JwtPayload;

describe("remembered token checks", () => {
  it("answers for a checked token until it expires, and not after", () => {
    rememberVerified("token-a", claims(60), 600_000, NOW);
    expect(recallVerified("token-a", NOW + 59_000)?.sub).toBe("member");
    expect(recallVerified("token-a", NOW + 60_000)).toBeUndefined();
  });

  it("trusts a long-lived token no longer than the signing keys are trusted", () => {
    rememberVerified("token-b", claims(3_600), 600_000, NOW);
    expect(recallVerified("token-b", NOW + 599_000)?.sub).toBe("member");
    expect(recallVerified("token-b", NOW + 600_000)).toBeUndefined();
  });

  it("knows only the exact text it checked, and never a token that had expired or had no expiry", () => {
    rememberVerified("token-c", claims(60), 600_000, NOW);
    expect(recallVerified("token-c ", NOW)).toBeUndefined();
    rememberVerified("token-d", claims(-1), 600_000, NOW);
    expect(recallVerified("token-d", NOW)).toBeUndefined();
    rememberVerified("token-e", { sub: "member" } as JwtPayload, 600_000, NOW);
    expect(recallVerified("token-e", NOW)).toBeUndefined();
  });

  it("forgets the oldest tokens first when it holds ten thousand", () => {
    for (let index = 0; index < 10_001; index++) rememberVerified(`many-${index}`, claims(60), 600_000, NOW);
    expect(recallVerified("many-0", NOW)).toBeUndefined();
    expect(recallVerified("many-1", NOW)?.sub).toBe("member");
    expect(recallVerified("many-10000", NOW)?.sub).toBe("member");
  });
});
