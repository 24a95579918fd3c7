import "server-only";
import type { JwtPayload, SupabaseClient } from "@supabase/supabase-js";
import { decodeProtectedHeader, jwtVerify, type JWK } from "jose";
import { fetchWithLastGoodJwks } from "@/lib/supabase/last-good-jwks";
import { supabaseEnv } from "@/lib/supabase/env";
import { KEY_SET_TTL_MS, recallVerified, rememberVerified } from "./verified-tokens";

// supabase-js's getClaims() imports the signing key from its JWK on every call, which was half the cost of each
// token check (docs/performance.md). The keys only change when the project rotates them, so each is imported
// once per process and reused; the key set is fetched again after the same ten minutes supabase-js waits.
let keySet: { url: string; keys: JWK[]; fetchedAt: number } | null = null;
let fetching: Promise<JWK[]> | null = null;
const importedKeys = new Map<string, Promise<CryptoKey>>();

const jwksUrl = () => `${supabaseEnv().url}/auth/v1/.well-known/jwks.json`;

async function fetchSigningKeys(url: string): Promise<JWK[]> {
  const response = await fetchWithLastGoodJwks(url);
  if (!response.ok) return keySet?.keys ?? [];
  const body = (await response.json()) as { keys?: JWK[] };
  keySet = { url, keys: Array.isArray(body.keys) ? body.keys : [], fetchedAt: Date.now() };
  return keySet.keys;
}

/** The project's signing keys; when they are due, one fetch serves every request that asks meanwhile. */
function signingKeys(): Promise<JWK[]> {
  const url = jwksUrl();
  if (keySet?.url === url && Date.now() - keySet.fetchedAt < KEY_SET_TTL_MS) return Promise.resolve(keySet.keys);
  fetching ??= fetchSigningKeys(url).finally(() => (fetching = null));
  return fetching;
}

function publicKey(jwk: JWK): Promise<CryptoKey> {
  // Keyed by the whole key, not its kid alone, so a key replaced under the same kid is imported anew.
  const id = JSON.stringify(jwk);
  let key = importedKeys.get(id);
  if (!key) {
    const algorithm = jwk.kty === "EC" ? { name: "ECDSA", namedCurve: jwk.crv! } : { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" };
    key = crypto.subtle.importKey("jwk", jwk as JsonWebKey, algorithm, false, ["verify"]);
    importedKeys.set(id, key);
    key.catch(() => importedKeys.delete(id));
  }
  return key;
}

/**
 * The claims of the request's session, verified, or null when there is no valid session. The session is read the
 * way getClaims() reads it (refreshing it first when it is about to expire), and the access token is checked
 * against the project's JWKS with keys imported once, then remembered (verified-tokens.ts). A token these keys
 * cannot check (a symmetric key, an unknown kid) goes to getClaims(), which asks the auth server, exactly as before.
 */
export async function verifiedClaims(supabase: SupabaseClient): Promise<JwtPayload | null> {
  const { data, error } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (error || !token) return null;
  const known = recallVerified(token);
  if (known) return known;
  try {
    const { alg, kid } = decodeProtectedHeader(token);
    const jwk = kid && (alg === "ES256" || alg === "RS256") ? (await signingKeys()).find((key) => key.kid === kid && (!key.alg || key.alg === alg)) : undefined;
    if (jwk) {
      const { payload } = await jwtVerify(token, await publicKey(jwk), { algorithms: [alg!] });
      rememberVerified(token, payload as JwtPayload);
      return payload as JwtPayload;
    }
  } catch {
    return null;
  }
  const { data: checked } = await supabase.auth.getClaims(token);
  return checked?.claims ?? null;
}
