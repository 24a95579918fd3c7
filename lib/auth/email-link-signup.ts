import "server-only";
import { createClient as createTokenClient, type AuthResponse } from "@supabase/supabase-js";
import { headers } from "next/headers";
import { globalOptions } from "@/lib/supabase/server";
import { supabaseEnv } from "@/lib/supabase/env";
import { confirmationLanding } from "./confirmation-link";
import type { SignupDetails } from "./schemas";
import { siteUrl } from "./site-url";

/**
 * A password sign-up whose confirmation link works on any device. The cookie client makes every flow PKCE, whose link
 * signs in only the browser holding the verifier, so a sign-up on a laptop confirmed on a phone reached no one. The
 * link of this (implicit) flow brings its opener the session instead: whoever opens it has proven the address, which
 * is what owning the account means here (docs/security.md). Nothing is kept in this client; a session that comes
 * back (confirmation off) is handed to the caller.
 */
export async function signUpWithEmailLink(email: string, password: string, details: Omit<SignupDetails, "email">): Promise<AuthResponse> {
  const { url, key } = supabaseEnv();
  const client = createTokenClient(url, key, {
    auth: { flowType: "implicit", persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: globalOptions(await headers()),
  });
  return client.auth.signUp({ email, password, options: { data: details, emailRedirectTo: confirmationLanding(siteUrl(), details) } });
}
