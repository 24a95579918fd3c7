"use server";

import { redirect } from "next/navigation";
import { createClient } from "@/lib/supabase/server";
import { authCallbackUrl } from "./site-url";
import { loginPath } from "./route-rules";

/**
 * "Sign in with Google": starts the PKCE flow on the server (the verifier goes into a cookie) and sends the
 * browser to Google, which returns to /auth/callback.
 */
export async function startGoogleSignIn(): Promise<void> {
  const supabase = await createClient();
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: authCallbackUrl(), skipBrowserRedirect: true },
  });
  if (error || !data.url) redirect(loginPath("googleStart"));
  redirect(data.url);
}
