import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { MessageKey } from "./messages";

/** What the membership list says of a verified session's email; "unknown" when it could not be asked. */
export type Membership = "member" | "not-member" | "unknown";

/**
 * The membership rule: a signed-in person may read the course while their own email is on the membership list.
 * The database function answers only for the caller's verified email, so it cannot be used to probe anyone
 * else's. The backend unreachable (status 0) or failing (5xx) is "unknown", never "not-member": an outage must
 * not sign members out.
 *
 * The one failure policy, for both callers: "unknown" keeps things as they are. At sign-in nothing is confirmed
 * yet, so the person is not let in (the spec's account-check message); on a later request the session was
 * confirmed before and its verified token stands, so lessons stay readable while the backend is down.
 */
export async function membershipOf(supabase: SupabaseClient): Promise<Membership> {
  const { data, status } = await supabase.rpc("is_member");
  if (status === 0 || status >= 500) return "unknown";
  return data === true ? "member" : "not-member";
}

/** Right after a sign-in: null for a member; otherwise the session is ended and the message to show returned. */
export async function confirmMembership(supabase: SupabaseClient): Promise<MessageKey | null> {
  const membership = await membershipOf(supabase);
  if (membership === "member") return null;
  await supabase.auth.signOut({ scope: "local" });
  return membership === "unknown" ? "accountCheck" : "notMember";
}

/** On every later request: false only when the list says no, so removing an email ends that member's access. */
export async function isStillMember(supabase: SupabaseClient): Promise<boolean> {
  return (await membershipOf(supabase)) !== "not-member";
}
