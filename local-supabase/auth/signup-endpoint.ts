import type { IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { Transaction } from "../db";
import { clientAddress, isPlainObject, sendJson } from "../http";
import { confirmationEmail } from "../mail/confirmation-email";
import { enqueueEmail } from "../mail/outbox";
import { clientInfo, type AuthContext } from "./context";
import { AuthError, rateLimited } from "./errors";
import { optionalString, readJsonObject, validEmail, validatePkcePair } from "./input";
import { hashPassword } from "./password-hash";
import { newRecoveryToken } from "./recovery-token";
import { chooseRedirect } from "./redirects";
import { startSession } from "./sessions";
import { actAsAuthServer, createUser, findUserByEmail, findUserById, userJson, type UserRow } from "./user-queries";

/** Checks a new password the way GoTrue does with the CLI's defaults (minimum 6, at most 72 bytes). */
export function checkNewPassword(password: string): void {
  if (!password) throw new AuthError(400, "validation_failed", "Signup requires a valid password");
  if (Buffer.byteLength(password) > 72) {
    throw new AuthError(400, "validation_failed", "Password cannot be longer than 72 characters");
  }
  if ([...password].length < 6) {
    throw new AuthError(422, "weak_password", "Password should be at least 6 characters.", {
      weak_password: { reasons: ["length"] },
    });
  }
}

/** GoTrue's validateSentWithinFrequencyLimit: one confirmation email per address per interval, from the database. */
function checkConfirmationFrequency(user: UserRow, intervalMs: number): void {
  if (!user.confirmation_sent_at) return;
  const left = new Date(user.confirmation_sent_at).getTime() + intervalMs - Date.now();
  if (left > 0) {
    throw new AuthError(429, "over_email_send_rate_limit", `For security purposes, you can only request this after ${Math.floor(left / 1000)} seconds.`);
  }
}

/**
 * GoTrue's sendConfirmation: a new one-time token replaces any pending one (kept hashed in `confirmation_token`, with
 * the `pkce_` prefix for PKCE flows), and the email with its /verify link goes to the outbox, in the caller's
 * transaction. For a PKCE sign-up, a flow state (`email/signup`) holds the challenge; /verify hands out its code.
 */
async function sendConfirmation(
  tx: Transaction,
  ctx: AuthContext,
  user: UserRow,
  pkce: { challenge: string; method: string } | null,
  redirectTo: string,
): Promise<void> {
  checkConfirmationFrequency(user, ctx.config.emailMaxFrequencySeconds * 1000);
  if (pkce) {
    await tx.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge, code_challenge_method, provider_type, redirect_to, authentication_method)
       values ($1, $2, $3, $4, $5, 'email', '', 'email/signup')`,
      [randomUUID(), user.id, randomUUID(), pkce.challenge, pkce.method],
    );
  }
  const token = newRecoveryToken(pkce !== null);
  await tx.query("update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1", [user.id, token.stored]);
  const link = `${ctx.baseUrl}/auth/v1/verify?${new URLSearchParams({ token: token.link, type: "signup", redirect_to: redirectTo })}`;
  await enqueueEmail(tx, confirmationEmail(user.email!, link, ctx.config.recoveryLinkSeconds));
}

/**
 * GoTrue's sanitizeUser: what an address that already has a confirmed account is answered, a made-up user (new id, no
 * identities, no confirmation, the metadata as sent), so the answer does not tell who has an account. No email is sent.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/**
 * POST /auth/v1/signup?redirect_to=…: email + password sign-up (see docs/local-backend.md, 'Sign-up endpoint'). With
 * "Confirm email" on (the default), GoTrue's rule with MAILER_AUTOCONFIRM off: the new user is unconfirmed and answered
 * without a session, and the confirmation link is emailed; an address with an account gets no session and no clue
 * (a confirmed one: the obfuscated user; an unconfirmed one: another confirmation email, the user left as it was).
 * With it off: confirmed at once and answered with a session, and an existing address is `422 user_already_exists`.
 */
export async function signUp(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const body = await readJsonObject(req);
  const rawEmail = optionalString(body, "email");
  const password = optionalString(body, "password");
  if (!rawEmail && !optionalString(body, "phone")) {
    throw new AuthError(422, "anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  }
  if (!rawEmail) throw new AuthError(400, "email_provider_disabled", "Phone signups are disabled");
  checkNewPassword(password);
  const pkce = validatePkcePair(body);
  const email = validEmail(rawEmail);
  const address = clientAddress(req, ctx.config.sbForwardedFor);
  if (!ctx.limiter.allowAddress(address) || !ctx.limiter.allowEmail(email, address)) throw rateLimited();

  const data = isPlainObject(body.data) ? body.data : {};
  const confirm = ctx.config.confirmEmail;
  const redirectTo = chooseRedirect(url.searchParams.get("redirect_to"), req.headers.referer, ctx.config.siteUrl, ctx.config.additionalRedirectUrls);
  const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
  try {
    const answer = await ctx.db.transaction(async (tx) => {
      await actAsAuthServer(tx);
      const existing = await findUserByEmail(tx, email);
      if (existing && !confirm) throw new AuthError(422, "user_already_exists", "User already registered");
      if (existing && existing.email_confirmed_at) return obfuscatedUser(email, data);
      if (existing) {
        // GoTrue leaves an unconfirmed user as it is ("we can't be sure of their claimed identity"): neither this
        // password nor this metadata is stored; the address gets a new confirmation email.
        const locked = (await tx.query<UserRow>("select * from auth.users where id = $1 for update", [existing.id])).rows[0]!;
        await sendConfirmation(tx, ctx, locked, pkce, redirectTo);
        return userJson(tx, (await findUserById(tx, existing.id))!);
      }
      const identityData = { ...data, email, email_verified: false, phone_verified: false };
      const user = await createUser(tx, {
        email,
        passwordHash,
        provider: "email",
        providerId: null,
        userMetadata: data,
        identityData,
        confirmed: !confirm,
      });
      if (!confirm) return startSession(tx, ctx, user, "password", clientInfo(req, ctx));
      await sendConfirmation(tx, ctx, user, pkce, redirectTo);
      return userJson(tx, (await findUserById(tx, user.id))!);
    });
    sendJson(res, 200, answer);
  } catch (error) {
    ctx.limiter.recordEmailFailure(email, address);
    throw error;
  }
}
