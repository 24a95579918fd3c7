"use server";

import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/action-result";
import { WELCOME_PATH } from "@/lib/site-config";
import { createClient } from "@/lib/supabase/server";
import { confirmMembership } from "./membership";
import { messages } from "./messages";
import { requestOrigin } from "./request-origin";
import { loginPath } from "./route-rules";
import { markSignedIn } from "./signed-in";

/**
 * "Sign in with Google": starts the PKCE flow on the server (the verifier goes into a cookie) and sends the
 * browser to Google, which returns to /auth/callback.
 */
export async function startGoogleSignIn(): Promise<void> {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: `${await requestOrigin()}/auth/callback`, skipBrowserRedirect: true },
  });
  if (error || !data.url) redirect(loginPath("googleStart"));
  redirect(data.url);
}

/**
 * Finishes a Google sign-in that came back in the implicit form (`#access_token=...`, which only the browser
 * sees): the tokens are checked by the auth server before they become the session. Returns the page to go to,
 * or the message to show.
 */
export async function completeImplicitSignIn(
  accessToken: unknown,
  refreshToken: unknown,
): Promise<ActionResult> {
  if (typeof accessToken !== "string" || typeof refreshToken !== "string" || !accessToken || !refreshToken) {
    return { message: messages.noSessionAfterGoogle };
  }
  const supabase = await createClient();
  const { data, error } = await supabase.auth.setSession({ access_token: accessToken, refresh_token: refreshToken });
  if (error || !data.session) return { message: messages.noSessionAfterGoogle };
  const refused = await confirmMembership(supabase, data.session.user.id);
  if (refused) return { message: messages[refused] };
  await markSignedIn();
  return { next: WELCOME_PATH };
}
