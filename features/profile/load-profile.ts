import "server-only";
import { createClient } from "@/lib/supabase/server";
import type { Member } from "@/lib/auth/session";

export interface Profile {
  name: string | null;
  phone_number: string | null;
  linkedin_profile: string | null;
}

/** The member's own profile row (RLS lets no one read another's); null when there is none. */
export async function loadProfile(member: Member): Promise<{ profile: Profile | null; error: string | null }> {
  const supabase = await createClient();
  const { data, error } = await supabase
    .from("user_profiles")
    .select("name, phone_number, linkedin_profile")
    .eq("user_id", member.id)
    .maybeSingle();
  if (error) return { profile: null, error: error.message };
  return { profile: data, error: null };
}
