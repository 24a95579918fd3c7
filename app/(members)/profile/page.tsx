import type { Metadata } from "next";
import { ProfileCard } from "@/features/profile/profile-card";
import { Alert } from "@/components/ui/alert";
import { loadProfile } from "@/features/profile/load-profile";
import { ProfileProgress } from "@/features/progress/profile-progress";
import { courseNavigation } from "@/lib/course/navigation";
import { requireMember } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Profile" };

/** `/profile`: the member's own details (or their error and empty states), then their course progress. */
export default async function ProfilePage() {
  const member = await requireMember();
  const { profile, error } = await loadProfile(member);
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      {error ? <Alert>Error: {error}</Alert> : profile ? <ProfileCard email={member.email} profile={profile} /> : <p>No user data available</p>}
      <ProfileProgress total={courseNavigation.lessons.length} />
    </main>
  );
}
