import { createHash, randomBytes } from "node:crypto";

/** GoTrue marks the tokens of PKCE flows with this prefix; /verify reads the flow type from it. */
export const PKCE_PREFIX = "pkce_";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * What `auth.users.recovery_token` keeps for a token: its flow prefix and the SHA-256 of the rest. GoTrue stores the
 * very value its links carry; here only a hash is stored, so reading the database does not give a working link.
 */
export function storedRecoveryToken(linkToken: string): string {
  const pkce = linkToken.startsWith(PKCE_PREFIX);
  return `${pkce ? PKCE_PREFIX : ""}${sha256(pkce ? linkToken.slice(PKCE_PREFIX.length) : linkToken)}`;
}

/** A new one-time recovery token: 56 random hex characters (as long as GoTrue's), prefixed for PKCE flows. */
export function newRecoveryToken(pkce: boolean): { link: string; stored: string } {
  const link = `${pkce ? PKCE_PREFIX : ""}${randomBytes(28).toString("hex")}`;
  return { link, stored: storedRecoveryToken(link) };
}
