import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { MessageKey } from "./messages";

/**
 * After a sign-in: is the signed-in person's own email on the membership list? The database function can only
 * answer for the caller's verified email, so it cannot be used to probe anyone else's. A non-member is signed out.
 * Returns the message to show, or null for a member.
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

/**
 * Whether a verified session still belongs to a member, asked by the proxy and by every member page so that
 * removing an email from the membership list ends that member's access at once. Only an answer refuses: when the
 * backend cannot be reached (status 0) the verified token stands, as lessons are read without the backend.
 */
export async function isStillMember(supabase: SupabaseClient): Promise<boolean> {
  const { data, status } = await supabase.rpc("is_member");
  return data === true || status === 0;
}
