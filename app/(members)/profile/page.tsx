import type { Metadata } from "next";
import { ProfileCard } from "@/features/profile/profile-card";
import { Alert } from "@/components/ui/alert";
import { loadProfile } from "@/features/profile/load-profile";
import { requireMember } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Profile" };

/** `/profile`: the member's own details, or its error and empty states (docs/decisions.md, 'Profile'). */
export default async function ProfilePage() {
  const member = await requireMember();
  const { profile, error } = await loadProfile(member);
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      {error ? <Alert>Error: {error}</Alert> : profile ? <ProfileCard email={member.email} profile={profile} /> : <p>No user data available</p>}
    </main>
  );
}
