import type { JwtPayload } from "@supabase/supabase-js";

// A member's access token comes with every request until it expires, and each request checked its signature twice
// (the proxy, then the page): an ECDSA verification each time. A token whose signature has been checked is
// remembered, by its exact text, until it expires or for at most the time the signing keys are trusted without
// being fetched again, whichever is sooner, so remembering it trusts nothing longer than the key set already is.
// Kept on globalThis, as lib/short-lived-store.ts keeps its answers, so the proxy's bundle and the pages' share it.
const MAX_TOKENS = 10_000;
const holder = globalThis as typeof globalThis & { __pimVerifiedTokens?: Map<string, { claims: JwtPayload; until: number }> };
const remembered = (holder.__pimVerifiedTokens ??= new Map());

/** Remembers a token whose signature and expiry were just checked, for at most `trustMs`. */
export function rememberVerified(token: string, claims: JwtPayload, trustMs: number, now = Date.now()) {
  const expires = typeof claims.exp === "number" ? claims.exp * 1000 : now;
  const until = Math.min(expires, now + trustMs);
  if (until <= now) return;
  // The oldest entry goes first: Map keeps insertion order.
  if (remembered.size >= MAX_TOKENS) remembered.delete(remembered.keys().next().value!);
  remembered.set(token, { claims, until });
}

/** The claims of a token checked earlier and still within its time, or undefined. */
export function recallVerified(token: string, now = Date.now()): JwtPayload | undefined {
  const entry = remembered.get(token);
  if (!entry) return undefined;
  if (entry.until > now) return entry.claims;
  remembered.delete(token);
  return undefined;
}
