import type { ReactNode } from "react";
import { MemberShell } from "@/components/layout/member-shell";
import { mockNoticeCount } from "@/features/mocks/mock-notices";
import { loadProgress } from "@/features/progress/load-progress";
import { showsAdminLink } from "@/lib/auth/admin";
import { requireMember } from "@/lib/auth/session";

/** Every member page: the session is verified here on the server, whatever the proxy did. */
export default async function MembersLayout({ children }: { children: ReactNode }) {
  const member = await requireMember();
  const [progress, admin, mockNotices] = await Promise.all([loadProgress(member.id), showsAdminLink(member), mockNoticeCount(member)]);
  return (
    <MemberShell member={member} admin={admin} completed={progress?.completed ?? null} mockNotices={mockNotices}>
      {children}
    </MemberShell>
  );
}
