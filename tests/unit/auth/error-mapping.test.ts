import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { loginErrorMessage, redirectErrorKey, signupErrorMessage } from "@/lib/auth/error-mapping";
import { messages } from "@/lib/auth/messages";

// The catalogue's texts, copied word for word (docs/decisions.md, 'Error messages'), the rate-limit text included.
const ACTIVATION =
  "Looks like your account has not been created yet. If you have just purchased membership access, please wait another 24 hours for your account to activate.";
const OOPS = "Oops, something went wrong. Please try again later.";
const LOGIN_FALLBACK = "Invalid login credentials. Please try again.";
const SIGNUP_FALLBACK = "An error occurred during signup. Please try again.";
const TOO_MANY = "Too many attempts. Please wait a minute and try again.";

// The errors auth-js builds from the auth server's (GoTrue's) answers: the status, code and message it sends.
const invalidCredentials = new AuthApiError("Invalid login credentials", 400, "invalid_credentials");
const rateLimited = new AuthApiError("Request rate limit reached", 429, "over_request_rate_limit");
const emailRateLimited = new AuthApiError("email rate limit exceeded", 429, "over_email_send_rate_limit");
const refusedByMembership = new AuthRetryableFetchError("Database error saving new user", 500);
const signupsDisabled = new AuthApiError("Signups not allowed for this instance", 422, "signup_disabled");

describe("redirectErrorKey", () => {
  it.each([
    "Database error saving new user",
    "Signups not allowed for this instance",
    "Database error granting user",
    "Error: Database error updating user",
  ])("asks the person to wait for activation when the description is %j", (description) => {
    expect(redirectErrorKey(description)).toBe("activation");
    expect(messages[redirectErrorKey(description)]).toBe(ACTIVATION);
  });

  it.each([
    null,
    undefined,
    "",
    "Unverified email with google",
    "Error creating identity",
    "Signup requires a valid password",
    "OAuth state has expired",
    "Unable to exchange external code: 4/0AX4XfWh",
  ])("shows the general message for the description %j", (description) => {
    expect(redirectErrorKey(description)).toBe("oops");
    expect(messages[redirectErrorKey(description)]).toBe(OOPS);
  });
});

describe("loginErrorMessage", () => {
  it("shows the server's own message for wrong credentials, as the catalogue says of every failed login", () => {
    expect(loginErrorMessage(invalidCredentials)).toBe("Invalid login credentials");
  });

  it.each([rateLimited, emailRateLimited])("asks the person to wait after a 429 ($message)", (error) => {
    expect(loginErrorMessage(error)).toBe(TOO_MANY);
    expect(loginErrorMessage(error)).toBe(messages.tooManyAttempts);
  });

  it.each([
    ["Email not confirmed", "email_not_confirmed", 400],
    ["User is banned", "user_banned", 400],
    ["Email logins are disabled", "email_provider_disabled", 422],
  ])("shows the server's message %j", (message, code, status) => {
    expect(loginErrorMessage(new AuthApiError(message, status, code))).toBe(message);
  });

  it("trims the server's message", () => {
    expect(loginErrorMessage({ message: "  Email not confirmed\n", status: 400 })).toBe("Email not confirmed");
  });

  it.each([{}, { message: "" }, { message: "   " }, { status: 500 }])("falls back to the catalogue's text for %j", (error) => {
    expect(loginErrorMessage(error)).toBe(LOGIN_FALLBACK);
  });
});

describe("signupErrorMessage", () => {
  it("turns a refusal by the membership check into the activation message", () => {
    expect(refusedByMembership.code).toBeUndefined();
    expect(signupErrorMessage(refusedByMembership)).toBe(ACTIVATION);
    expect(signupErrorMessage(refusedByMembership)).toBe(messages.activation);
  });

  it("turns disabled sign-ups into the activation message", () => {
    expect(signupErrorMessage(signupsDisabled)).toBe(ACTIVATION);
  });

  it.each([rateLimited, emailRateLimited])("asks the person to wait after a 429 ($message)", (error) => {
    expect(signupErrorMessage(error)).toBe(TOO_MANY);
  });

  it.each([
    new AuthApiError("User already registered", 422, "user_already_exists"),
    new AuthWeakPasswordError("Password should be at least 6 characters.", 422, ["length"]),
    new AuthApiError("Unable to validate email address: invalid format", 400, "validation_failed"),
    new AuthRetryableFetchError("Error creating identity", 500),
  ])("shows the server's message $message", (error) => {
    expect(signupErrorMessage(error)).toBe(error.message);
  });

  it.each([{}, { message: "" }, { message: " \t" }, { status: 500 }])("falls back to the catalogue's text for %j", (error) => {
    expect(signupErrorMessage(error)).toBe(SIGNUP_FALLBACK);
    expect(signupErrorMessage(error)).toBe(messages.signupFallback);
  });
});
