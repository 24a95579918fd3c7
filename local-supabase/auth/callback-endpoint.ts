import type { IncomingMessage, ServerResponse } from "node:http";
import type { Transaction } from "../db";
import { readBody, redirect } from "../http";
import { clientInfo, type AuthContext } from "./context";
import { AuthError } from "./errors";
import { FLOW_STATE_LIFETIME_MS, type FlowStateRow } from "./flow-state";
import { decodeProfileCode, googleSubject } from "./google-stand-in-endpoint";
import { validEmail } from "./input";
import { withFragment, withQuery } from "./redirects";
import { startSession } from "./sessions";
import { actAsAuthServer, createUser, findUserByEmail, type UserRow } from "./user-queries";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs in or creates the Google account, linking it to an existing account with the same email. */
async function upsertGoogleUser(tx: Transaction, email: string, name: string): Promise<UserRow> {
  const providerId = googleSubject(email);
  const identityData = {
    iss: "https://accounts.google.com",
    sub: providerId,
    provider_id: providerId,
    email,
    email_verified: true,
    phone_verified: false,
    name,
    full_name: name,
  };
  const existing = await findUserByEmail(tx, email);
  if (!existing) {
    return createUser(tx, { email, passwordHash: null, provider: "google", providerId, userMetadata: identityData, identityData, confirmed: true });
  }
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'google', now(), now(), now())
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, last_sign_in_at = now(), updated_at = now()`,
    [providerId, existing.id, JSON.stringify(identityData)],
  );
  if (!existing.email_confirmed_at) return resetUnconfirmedUser(tx, existing.id, identityData);
  const providers = Array.from(new Set([...((existing.raw_app_meta_data?.providers as string[]) ?? []), "google"]));
  const updated = await tx.query<UserRow>(
    `update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb,
       raw_user_meta_data = $3::jsonb || coalesce(raw_user_meta_data, '{}'::jsonb), updated_at = now()
     where id = $1 returning *`,
    [existing.id, JSON.stringify({ providers }), JSON.stringify(identityData)],
  );
  return updated.rows[0]!;
}

/**
 * GoTrue's answer to a pre-account takeover (`RemoveUnconfirmedIdentities` in internal/models/user.go, called from
 * internal/api/external.go when a provider identity is added to a user who never confirmed): someone signed up with
 * this email and a password of theirs but never proved the address; Google has now proved it. So the password is
 * removed, the metadata replaced by Google's, every other identity deleted, the providers recomputed, and the address
 * confirmed (Google verified it). The pending confirmation link and its PKCE flow go too.
 */
async function resetUnconfirmedUser(tx: Transaction, userId: string, identityData: Record<string, unknown>): Promise<UserRow> {
  await tx.query("delete from auth.identities where user_id = $1 and provider <> 'google'", [userId]);
  await tx.query("delete from auth.flow_state where user_id = $1 and authentication_method = 'email/signup'", [userId]);
  const updated = await tx.query<UserRow>(
    `update auth.users set encrypted_password = null, raw_user_meta_data = $2::jsonb,
       raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || '{"providers":["google"]}'::jsonb,
       email_confirmed_at = now(), confirmation_token = '', confirmation_sent_at = null, updated_at = now()
     where id = $1 returning *`,
    [userId, JSON.stringify(identityData)],
  );
  return updated.rows[0]!;
}

function oauthErrorName(status: number, code: string): string {
  if (["signup_disabled", "user_banned", "provider_email_needs_verification"].includes(code)) return "access_denied";
  return { 400: "invalid_request", 401: "unauthorized_client", 403: "access_denied", 503: "temporarily_unavailable" }[status] ?? "server_error";
}

function redirectWithError(res: ServerResponse, target: string, params: Record<string, string>): void {
  redirect(res, 302, withFragment(withQuery(target, params), { ...params, sb: "" }));
}

/**
 * GET|POST /auth/v1/callback: where Google (here the stand-in) returns (see docs/local-backend.md, 'Callback
 * endpoint').
 */
export async function callback(req: IncomingMessage, res: ServerResponse, ctx: AuthContext, url: URL): Promise<void> {
  const params = req.method === "POST" ? new URLSearchParams(await readBody(req)) : url.searchParams;
  const state = params.get("state") ?? "";
  const stateError = (message: string, code: string) =>
    redirect(res, 303, withQuery(ctx.config.siteUrl, { error: "invalid_request", error_code: code, error_description: message }));
  if (!state) return stateError("OAuth state parameter missing", "bad_oauth_callback");
  if (!UUID.test(state)) return stateError("OAuth state parameter is invalid", "bad_oauth_state");

  const flow = await ctx.db.transaction(async (tx) => {
    await actAsAuthServer(tx);
    return (await tx.query<FlowStateRow>("select * from auth.flow_state where id = $1", [state])).rows[0];
  });
  if (!flow) return stateError("OAuth state not found or expired", "bad_oauth_state");
  if (Date.now() - new Date(flow.created_at).getTime() > FLOW_STATE_LIFETIME_MS) {
    return stateError("OAuth state has expired", "bad_oauth_state");
  }
  if (flow.user_id) return stateError("State has already been used", "flow_state_already_used");

  const providerError = params.get("error");
  if (providerError) {
    return redirectWithError(res, flow.redirect_to, {
      error: providerError,
      error_description: params.get("error_description") ?? "Unspecified error",
    });
  }
  const profile = decodeProfileCode(params.get("code") ?? "");
  let email: string | null = null;
  try {
    email = profile ? validEmail(profile.email) : null;
  } catch {
    email = null;
  }
  if (!profile || !email) {
    return redirectWithError(res, flow.redirect_to, {
      error: "server_error",
      error_code: "unexpected_failure",
      error_description: "Unable to exchange external code",
    });
  }

  try {
    const location = await ctx.db.transaction(async (tx) => {
      await actAsAuthServer(tx);
      const user = await upsertGoogleUser(tx, email, profile.name);
      if (flow.code_challenge) {
        await tx.query("update auth.flow_state set user_id = $2, updated_at = now() where id = $1", [flow.id, user.id]);
        return withQuery(flow.redirect_to, { code: flow.auth_code! });
      }
      await tx.query("delete from auth.flow_state where id = $1", [flow.id]);
      const session = await startSession(tx, ctx, user, "oauth", clientInfo(req, ctx));
      return withFragment(flow.redirect_to, {
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        provider_token: "",
        refresh_token: String(session.refresh_token),
        sb: "",
        token_type: "bearer",
      });
    });
    redirect(res, 302, location);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    redirectWithError(res, flow.redirect_to, {
      error: oauthErrorName(error.status, error.code),
      error_code: error.code,
      error_description: error.message,
    });
  }
}
