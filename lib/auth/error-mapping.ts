import { messages, type LoginErrorCode } from "./messages";

/** The catalogue entry for an error that came back from Google sign-in in the redirect (query or fragment). */
export function redirectErrorKey(description: string | null | undefined): LoginErrorCode {
  return description && /Database|Signups/.test(description) ? "activation" : "oops";
}

interface AuthFailure {
  message?: string;
  status?: number;
  code?: string;
}

const REFUSED_BY_MEMBERSHIP = "Database error saving new user";

/** What the email login form shows for a failed sign-in: the server's message, else the catalogue's fallback. */
export function loginErrorMessage(error: AuthFailure): string {
  if (error.status === 429) return messages.tooManyAttempts;
  return error.message?.trim() || messages.loginFallback;
}

/** What the sign-up form shows for a failed sign-up; a refusal by the membership check asks the person to wait. */
export function signupErrorMessage(error: AuthFailure): string {
  if (error.status === 429) return messages.tooManyAttempts;
  if (error.message?.includes(REFUSED_BY_MEMBERSHIP) || error.code === "signup_disabled") return messages.activation;
  return error.message?.trim() || messages.signupFallback;
}
