import type { NextRequest } from "next/server";
import { redirectFor } from "@/lib/auth/route-rules";
import { findLessonByPath } from "@/lib/course/find-lesson";
import { redirectKeepingCookies, updateSession } from "@/lib/supabase/proxy";

/** Refreshes the session and applies the route table; member pages check the session again themselves. */
export async function proxy(request: NextRequest) {
  const { response, signedIn } = await updateSession(request);
  const target = redirectFor(request.nextUrl.pathname, signedIn, (path) => findLessonByPath(path) !== undefined);
  return target ? redirectKeepingCookies(request, response, target) : response;
}

export const config = {
  // Everything but Next's own assets and files served from public/ (they hold no member data).
  matcher: ["/((?!_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|txt|woff2?)$).*)"],
};
