import type { NextRequest } from "next/server";
import { redirectFor } from "@/lib/auth/route-rules";
import { findLessonByPath } from "@/lib/course/find-lesson";
import { contentSecurityPolicy, newNonce } from "@/lib/security/csp";
import { STRICT_TRANSPORT_SECURITY, isSecureRequest } from "@/lib/security/headers";
import { siteConfig } from "@/lib/site-config";
import { supabaseEnv } from "@/lib/supabase/env";
import { redirectKeepingCookies, updateSession } from "@/lib/supabase/proxy";

/**
 * Sets the Content-Security-Policy with a new nonce (Next reads it from the request and puts it on its scripts),
 * refreshes the session and applies the route table; member pages check the session again themselves.
 */
export async function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy({
    nonce: newNonce(),
    supabaseUrl: supabaseEnv().url,
    imageHost: siteConfig.imageHost,
    dev: process.env.NODE_ENV === "development",
  });
  request.headers.set("Content-Security-Policy", policy);

  const { response, signedIn } = await updateSession(request);
  const target = redirectFor(request.nextUrl.pathname, signedIn, (path) => findLessonByPath(path) !== undefined);
  const result = target ? redirectKeepingCookies(request, response, target) : response;

  result.headers.set("Content-Security-Policy", policy);
  if (isSecureRequest(request.headers)) result.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return result;
}

export const config = {
  // Everything but Next's own assets and files served from public/ (they hold no member data).
  matcher: ["/((?!_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|woff2?)$).*)"],
};
