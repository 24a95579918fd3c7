import type { ReactNode } from "react";
import { MemberShell } from "@/components/layout/member-shell";
import { loadDrillDueCount } from "@/features/drills/drill-cards";
import { mockNoticeCount } from "@/features/mocks/mock-notices";
import { loadProgress } from "@/features/progress/load-progress";
import { showsAdminLink } from "@/lib/auth/admin";
import { requireMember } from "@/lib/auth/session";

/** Every member page: the session is verified here on the server, whatever the proxy did. */
export default async function MembersLayout({ children }: { children: ReactNode }) {
  const member = await requireMember();
  const [progress, admin, drillsDue, mockNotices] = await Promise.all([loadProgress(member.id), showsAdminLink(member), loadDrillDueCount(member.id), mockNoticeCount(member)]);
  return (
    <MemberShell member={member} admin={admin} completed={progress?.completed ?? null} drillsDue={drillsDue} mockNotices={mockNotices}>
      {children}
    </MemberShell>
  );
}
