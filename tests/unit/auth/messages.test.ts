import { describe, expect, it } from "vitest";
import { messageForCode, messages } from "@/lib/auth/messages";

// The product's error catalogue (docs/decisions.md, 'Error messages'), copied word for word, rate-limit text included.
const CATALOGUE = {
  activation:
    "Looks like your account has not been created yet. If you have just purchased membership access, please wait another 24 hours for your account to activate.",
  oops: "Oops, something went wrong. Please try again later.",
  noSessionAfterGoogle: "Failed to retrieve user session after Google login.",
  googleStart: "Error initiating Google login. Please try again.",
  accountCheck: "An error occurred while checking your account. Please try again.",
  notMember: "Account not created yet. Please contact support or sign up first.",
  loginFallback: "Invalid login credentials. Please try again.",
  signupFallback: "An error occurred during signup. Please try again.",
  signupWithoutUser: "Signup successful, but user data is missing.",
  feedback: "Something went wrong. Please try again.",
  noAuthenticatedUser: "No authenticated user found",
  linkedin: "LinkedIn profile link is not valid, please correct it.",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  // Password recovery (docs/decisions.md, 'Password recovery').
  recoverySent: "If an account exists for that email, we have sent it a link to choose a new password. The link works once, within an hour.",
  linkExpired: "This link has expired or has already been used. Ask for a new one below.",
  samePassword: "Choose a password different from your old one.",
  confirmEmail: "Check your email: we have sent you a link to confirm your address. Open it on this device or another to finish signing up.",
  // "Resend" after "Check your email" (docs/decisions.md, 'Sign-up').
  confirmationResent: "Sent again. The newest link is the one that works.",
  // A confirmation link that proved the email where it cannot sign in (docs/decisions.md, 'Sign-up').
  confirmedElsewhere: "Your email is confirmed. Enter it below and we will send you a link to choose your password. Open the link in this browser.",
};

describe("messages", () => {
  it.each(Object.entries(CATALOGUE))("keeps the %s message word for word", (key, text) => {
    expect(messages[key as keyof typeof messages]).toBe(text);
  });

  it("holds no message beyond the catalogue", () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(CATALOGUE).sort());
  });
});

describe("messageForCode", () => {
  const SENT_BY_THE_APP = ["activation", "oops", "noSessionAfterGoogle", "googleStart", "accountCheck", "notMember"] as const;

  it.each(SENT_BY_THE_APP)("turns the code %s, which the app sends, into its message", (code) => {
    expect(messageForCode(code)).toBe(CATALOGUE[code]);
  });

  it.each(Object.keys(CATALOGUE).filter((code) => !(SENT_BY_THE_APP as readonly string[]).includes(code)))(
    "shows nothing for %s, a message the app never sends to the login screen",
    (code) => {
      expect(messageForCode(code)).toBeNull();
    },
  );

  it.each([undefined, "", "nope", "ACTIVATION", "toString", "constructor", "__proto__", "hasOwnProperty"])(
    "shows nothing for the unknown code %j",
    (code) => {
      expect(messageForCode(code)).toBeNull();
    },
  );
});
