import type { JwtPayload } from "@supabase/supabase-js";
import { shortLivedStore } from "@/lib/short-lived-store";

/** How long the project's key set is trusted before it is fetched again (the ten minutes supabase-js waits). */
export const KEY_SET_TTL_MS = 10 * 60 * 1000;

// A member's access token comes with every request until it expires, and each request checked its signature twice
// (the proxy, then the page): an ECDSA verification each time. A token whose signature has been checked is
// remembered, by its exact text, until it expires or for as long as the key set is trusted, whichever is sooner, so
// remembering it trusts nothing longer than the key set already is. At most 10,000 tokens, the oldest dropped first.
const checked = shortLivedStore<JwtPayload>("checked-tokens", () => KEY_SET_TTL_MS);

/** Remembers a token whose signature and expiry were just checked. */
export function rememberVerified(token: string, claims: JwtPayload) {
  checked.set(token, claims, typeof claims.exp === "number" ? claims.exp * 1000 - Date.now() : 0);
}

/** The claims of a token checked earlier and still within its time, or undefined. */
export const recallVerified = (token: string): JwtPayload | undefined => checked.get(token);
