import type { IncomingMessage, ServerResponse } from "node:http";
import type { Transaction } from "../db";
import { redirect } from "../http";
import { clientInfo, type AuthContext } from "./context";
import { AuthError } from "./errors";
import type { FlowStateRow } from "./flow-state";
import { PKCE_PREFIX, storedRecoveryToken } from "./recovery-token";
import { chooseRedirect, withFragment, withQuery } from "./redirects";
import { startSession } from "./sessions";
import type { UserRow } from "./user-queries";
import { actAsAuthServer } from "./user-queries";

const linkInvalid = () => new AuthError(403, "otp_expired", "Email link is invalid or has expired");

// GoTrue's oauthErrorMap: the `error` parameter of an error redirect, by status (none for other statuses).
const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** A link is usable for `lifetimeSeconds` after its email was sent (GoTrue's isOtpExpired with the mailer OTP expiry). */
function checkNotExpired(sentAt: Date | null, lifetimeSeconds: number): void {
  const sent = sentAt ? new Date(sentAt).getTime() : null;
  if (sent === null || Date.now() > sent + lifetimeSeconds * 1000) throw linkInvalid();
}

/** GoTrue's verifyTokenHash for the email link types: the user whose pending token the link carries, locked. */
async function userForLink(tx: Transaction, ctx: AuthContext, type: string, token: string): Promise<UserRow> {
  if (type === "invite" || type === "email_change" || type === "email") {
    // Invitation and email-change tokens are never issued here.
    throw linkInvalid();
  }
  if (type !== "recovery" && type !== "magiclink" && type !== "signup") {
    throw new AuthError(400, "validation_failed", "Invalid email verification type");
  }
  // Magic links share the recovery token column in GoTrue, so a recovery token opened as a magic link finds its user.
  const column = type === "signup" ? "confirmation_token" : "recovery_token";
  const found = await tx.query<UserRow>(`select * from auth.users where ${column} = $1 for update`, [storedRecoveryToken(token)]);
  const user = found.rows[0];
  if (!user) throw linkInvalid();
  if (user.banned_until && new Date(user.banned_until) > new Date()) throw new AuthError(403, "user_banned", "User is banned");
  checkNotExpired(type === "signup" ? user.confirmation_sent_at : user.recovery_sent_at, ctx.config.recoveryLinkSeconds);
  return user;
}

/**
 * GoTrue's User.Confirm, statement by statement as it runs them: the confirmation first, then the metadata it read
 * before with `email_verified` added, written back whole. The order matters to the database's triggers, which see the
 * proof in the first statement and the old metadata come back in the second (docs/security.md, 'Findings of the
 * second outside review').
 */
async function confirm(tx: Transaction, user: UserRow): Promise<void> {
  await tx.query("update auth.users set confirmation_token = '', email_confirmed_at = now() where id = $1", [user.id]);
  await tx.query("update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1", [
    user.id,
    JSON.stringify({ ...(user.raw_user_meta_data ?? {}), email_verified: true }),
  ]);
}

/**
 * Uses the link's token up. GoTrue's recoverVerify clears the recovery token and confirms an unconfirmed email (the
 * click proves it); its signupVerify confirms the user and marks the email identity verified.
 */
async function useToken(tx: Transaction, user: UserRow, type: string): Promise<void> {
  if (type === "signup") {
    if (user.email_confirmed_at) await tx.query("update auth.users set confirmation_token = '' where id = $1", [user.id]);
    else await confirm(tx, user);
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified":true}'::jsonb, updated_at = now()
       where user_id = $1 and provider = 'email' and email = $2`,
      [user.id, user.email],
    );
    return;
  }
  await tx.query("update auth.users set recovery_token = '' where id = $1", [user.id]);
  if (!user.email_confirmed_at) await confirm(tx, user);
}

/** GoTrue's issueAuthCode: the newest flow of this user and method gets its code handed out. */
async function issueAuthCode(tx: Transaction, user: UserRow, method: string): Promise<string> {
  const found = await tx.query<FlowStateRow>(
    "select * from auth.flow_state where user_id = $1 and authentication_method = $2 order by created_at desc limit 1 for update",
    [user.id, method],
  );
  const flow = found.rows[0];
  if (!flow) throw new AuthError(400, "flow_state_not_found", "No associated flow state found. 422: No valid flow state found for user.");
  if (!flow.code_challenge || !flow.auth_code) {
    throw new AuthError(400, "flow_state_not_found", "No associated flow state found. 422: Flow state does not have an auth code (not a PKCE flow).");
  }
  await tx.query("update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1", [flow.id]);
  return flow.auth_code;
}

/**
 * GET /auth/v1/verify?token=…&type=recovery|signup&redirect_to=…: where a recovery or confirmation email's link leads (see
 * docs/local-backend.md, 'Verify endpoint'). A valid link is used up and the browser sent on, `303`, to redirect_to with
 * `?code=` (PKCE: the token starts with `pkce_`) or the session in the fragment (implicit); an invalid one is sent there
 * with GoTrue's error parameters, in the query and the fragment for PKCE, in the fragment only for the implicit flow.
 */
export async function verify(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const type = url.searchParams.get("type") ?? "";
  const token = url.searchParams.get("token") ?? "";
  const target = chooseRedirect(url.searchParams.get("redirect_to"), req.headers.referer, ctx.config.siteUrl, ctx.config.additionalRedirectUrls);
  if (!type) throw new AuthError(400, "validation_failed", "Verify requires a verification type");
  if (!token) throw new AuthError(400, "validation_failed", "Verify requires a token or a token hash");
  const pkce = token.startsWith(PKCE_PREFIX);

  let location: string;
  try {
    // One transaction: a failure after the token is cleared (no flow to hand a code from) leaves the link usable.
    location = await ctx.db.transaction(async (tx) => {
      await actAsAuthServer(tx);
      const user = await userForLink(tx, ctx, type, token);
      await useToken(tx, user, type);
      // The flow state's method is GoTrue's name for the link type (models.EmailSignup is `email/signup`).
      if (pkce) return withQuery(target, { code: await issueAuthCode(tx, user, type === "signup" ? "email/signup" : type) });
      // The user as stored now: the database's triggers may have changed it when the link proved the email.
      const stored = (await tx.query<UserRow>("select * from auth.users where id = $1", [user.id])).rows[0]!;
      const session = await startSession(tx, ctx, stored, "otp", clientInfo(req, ctx));
      return withFragment(target, {
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        sb: "",
        token_type: "bearer",
        type,
      });
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const params: Record<string, string> = { error_code: error.code, error_description: error.message };
    const name = OAUTH_ERRORS[error.status];
    if (name) params.error = name;
    // GoTrue's prepErrorRedirectURL: the fragment always, the query too for PKCE flows (where servers read it).
    location = withFragment(pkce ? withQuery(target, params) : target, { ...params, sb: "" });
  }
  redirect(res, 303, location);
}
