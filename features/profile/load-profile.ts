import "server-only";
import { createReader } from "@/lib/supabase/server";
import type { Member } from "@/lib/auth/session";

export interface Profile {
  name: string | null;
  phone_number: string | null;
  linkedin_profile: string | null;
}

/**
 * The member's own profile row (RLS lets no one read another's); null when there is none. The Data API's own
 * refusal is the page's "Error: {message}" state; a backend that cannot be reached or fails (no status, 5xx)
 * throws, so the page shows its error screen with "Try again" instead of a network library's message.
 */
export async function loadProfile(member: Member): Promise<{ profile: Profile | null; error: string | null }> {
  const supabase = await createReader();
  const { data, error, status } = await supabase
    .from("user_profiles")
    .select("name, phone_number, linkedin_profile")
    .eq("user_id", member.id)
    .maybeSingle();
  if (error && (status === 0 || status >= 500)) throw new Error(`profile could not be loaded: ${error.message}`);
  if (error) return { profile: null, error: error.message };
  return { profile: data, error: null };
}
