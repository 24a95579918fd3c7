import { NextResponse, type NextRequest } from "next/server";
import { redirectErrorKey } from "@/lib/auth/error-mapping";
import { confirmMembership } from "@/lib/auth/membership";
import type { LoginErrorCode } from "@/lib/auth/messages";
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, loginPath } from "@/lib/auth/route-rules";
import { safeNextPath } from "@/lib/auth/safe-next";
import { markSignedIn } from "@/lib/auth/signed-in";
import { createClient } from "@/lib/supabase/server";

function toLogin(request: NextRequest, key: LoginErrorCode) {
  return NextResponse.redirect(new URL(loginPath(key), request.url));
}

// A recovery link that cannot sign anyone in (used, expired, or opened in another browser than the one that asked for
// it, which holds the PKCE verifier) goes back to the request form, which explains and lets the member ask again.
function toForgotPassword(request: NextRequest) {
  return NextResponse.redirect(new URL(`${FORGOT_PASSWORD_PATH}?error=linkExpired`, request.url));
}

/**
 * Where Google sign-in and the password-recovery email return: exchanges the code for a session, checks membership,
 * and lands on the course (or, for recovery, on the screen for the new password).
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const recovering = params.get("next") === RESET_PASSWORD_PATH;
  if (params.has("error") || params.has("error_description")) {
    return recovering ? toForgotPassword(request) : toLogin(request, redirectErrorKey(params.get("error_description")));
  }

  const code = params.get("code");
  // PKCE only: the app never starts the implicit flow, and honouring its tokens would let a link sign a visitor into
  // someone else's account (login CSRF). A return without a code is a failed sign-in.
  if (!code) return recovering ? toForgotPassword(request) : toLogin(request, "noSessionAfterGoogle");
  const supabase = await createClient();
  const { data, error } = await supabase.auth.exchangeCodeForSession(code);
  if (error) return recovering ? toForgotPassword(request) : toLogin(request, "noSessionAfterGoogle");
  const refused = await confirmMembership(supabase, data.user.id);
  if (refused) return toLogin(request, refused);
  await markSignedIn();
  return NextResponse.redirect(new URL(safeNextPath(params.get("next")), request.url));
}
