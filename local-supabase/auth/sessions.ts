import { randomInt, randomUUID } from "node:crypto";
import type { Transaction } from "../db";
import { signAccessToken, type SigningKey } from "../signing-keys";
import { AuthError } from "./errors";
import { findUserById, userJson, type UserRow } from "./user-queries";

export interface SessionContext {
  key: SigningKey;
  issuer: string;
  jwtExpirySeconds: number;
  refreshTokenReuseSeconds: number;
}

type AmrEntry = { method: string; timestamp: number };

const REFRESH_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** GoTrue's default refresh token: 12 random characters of [a-z0-9], single use. */
function newRefreshToken(): string {
  let token = "";
  for (let i = 0; i < 12; i++) token += REFRESH_ALPHABET[randomInt(REFRESH_ALPHABET.length)];
  return token;
}

async function tokenResponse(
  tx: Transaction,
  ctx: SessionContext,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
  refreshToken: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.jwtExpirySeconds;
  const accessToken = await signAccessToken(ctx.key, {
    iss: ctx.issuer,
    sub: user.id,
    aud: "authenticated",
    exp,
    iat,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role,
    aal: "aal1",
    amr,
    session_id: sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: ctx.jwtExpirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
    ...extra,
  };
}

/**
 * How a session began, as GoTrue records it in the token's `amr`: a password, Google, a recovery link exchanged by the
 * pkce grant (`recovery`), a confirmation link's code exchanged by it (`email/signup`, GoTrue's models.EmailSignup), or
 * an email link opened in the implicit flow (`otp`, GoTrue's method for /verify).
 */
export type SignInMethod = "password" | "oauth" | "recovery" | "otp" | "email/signup";

/** Starts a new session for `user` (sign-in, sign-up, code exchange) and returns GoTrue's token body. */
export async function startSession(
  tx: Transaction,
  ctx: SessionContext,
  user: UserRow,
  method: SignInMethod,
  client: { userAgent?: string; ip?: string },
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const sessionId = randomUUID();
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  await tx.query("insert into auth.sessions (id, user_id, amr, user_agent, ip) values ($1, $2, $3, $4, $5)", [
    sessionId,
    user.id,
    JSON.stringify(amr),
    client.userAgent ?? null,
    client.ip ?? null,
  ]);
  const refreshToken = newRefreshToken();
  await tx.query("insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)", [refreshToken, user.id, sessionId]);
  const signedIn = await tx.query<UserRow>(
    "update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *",
    [user.id],
  );
  return tokenResponse(tx, ctx, signedIn.rows[0]!, sessionId, amr, refreshToken, extra);
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string;
  updated_at: Date;
}

/**
 * Rotates a refresh token (see docs/local-backend.md, 'Token endpoint'): the presented token is revoked and a child
 * issued. A revoked token is answered with the session's current token when it is that token's immediate parent (the
 * client never stored the answer to its last refresh: GoTrue accepts this at any time) or when it was revoked within
 * the reuse interval; otherwise the whole session is revoked, because a reused old token may have been stolen.
 */
export async function refreshSession(
  tx: Transaction,
  ctx: SessionContext,
  presented: string,
): Promise<Record<string, unknown> | AuthError> {
  if (presented.length < 12 || !/^[A-Za-z0-9_-]+$/.test(presented)) {
    throw new AuthError(400, "validation_failed", "Refresh token is not valid");
  }
  const found = await tx.query<RefreshTokenRow>("select * from auth.refresh_tokens where token = $1 for update", [presented]);
  const token = found.rows[0];
  if (!token) throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  const session = await tx.query<{ id: string; amr: AmrEntry[] }>("select id, amr from auth.sessions where id = $1", [token.session_id]);
  if (!session.rows[0]) throw new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
  const user = await findUserById(tx, token.user_id);
  if (!user) throw new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
  const amr = session.rows[0].amr;

  if (token.revoked) {
    // GoTrue's FindCurrentlyActiveRefreshToken: the session's newest token that is not revoked.
    const active = (
      await tx.query<{ token: string; parent: string | null }>(
        "select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1",
        [token.session_id],
      )
    ).rows[0];
    // The immediate parent of the active token: the client lost the answer to its last refresh (a tab closed, a
    // response dropped). Nothing was stolen, so it gets the active token back, however long ago that was.
    if (active && active.parent === token.token) {
      return tokenResponse(tx, ctx, user, token.session_id, amr, active.token);
    }
    const withinReuse = Date.now() - new Date(token.updated_at).getTime() < ctx.refreshTokenReuseSeconds * 1000;
    if (withinReuse && active) {
      return tokenResponse(tx, ctx, user, token.session_id, amr, active.token);
    }
    // Returned, not thrown: the revocation of the session must commit.
    await tx.query("delete from auth.sessions where id = $1", [token.session_id]);
    return new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used").withInternal(
      `possible abuse: an older revoked refresh token was reused; session ${token.session_id} ended`,
    );
  }

  await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1", [token.id]);
  const child = newRefreshToken();
  await tx.query("insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)", [
    child,
    user.id,
    token.session_id,
    presented,
  ]);
  await tx.query("update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1", [token.session_id]);
  return tokenResponse(tx, ctx, user, token.session_id, amr, child);
}
