import "server-only";
import { cookies } from "next/headers";
import { signupDetailsSchema, type SignupDetails } from "./schemas";
import { siteUrl } from "./site-url";

// The auth server keeps nothing of a second sign-up of an unconfirmed email, and the proof of the email clears what
// the first one stored (docs/security.md), so the details typed at sign-up wait in the browser that opened the
// confirmation link (which carries them) until the "Choose your password" step fills its form with them.
const COOKIE = "pim-signup-details";
const DAY_SECONDS = 24 * 60 * 60;

export async function rememberSignupDetails(details: SignupDetails): Promise<void> {
  const store = await cookies();
  store.set(COOKIE, JSON.stringify(details), {
    path: "/",
    maxAge: DAY_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure: siteUrl().startsWith("https:"),
  });
}

/** The details typed in this browser for `email`, or null (none, another email's, or not valid any more). */
export async function signupDetailsFor(email: string): Promise<Omit<SignupDetails, "email"> | null> {
  const value = (await cookies()).get(COOKIE)?.value;
  if (!value) return null;
  let parsed;
  try {
    parsed = signupDetailsSchema.safeParse(JSON.parse(value));
  } catch {
    return null;
  }
  if (!parsed.success || parsed.data.email.toLowerCase() !== email.toLowerCase()) return null;
  const { email: _email, ...details } = parsed.data;
  return details;
}

export async function forgetSignupDetails(): Promise<void> {
  (await cookies()).delete(COOKIE);
}
