import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";
import { isSecureRequest } from "@/lib/security/headers";
import { sessionCookieOptions } from "./client-options";
import { fetchWithLastGoodJwks } from "./last-good-jwks";
import { supabaseEnv } from "./env";

/**
 * A Supabase client for the proxy: it reads the session cookies of the request and, when it refreshes the session,
 * writes the new cookies both to the request (so the page rendered after the proxy sees them) and to the response
 * the proxy returns. `response()` is that response; ask for it only after the client has done its work.
 */
export function createProxyClient(request: NextRequest) {
  let response = NextResponse.next({ request });
  const { url, key } = supabaseEnv();
  const supabase = createServerClient(url, key, {
    global: { fetch: fetchWithLastGoodJwks },
    cookieOptions: sessionCookieOptions(isSecureRequest(request.headers)),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookiesToSet) response.cookies.set(name, value, options);
        for (const [header, value] of Object.entries(headers)) response.headers.set(header, value);
      },
    },
  });
  return { supabase, response: () => response };
}

/** A redirect that keeps the cookies a refresh just set, so the member is not signed out on the way. */
export function redirectKeepingCookies(request: NextRequest, from: NextResponse, location: string): NextResponse {
  const redirect = NextResponse.redirect(new URL(location, request.nextUrl.origin));
  for (const cookie of from.cookies.getAll()) redirect.cookies.set(cookie);
  return redirect;
}
