/**
 * A Google sign-in in progress, one row of auth.flow_state: written by the authorize endpoint, completed by the
 * callback endpoint, and (PKCE only) consumed by the token endpoint's pkce grant.
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
  created_at: Date;
}

/** Flow states expire 300 s after they were created, as in GoTrue. */
export const FLOW_STATE_LIFETIME_MS = 300_000;
