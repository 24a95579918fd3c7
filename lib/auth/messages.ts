/** The product's error catalogue, word for word; where each message shows: docs/decisions.md, 'Error messages'. */
export const messages = {
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
  // Password recovery, which the original catalogue has no texts for (docs/decisions.md, 'Password recovery').
  recoverySent: "If an account exists for that email, we have sent it a link to choose a new password. The link works once, within an hour.",
  linkExpired: "This link has expired or has already been used. Ask for a new one below.",
  samePassword: "Choose a password different from your old one.",
  // Sign-up with email confirmation on (docs/decisions.md, 'Sign-up').
  confirmEmail: "Check your email: we have sent you a link to confirm your address. Open it on this device or another to finish signing up.",
  confirmationResent: "Sent again. The newest link is the one that works.",
  // The email's proof resets the account (docs/decisions.md, 'Texts not in the spec'; docs/security.md).
  confirmedElsewhere:
    "Your email is confirmed. Enter it below and we will send you a link to choose your password. Open the link in this browser.",
  // The auth server's rate limit (429), which the original catalogue has no text for (docs/decisions.md).
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
} as const;

/**
 * The codes the app itself sends to the login screen (`/login?error=...`): from the Google return, the membership
 * check and the start of Google sign-in. A link with any other code, a form's message included, shows nothing.
 */
export const LOGIN_ERROR_CODES = ["activation", "oops", "noSessionAfterGoogle", "googleStart", "accountCheck", "notMember"] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** Which of the login page's messages a `?error=` code stands for; codes the app does not send show nothing. */
export function messageForCode(code: string | undefined): string | null {
  return LOGIN_ERROR_CODES.find((known) => known === code) ? messages[code as LoginErrorCode] : null;
}
