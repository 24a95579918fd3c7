import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http";
import { enqueueEmail } from "../mail/outbox";
import { recoveryEmail } from "../mail/recovery-email";
import type { AuthContext } from "./context";
import { AuthError } from "./errors";
import { optionalString, readJsonObject, validEmail, validatePkcePair } from "./input";
import { newRecoveryToken } from "./recovery-token";
import { chooseRedirect } from "./redirects";
import { actAsAuthServer, type UserRow } from "./user-queries";

/** GoTrue's answer when an address asks again too soon (over_email_send_rate_limit), with the whole seconds left. */
function tooSoon(msLeft: number): AuthError {
  return new AuthError(429, "over_email_send_rate_limit", `For security purposes, you can only request this after ${Math.floor(msLeft / 1000)} seconds.`);
}

/**
 * POST /auth/v1/recover?redirect_to=…: emails a one-time password-recovery link (see docs/local-backend.md, 'Recover
 * endpoint'). An address without an account gets the same `200 {}`, and the same 429 when it asks again too soon, so
 * the answer never tells who has an account.
 */
export async function recover(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const body = await readJsonObject(req);
  const rawEmail = optionalString(body, "email");
  if (!rawEmail) throw new AuthError(400, "validation_failed", "Password recovery requires an email");
  const email = validEmail(rawEmail);
  const pkce = validatePkcePair(body);
  const redirectTo = chooseRedirect(url.searchParams.get("redirect_to"), req.headers.referer, ctx.config.siteUrl, ctx.config.additionalRedirectUrls);
  const intervalMs = ctx.config.emailMaxFrequencySeconds * 1000;

  const claimedAt = Date.now();
  const wait = ctx.emailLimiter.claim(email, claimedAt);
  if (wait > 0) throw tooSoon(wait);
  try {
    await ctx.db.transaction(async (tx) => {
      await actAsAuthServer(tx);
      // Locked, so two requests for one account (from two processes on one database) send one email.
      const found = await tx.query<UserRow>("select * from auth.users where email = $1 and is_sso_user = false for update", [email]);
      const user = found.rows[0];
      if (!user || !user.email) return;
      // GoTrue's own rule, read from the database: it holds across restarts of this process.
      if (user.recovery_sent_at) {
        const left = new Date(user.recovery_sent_at).getTime() + intervalMs - Date.now();
        if (left > 0) throw tooSoon(left);
      }
      const token = newRecoveryToken(pkce !== null);
      if (pkce) {
        // GoTrue's recovery flow state: the user is known now, the code is handed out by /verify. The destination
        // travels in the link, not here (as in GoTrue), so whatever redirect_to holds never has to fit a text column.
        await tx.query(
          `insert into auth.flow_state (id, user_id, auth_code, code_challenge, code_challenge_method, provider_type, redirect_to, authentication_method)
           values ($1, $2, $3, $4, $5, 'recovery', '', 'recovery')`,
          [randomUUID(), user.id, randomUUID(), pkce.challenge, pkce.method],
        );
      }
      // A new request replaces the pending token: only the newest email's link works.
      await tx.query("update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1", [user.id, token.stored]);
      const link = `${ctx.baseUrl}/auth/v1/verify?${new URLSearchParams({ token: token.link, type: "recovery", redirect_to: redirectTo })}`;
      await enqueueEmail(tx, recoveryEmail(user.email, link, ctx.config.recoveryLinkSeconds));
    });
  } catch (error) {
    // Nothing was sent, so the address may ask again at once (a retry after a failure is not "too soon").
    ctx.emailLimiter.release(email, claimedAt);
    throw error;
  }
  sendJson(res, 200, {});
}
