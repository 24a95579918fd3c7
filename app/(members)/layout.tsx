import type { ReactNode } from "react";
import { MemberShell } from "@/components/layout/member-shell";
import { loadProgress } from "@/features/progress/load-progress";
import { requireMember } from "@/lib/auth/session";

/** Every member page: the session is verified here on the server, whatever the proxy did. */
export default async function MembersLayout({ children }: { children: ReactNode }) {
  const member = await requireMember();
  const progress = await loadProgress(member.id);
  return (
    <MemberShell member={member} completed={progress?.completed ?? null}>
      {children}
    </MemberShell>
  );
}
