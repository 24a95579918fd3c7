/**
 * A sign-in in progress, one row of auth.flow_state. For Google (`authentication_method` `oauth`): written by the
 * authorize endpoint, completed by the callback endpoint, and (PKCE only) consumed by the token endpoint's pkce grant.
 * For a password recovery (`recovery`, PKCE only): written by the recover endpoint with the user already set, its code
 * handed out by the verify endpoint, consumed by the pkce grant.
 */
export interface FlowStateRow {
  id: string;
  /** Set by the callback once the person has signed in (PKCE); a set user_id means the state was used. */
  user_id: string | null;
  /** PKCE only: the code the callback hands to the app, exchanged once at the token endpoint. */
  auth_code: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
  redirect_to: string;
  /** `oauth` (Google) or `recovery`; the pkce grant records it as the session's sign-in method. */
  authentication_method: string;
  /** When /verify handed the code out (recovery flows). */
  auth_code_issued_at: Date | null;
  created_at: Date;
}

/** Flow states expire 300 s after they were created, as in GoTrue. */
export const FLOW_STATE_LIFETIME_MS = 300_000;

/**
 * GoTrue's FlowState.IsExpired: 300 s from creation, except for magic links, counted from when the code was issued.
 * So a recovery flow (created by /recover) must be exchanged within five minutes of the email being requested, however
 * long the link in it stays valid.
 */
export function flowStateExpired(flow: FlowStateRow, now = Date.now()): boolean {
  const from = flow.auth_code_issued_at && flow.authentication_method === "magiclink" ? flow.auth_code_issued_at : flow.created_at;
  return now - new Date(from).getTime() > FLOW_STATE_LIFETIME_MS;
}
