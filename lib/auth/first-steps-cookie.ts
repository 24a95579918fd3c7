import "server-only";
import { cookies } from "next/headers";
import { siteUrl } from "@/lib/auth/site-url";

// A skip is remembered in this browser only: it is a matter of what the welcome page shows first, and a member who
// skipped on a laptop and meets the question once more on a phone loses nothing. It lives in lib/auth, beside the
// session's cookies, because Logout forgets it and lib/ imports nothing from features/.
const COOKIE = "pim-first-steps";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers in this browser that the member chose to skip the interview-date question. */
export async function rememberFirstStepsSkipped(): Promise<void> {
  (await cookies()).set(COOKIE, "skipped", { path: "/", maxAge: YEAR_SECONDS, httpOnly: true, sameSite: "lax", secure: siteUrl().startsWith("https:") });
}

/** Whether this browser's member chose to skip the interview-date question. */
export async function firstStepsSkipped(): Promise<boolean> {
  return (await cookies()).get(COOKIE)?.value === "skipped";
}

/** Forgets the skip at sign-out: the next person on this browser is asked afresh. */
export async function forgetFirstStepsSkipped(): Promise<void> {
  (await cookies()).delete(COOKIE);
}
