import { NextResponse, type NextRequest } from "next/server";
import { isStillMember } from "@/lib/auth/membership";
import { isPassThrough, loginPath, redirectFor } from "@/lib/auth/route-rules";
import { verifiedClaims } from "@/lib/auth/verified-claims";
import { courseNavigation } from "@/lib/course/navigation";
import { bodyTooLarge, TOO_LARGE_MESSAGE } from "@/lib/security/action-body-limit";
import { contentSecurityPolicy, newNonce } from "@/lib/security/csp";
import { preparedLessonInline } from "@/lib/security/prepared-page";
import { PRIVATE_NO_STORE, STRICT_TRANSPORT_SECURITY, isSecureRequest } from "@/lib/security/headers";
import { siteConfig } from "@/lib/site-config";
import { supabaseEnv } from "@/lib/supabase/env";
import { createProxyClient, redirectKeepingCookies } from "@/lib/supabase/proxy-client";

/**
 * Sets the Content-Security-Policy (with a new nonce, which Next reads from the request and puts on its scripts; for
 * a lesson prepared at build, with the hashes of its inline scripts), refreshes the session, signs out a session whose
 * email has left the membership list, and applies the route table. Member pages check the session and the membership
 * again themselves; a prepared lesson cannot, so for lessons this is the member check (docs/security.md).
 */
export async function proxy(request: NextRequest) {
  // Before anything reads the body: an oversized form or Server Action gets a plain 413, not Next's 500 page.
  if (bodyTooLarge(request.method, request.headers)) {
    return new NextResponse(TOO_LARGE_MESSAGE, { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { pathname, search } = request.nextUrl;
  const prepared = preparedLessonInline(pathname);
  const policy = contentSecurityPolicy({
    inline: prepared ?? { nonce: newNonce() },
    supabaseUrl: supabaseEnv().url,
    imageHost: siteConfig.imageHost,
    dev: process.env.NODE_ENV === "development",
  });
  request.headers.set("Content-Security-Policy", policy);

  const { supabase, response } = createProxyClient(request);
  // Trap: nothing may run between creating the client and reading the session, or a refresh can be lost and the
  // member signed out at random. verifiedClaims() refreshes an expiring session, then verifies the token against
  // the JWKS, so a request with a fresh token costs no call to the auth server.
  const claims = await verifiedClaims(supabase);
  let signedIn = Boolean(claims?.sub);
  let refused = false;
  if (claims?.sub && !isPassThrough(pathname) && !(await isStillMember(supabase, claims.sub))) {
    // Asked on every request, prefetches included, so that every answer to a former member is this redirect.
    await supabase.auth.signOut({ scope: "local" });
    [signedIn, refused] = [false, true];
  }
  const target = refused ? loginPath("notMember") : redirectFor(pathname, signedIn, (path) => courseNavigation.findLessonByPath(path) !== undefined);
  const result = target && target !== pathname + search ? redirectKeepingCookies(request, response(), target) : response();

  result.headers.set("Content-Security-Policy", policy);
  // Next marks a page prepared at build as cacheable by shared caches for a year; a lesson is for members only.
  if (prepared) result.headers.set("Cache-Control", PRIVATE_NO_STORE);
  if (isSecureRequest(request.headers)) result.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return result;
}

export const config = {
  // Everything but Next's own assets (its chunks, images and the icon made from app/icon.svg) and the files that
  // exist in public/ (robots.txt, the lessons' diagrams, and the benchmark's floor file while it runs): any other
  // path, whatever it ends in, gets the proxy's headers and rules. Next needs this list literally; a unit test
  // checks it against public/.
  matcher: ["/((?!_next/static/|_next/image(?:$|\\?)|icon\\.svg$|robots\\.txt$|bench-floor\\.txt$|lessons/[a-z0-9-]+\\.svg$).*)"],
};
