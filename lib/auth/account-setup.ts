import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * Whether the signed-in person's account waits for its owner's password and details: the database marks it so when
 * the email is proven by an emailed link, which clears whatever was set before (docs/security.md). A profile that
 * cannot be read counts as not waiting: the member goes on, and can still choose a password through recovery.
 */
export async function ownerSetupPending(supabase: SupabaseClient, userId: string): Promise<boolean> {
  const { data } = await supabase.from("user_profiles").select("owner_setup_pending").eq("user_id", userId).maybeSingle();
  return data?.owner_setup_pending === true;
}
