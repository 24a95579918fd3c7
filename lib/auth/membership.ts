import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { secondsFromEnv, shortLivedStore } from "@/lib/short-lived-store";
import type { LoginErrorCode } from "./messages";

/** What the membership list says of a verified session's email; "unknown" when it could not be asked. */
export type Membership = "member" | "not-member" | "unknown";

/**
 * The membership rule: a signed-in person may read the course while their own email is on the membership list.
 * The database function answers only for the caller's verified email, so it cannot be used to probe anyone
 * else's. The backend unreachable (status 0) or failing (5xx) is "unknown", never "not-member": an outage must
 * not sign members out.
 *
 * The one failure policy, for both callers: "unknown" keeps things as they are. At sign-in nothing is confirmed
 * yet, so the person is not let in (the catalogue's account-check message); on a later request the session was
 * confirmed before and its verified token stands, so lessons stay readable while the backend is down.
 */
export async function membershipOf(supabase: SupabaseClient): Promise<Membership> {
  const { data, status } = await supabase.rpc("is_member");
  if (status === 0 || status >= 500) return "unknown";
  return data === true ? "member" : "not-member";
}

// Members keep reading while their email stays on the list, so a "yes" is remembered for a short while: the proxy
// and the page of one request, and the next requests of the same member, share one answer instead of asking the
// Data API each time. The price is that a removed email loses access only when its answer expires (at most a
// minute; docs/security.md).
const members = shortLivedStore<true>("membership", () => secondsFromEnv("MEMBERSHIP_CACHE_SECONDS", 30, 60));
const remember = (userId: string) => members.set(userId, true);
const remembered = (userId: string) => members.get(userId) === true;

/**
 * Right after a sign-in, always asked afresh: null for a member; otherwise the session is ended and the message to
 * show returned.
 */
export async function confirmMembership(supabase: SupabaseClient, userId: string): Promise<LoginErrorCode | null> {
  const membership = await membershipOf(supabase);
  if (membership === "member") {
    remember(userId);
    return null;
  }
  members.delete(userId);
  await supabase.auth.signOut({ scope: "local" });
  return membership === "unknown" ? "accountCheck" : "notMember";
}

/** On every later request: false only when the list says no, so removing an email ends that member's access. */
export async function isStillMember(supabase: SupabaseClient, userId: string): Promise<boolean> {
  if (remembered(userId)) return true;
  const membership = await members.shared(userId, async () => {
    const answer = await membershipOf(supabase);
    if (answer === "member") remember(userId);
    return answer;
  });
  return membership !== "not-member";
}
