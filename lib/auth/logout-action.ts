"use server";

import { redirect } from "next/navigation";
import { createClient } from "@/lib/supabase/server";
import { loginPath } from "./route-rules";

/** Logout from the avatar menu: ends this session (other devices stay signed in) and goes to /login. */
export async function signOut(): Promise<void> {
  const supabase = await createClient();
  await supabase.auth.signOut({ scope: "local" });
  redirect(loginPath());
}
