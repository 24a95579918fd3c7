import { randomUUID } from "node:crypto";
import {
  SignJWT,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from "jose";
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "./config";
import type { Database } from "./db";

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

const hsSecret = new TextEncoder().encode(JWT_SECRET);

/**
 * Loads the ES256 signing key kept in the database, creating it on first start. Kept with the data, so tokens
 * stay valid across restarts and a fresh data folder gets a fresh key.
 */
export async function loadSigningKey(db: Database): Promise<SigningKey> {
  const existing = await db.transaction((tx) =>
    tx.query<{ kid: string; jwk: string }>("select kid, jwk::text as jwk from auth.signing_keys order by created_at limit 1"),
  );
  let privateJwk: JWK;
  const row = existing.rows[0];
  if (row) {
    privateJwk = JSON.parse(row.jwk) as JWK;
  } else {
    const pair = await generateKeyPair("ES256", { extractable: true });
    privateJwk = { ...(await exportJWK(pair.privateKey)), kid: randomUUID(), alg: "ES256", use: "sig", key_ops: ["sign", "verify"] };
    await db.transaction((tx) =>
      tx.query("insert into auth.signing_keys (kid, jwk) values ($1, $2) on conflict do nothing", [privateJwk.kid, JSON.stringify(privateJwk)]),
    );
    return loadSigningKey(db);
  }
  const { d: _private, key_ops: _ops, ...publicPart } = privateJwk;
  const publicJwk: JWK = { ...publicPart, key_ops: ["verify"], use: "sig" };
  return {
    kid: privateJwk.kid!,
    privateKey: (await importJWK({ ...privateJwk, key_ops: ["sign"] }, "ES256")) as CryptoKey,
    publicKey: (await importJWK(publicJwk, "ES256")) as CryptoKey,
    publicJwk,
  };
}

/** Signs a user access token with the ES256 key, with the `kid` that getClaims() looks up in the JWKS. */
export function signAccessToken(key: SigningKey, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: key.kid, typ: "JWT" }).sign(key.privateKey);
}

export type VerifyFailure = "expired" | "malformed" | "invalid";

/**
 * The only HS256 tokens accepted: the configured anon and service keys, compared whole. The secret that signs them is
 * public (the Supabase CLI's), so accepting any token it verifies let anyone mint a member's `sub` and read their data.
 * This is a hosted project whose legacy JWT secret is revoked: the two legacy API keys keep working, nothing else
 * signed with the secret does.
 */
const LEGACY_KEYS = new Set([ANON_KEY, SERVICE_ROLE_KEY]);

/**
 * Verifies a bearer token like GoTrue and PostgREST do with only the ES256 key in the JWKS: ES256 with the known `kid`,
 * or exactly one of the two legacy API keys. Anything else (a minted HS256 token, `alg: none`) is refused, as a
 * signature no key verifies.
 */
export async function verifyToken(
  key: SigningKey,
  token: string,
): Promise<{ ok: true; claims: JWTPayload } | { ok: false; reason: VerifyFailure; parts: number }> {
  const parts = token.split(".").length;
  if (parts !== 3) return { ok: false, reason: "malformed", parts };
  let alg: string | undefined;
  let kid: string | undefined;
  try {
    ({ alg, kid } = decodeProtectedHeader(token));
  } catch {
    return { ok: false, reason: "malformed", parts };
  }
  try {
    if (alg === "ES256" && kid === key.kid) {
      return { ok: true, claims: (await jwtVerify(token, key.publicKey, { algorithms: ["ES256"] })).payload };
    }
    if (alg === "HS256" && LEGACY_KEYS.has(token)) {
      return { ok: true, claims: (await jwtVerify(token, hsSecret, { algorithms: ["HS256"] })).payload };
    }
    return { ok: false, reason: "invalid", parts };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { ok: false, reason: code === "ERR_JWT_EXPIRED" ? "expired" : "invalid", parts };
  }
}

/**
 * Mints an HS256 token with the well-known secret, as an attacker can: the backend refuses every such token but the
 * two legacy API keys (tests use it to show that).
 */
export function signLegacyToken(claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(hsSecret);
}
