import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddress, sendJson } from "../http";
import { clientInfo, type AuthContext } from "./context";
import { AuthError, rateLimited } from "./errors";
import { flowStateExpired, type FlowStateRow } from "./flow-state";
import { optionalString, readJsonObject } from "./input";
import { passwordMatches } from "./password-hash";
import { refreshSession, startSession, type SignInMethod } from "./sessions";
import { actAsAuthServer, findUserByEmail, findUserById } from "./user-queries";

async function passwordGrant(req: IncomingMessage, ctx: AuthContext, body: Record<string, unknown>) {
  const email = optionalString(body, "email").trim().toLowerCase();
  const phone = optionalString(body, "phone");
  const password = optionalString(body, "password");
  if (email && phone) {
    throw new AuthError(400, "validation_failed", "Only an email address or phone number should be provided on login.");
  }
  if (!email && !phone) throw new AuthError(400, "validation_failed", "missing email or phone");
  const address = clientAddress(req, ctx.config.sbForwardedFor);
  if (!ctx.limiter.allowAddress(address) || !ctx.limiter.allowEmail(email, address)) throw rateLimited();

  const user = await ctx.db.transaction(async (tx) => {
    await actAsAuthServer(tx);
    return findUserByEmail(tx, email);
  });
  const matches = await passwordMatches(password, user?.encrypted_password, ctx.config.passwordHashCost);
  if (!user || !user.encrypted_password || !matches) {
    ctx.limiter.recordEmailFailure(email, address);
    throw new AuthError(400, "invalid_credentials", "Invalid login credentials");
  }
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(400, "user_banned", "User is banned");
  }
  // GoTrue's ResourceOwnerPasswordGrant, after the password matched: an address never confirmed signs nothing in, so
  // someone who signed up with another person's email before them gets no access (the "Security" issue).
  if (!user.email_confirmed_at) throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
  const session = await ctx.db.transaction(async (tx) => {
    await actAsAuthServer(tx);
    return startSession(tx, ctx, user, "password", clientInfo(req, ctx));
  });
  return { ...session, weak_password: null };
}

/**
 * A refused refresh is an ordinary event (a stale cookie, a token another tab used), not a bug: one line in the log,
 * with GoTrue's internal reason when there is one, and the usual 400 to the client.
 */
function logRefusedRefresh(ctx: AuthContext, error: AuthError): void {
  const reason = error.internalMessage ? ` (${error.internalMessage})` : "";
  ctx.log(`[local-supabase] refresh refused: ${error.status} ${error.code}: ${error.message}${reason}`);
}

async function refreshGrant(ctx: AuthContext, body: Record<string, unknown>) {
  let result: Record<string, unknown> | AuthError;
  try {
    result = await ctx.db.transaction(async (tx) => {
      await actAsAuthServer(tx);
      return refreshSession(tx, ctx, optionalString(body, "refresh_token"));
    });
  } catch (error) {
    if (error instanceof AuthError) logRefusedRefresh(ctx, error);
    throw error;
  }
  if (result instanceof AuthError) {
    logRefusedRefresh(ctx, result);
    throw result;
  }
  return result;
}

function challengeMatches(flow: FlowStateRow, verifier: string): boolean {
  if (flow.code_challenge_method === "plain") return verifier === flow.code_challenge;
  return createHash("sha256").update(verifier).digest("base64url") === flow.code_challenge;
}

/**
 * Exchanges a PKCE auth code (from Google's callback or a recovery link's /verify) for a session. Codes are single use:
 * the flow state is deleted on success.
 */
async function pkceGrant(req: IncomingMessage, ctx: AuthContext, body: Record<string, unknown>) {
  const authCode = optionalString(body, "auth_code");
  const verifier = optionalString(body, "code_verifier");
  if (!authCode || !verifier) {
    throw new AuthError(400, "validation_failed", "invalid request: both auth code and code verifier should be non-empty");
  }
  // No flow has a code with NUL in it (Postgres text cannot hold one; as a query parameter it would fail with 22021).
  if (authCode.includes("\0")) throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  return ctx.db.transaction(async (tx) => {
    await actAsAuthServer(tx);
    const found = await tx.query<FlowStateRow>(
      "select * from auth.flow_state where auth_code = $1 and user_id is not null for update",
      [authCode],
    );
    const flow = found.rows[0];
    if (!flow) throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
    if (flowStateExpired(flow)) throw new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
    if (!challengeMatches(flow, verifier)) {
      throw new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
    }
    const user = await findUserById(tx, flow.user_id!);
    if (!user) throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
    await tx.query("delete from auth.flow_state where id = $1", [flow.id]);
    // The session remembers how it began: `oauth` for Google, `recovery` for a password-recovery link, `email/signup`
    // for a confirmation link.
    const method: SignInMethod =
      flow.authentication_method === "recovery" || flow.authentication_method === "email/signup" ? flow.authentication_method : "oauth";
    return startSession(tx, ctx, user, method, clientInfo(req, ctx));
  });
}

/** POST /auth/v1/token?grant_type=password|refresh_token|pkce (see docs/local-backend.md, 'Token endpoint'). */
export async function token(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const body = await readJsonObject(req);
  const grant = url.searchParams.get("grant_type");
  const grants = { password: passwordGrant, refresh_token: (_: IncomingMessage, c: AuthContext, b: Record<string, unknown>) => refreshGrant(c, b), pkce: pkceGrant };
  const handler = grant && Object.hasOwn(grants, grant) ? grants[grant as keyof typeof grants] : null;
  if (!handler) throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
  sendJson(res, 200, await handler(req, ctx, body));
}
