import { NextResponse, type NextRequest } from "next/server";
import { redirectErrorKey } from "@/lib/auth/error-mapping";
import { confirmMembership } from "@/lib/auth/membership";
import type { LoginErrorCode } from "@/lib/auth/messages";
import { LOGIN_PATH, loginPath } from "@/lib/auth/route-rules";
import { safeNextPath } from "@/lib/auth/safe-next";
import { markSignedIn } from "@/lib/auth/signed-in";
import { createClient } from "@/lib/supabase/server";

function toLogin(request: NextRequest, key: LoginErrorCode) {
  return NextResponse.redirect(new URL(loginPath(key), request.url));
}

/** Where Google sign-in returns: exchanges the code for a session, checks membership, lands on the course. */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  if (params.has("error") || params.has("error_description")) return toLogin(request, redirectErrorKey(params.get("error_description")));

  const code = params.get("code");
  if (!code) {
    // The implicit flow returns its tokens in the fragment, which only the browser can read: /login finishes it.
    return NextResponse.redirect(new URL(`${LOGIN_PATH}?implicit=1`, request.url));
  }
  const supabase = await createClient();
  const { data, error } = await supabase.auth.exchangeCodeForSession(code);
  if (error) return toLogin(request, "noSessionAfterGoogle");
  const refused = await confirmMembership(supabase, data.user.id);
  if (refused) return toLogin(request, refused);
  await markSignedIn();
  return NextResponse.redirect(new URL(safeNextPath(params.get("next")), request.url));
}
