"use server";

import { redirect } from "next/navigation";
import { forgetFirstStepsSkipped } from "@/lib/auth/first-steps-cookie";
import { createClient } from "@/lib/supabase/server";
import { loginPath } from "./route-rules";

/**
 * Logout from the avatar menu: ends this session (other devices stay signed in), forgets the member's choices kept in
 * cookies, and goes to /login (whose page clears the browser's storage: lib/member-storage.ts).
 */
export async function signOut(): Promise<void> {
  const supabase = await createClient();
  await supabase.auth.signOut({ scope: "local" });
  await forgetFirstStepsSkipped();
  redirect(loginPath());
}
