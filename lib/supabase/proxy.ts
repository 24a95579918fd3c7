import { createServerClient } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";
import { isStillMember } from "@/lib/auth/membership";
import { isSecureRequest } from "@/lib/security/headers";
import { sessionCookieOptions } from "./client-options";
import { fetchWithLastGoodJwks } from "./last-good-jwks";
import { supabaseEnv } from "./env";

/**
 * Refreshes the session cookies of a request and says whether it carries a valid session. The access token is
 * verified locally against the project's JWKS, so a request with a fresh token costs no call to the auth server.
 * With `confirmMembership`, a session whose email has left the membership list is signed out (`refused`).
 */
export async function updateSession(
  request: NextRequest,
  { confirmMembership = false } = {},
): Promise<{ response: NextResponse; signedIn: boolean; refused: boolean }> {
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
  // Trap: nothing may run between creating the client and getClaims(), or a refresh can be lost and the
  // member signed out at random. getClaims() refreshes an expiring session before verifying it.
  const { data } = await supabase.auth.getClaims();
  const signedIn = Boolean(data?.claims?.sub);
  if (signedIn && confirmMembership && !(await isStillMember(supabase))) {
    // Asked on every request, prefetches included, so that every answer to a former member is this redirect.
    await supabase.auth.signOut({ scope: "local" });
    return { response, signedIn: false, refused: true };
  }
  return { response, signedIn, refused: false };
}

/** A redirect that keeps the cookies a refresh just set, so the member is not signed out on the way. */
export function redirectKeepingCookies(request: NextRequest, from: NextResponse, location: string): NextResponse {
  const redirect = NextResponse.redirect(new URL(location, request.nextUrl.origin));
  for (const cookie of from.cookies.getAll()) redirect.cookies.set(cookie);
  return redirect;
}
