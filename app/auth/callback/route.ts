import { NextResponse, type NextRequest } from "next/server";
import { redirectErrorKey } from "@/lib/auth/error-mapping";
import { ownerSetupPending } from "@/lib/auth/account-setup";
import { confirmMembership } from "@/lib/auth/membership";
import type { LoginErrorCode } from "@/lib/auth/messages";
import { CHOOSE_PASSWORD_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, loginPath } from "@/lib/auth/route-rules";
import { safeNextPath } from "@/lib/auth/safe-next";
import { markSignedIn } from "@/lib/auth/signed-in";
import { createClient } from "@/lib/supabase/server";

function toLogin(request: NextRequest, key: LoginErrorCode) {
  return NextResponse.redirect(new URL(loginPath(key), request.url));
}

// A recovery link that cannot sign anyone in (used, expired, or opened in another browser than the one that asked for
// it, which holds the PKCE verifier) goes back to the request form, which explains and lets the member ask again.
function toForgotPassword(request: NextRequest, error: "linkExpired" | "confirmedElsewhere" = "linkExpired") {
  return NextResponse.redirect(new URL(`${FORGOT_PASSWORD_PATH}?error=${error}`, request.url));
}

/**
 * Where Google sign-in, the confirmation email and the password-recovery email return: exchanges the code for a
 * session, checks membership, and lands on the course (or, for recovery, on the screen for the new password). An
 * account whose email an emailed link has just proven goes to "Choose your password" first: the proof cleared the
 * password and details set before it (docs/security.md).
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const recovering = params.get("next") === RESET_PASSWORD_PATH;
  const confirming = params.get("next") === CHOOSE_PASSWORD_PATH;
  if (params.has("error") || params.has("error_description")) {
    return recovering ? toForgotPassword(request) : toLogin(request, redirectErrorKey(params.get("error_description")));
  }

  const code = params.get("code");
  // PKCE only: the app never starts the implicit flow, and honouring its tokens would let a link sign a visitor into
  // someone else's account (login CSRF). A return without a code is a failed sign-in.
  if (!code) return recovering ? toForgotPassword(request) : toLogin(request, "noSessionAfterGoogle");
  const supabase = await createClient();
  const { data, error } = await supabase.auth.exchangeCodeForSession(code);
  // A confirmation link opened in a browser without its verifier has proven the email all the same (the auth server
  // confirmed it before handing out the code), so what is left is choosing a password, through a recovery link.
  if (error && confirming) return toForgotPassword(request, "confirmedElsewhere");
  if (error) return recovering ? toForgotPassword(request) : toLogin(request, "noSessionAfterGoogle");
  const refused = await confirmMembership(supabase, data.user.id);
  if (refused) return toLogin(request, refused);
  await markSignedIn();
  if (await ownerSetupPending(supabase, data.user.id)) return NextResponse.redirect(new URL(CHOOSE_PASSWORD_PATH, request.url));
  return NextResponse.redirect(new URL(safeNextPath(params.get("next")), request.url));
}
