import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { MessageKey } from "./messages";

/**
 * After Google sign-in: is the signed-in person's own email on the membership list? The database function can
 * only answer for the caller's verified email, so it cannot be used to probe anyone else's. A non-member is
 * signed out. Returns the message to show, or null for a member.
 */
export async function confirmMembership(supabase: SupabaseClient): Promise<MessageKey | null> {
  const { data, error } = await supabase.rpc("is_member");
  if (error) {
    await supabase.auth.signOut({ scope: "local" });
    return "accountCheck";
  }
  if (data !== true) {
    await supabase.auth.signOut({ scope: "local" });
    return "notMember";
  }
  return null;
}
