import { WELCOME_PATH } from "@/lib/site-config";
import type { LoginErrorCode } from "./messages";

/** The sign-in screens, open to visitors without a session. */
export const LOGIN_PATH = "/login";
export const EMAIL_LOGIN_PATH = "/email-login";
export const SIGNUP_PATH = "/signup-user";
export const FORGOT_PASSWORD_PATH = "/forgot-password";
/** Where the recovery email's link lands, signed in by it, to choose the new password. */
export const RESET_PASSWORD_PATH = "/reset-password";
/** Where a proven email's owner chooses the password and gives the details (the proof reset both). */
export const CHOOSE_PASSWORD_PATH = "/choose-password";
/** Where the sign-up's confirmation link lands, on any device (app/(auth)/auth/callback/confirm). */
export const CONFIRM_LANDING_PATH = "/auth/callback/confirm";
/** The lesson search (app/api/search/route.ts): lesson text, so for members only. */
export const SEARCH_PATH = "/api/search";
/** The member's name, progress and counts for a lesson page's frame (app/api/member-frame/route.ts). */
export const MEMBER_FRAME_PATH = "/api/member-frame";
/** A company guide's "What members reported" part, rendered per request (app/api/debriefs/guide/route.ts). */
export const GUIDE_REPORTS_PATH = "/api/debriefs/guide";

const PUBLIC_PATHS = new Set([LOGIN_PATH, EMAIL_LOGIN_PATH, SIGNUP_PATH, FORGOT_PASSWORD_PATH]);
const MEMBER_PATHS = new Set(["/profile", "/plan", "/stories", "/drills", "/mocks", RESET_PASSWORD_PATH, CHOOSE_PASSWORD_PATH, SEARCH_PATH, MEMBER_FRAME_PATH,
  "/debriefs", "/debriefs/new", "/debriefs/mine", GUIDE_REPORTS_PATH]);
/** Practice: the bank and everything under it (a question, its partner kit, the Grading Mirror, the history); the
 * question page answers an unknown id with its own "not found". */
const PRACTICE_PATH = "/practice";
const isPractice = (path: string) => path === PRACTICE_PATH || path.startsWith(`${PRACTICE_PATH}/`);
/** A mock's calendar file. */
const MOCK_CALENDAR = /^\/mocks\/[0-9a-f-]{36}\/calendar$/;
/** The admin pages: signed-in only here; each page and action also refuses anyone who is not an admin (lib/auth/admin.ts). */
export const ADMIN_PATH = "/admin";
const ADMIN_PATHS = new Set([ADMIN_PATH, "/admin/members", "/admin/members/export", "/admin/feedback", "/admin/feedback/export", "/admin/purchases", "/admin/mocks", "/admin/bar-check",
  "/admin/grader", "/admin/debriefs", "/admin/debriefs/outcomes"]);

/**
 * Paths the proxy leaves alone: the OAuth return and the confirmation link's landing, which must run whether or not a
 * session exists yet, and the payment webhook, which Razorpay calls without a session and which checks its own signature.
 */
const PASS_THROUGH = new Set(["/auth/callback", CONFIRM_LANDING_PATH, "/api/webhooks/razorpay"]);
/**
 * A published Bar card and its Open Graph image: public by design (the page reads only that one card, as a stranger).
 * Only a token's shape passes: `/bar-card`, `/bar-card/x` or anything deeper stays behind sign-in.
 */
const BAR_CARD = /^\/bar-card\/[A-Za-z0-9_-]{32,64}(?:\/image\.png)?$/;

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** Whether the proxy leaves a path alone, signed in or not. */
export function isPassThrough(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return PASS_THROUGH.has(path) || BAR_CARD.test(path);
}

/** The sign-in screen, showing the message of `error` when there is one: every redirect to sign in is built here. */
export function loginPath(error?: LoginErrorCode): string {
  return error ? `${LOGIN_PATH}?error=${error}` : LOGIN_PATH;
}

/**
 * Where a request should go instead, or null to serve it: the route table (docs/decisions.md, 'Routes').
 * `isLessonPath` says whether a `/dashboard/...` path names a lesson of the manifest.
 */
export function redirectFor(pathname: string, signedIn: boolean, isLessonPath: (path: string) => boolean): string | null {
  const path = withoutTrailingSlash(pathname);
  if (isPassThrough(path)) return null;
  if (PUBLIC_PATHS.has(path)) return signedIn ? WELCOME_PATH : null;
  const isDashboard = path === "/dashboard" || path.startsWith("/dashboard/");
  if (MEMBER_PATHS.has(path) || MOCK_CALENDAR.test(path) || ADMIN_PATHS.has(path) || isDashboard || isPractice(path)) {
    if (!signedIn) return loginPath();
    // `/dashboard` itself is served: the page sends the learner to the lesson to continue.
    if (isDashboard && path !== "/dashboard" && !isLessonPath(path)) return WELCOME_PATH;
    return path === pathname ? null : path;
  }
  return signedIn ? WELCOME_PATH : loginPath();
}
