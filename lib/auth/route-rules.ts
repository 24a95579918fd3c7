import { WELCOME_PATH } from "@/lib/site-config";

const PUBLIC_PATHS = new Set(["/login", "/email-login", "/signup-user"]);
const MEMBER_PATHS = new Set(["/profile"]);

/** Paths the proxy leaves alone: the OAuth return, which must run whether or not a session exists yet. */
const PASS_THROUGH = new Set(["/auth/callback"]);

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** Whether the proxy leaves a path alone, signed in or not. */
export function isPassThrough(pathname: string): boolean {
  return PASS_THROUGH.has(withoutTrailingSlash(pathname));
}

/**
 * Where a request should go instead, or null to serve it: the route table of the spec as read by decisions.md.
 * `isLessonPath` says whether a `/dashboard/...` path names a lesson of the manifest.
 */
export function redirectFor(pathname: string, signedIn: boolean, isLessonPath: (path: string) => boolean): string | null {
  const path = withoutTrailingSlash(pathname);
  if (isPassThrough(path)) return null;
  if (PUBLIC_PATHS.has(path)) return signedIn ? WELCOME_PATH : null;
  const isDashboard = path === "/dashboard" || path.startsWith("/dashboard/");
  if (MEMBER_PATHS.has(path) || isDashboard) {
    if (!signedIn) return "/login";
    if (isDashboard && !isLessonPath(path)) return WELCOME_PATH;
    return path === pathname ? null : path;
  }
  return signedIn ? WELCOME_PATH : "/login";
}
