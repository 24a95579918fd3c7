import type { ReactNode } from "react";
import { MemberShell } from "@/components/layout/member-shell";
import { showsAdminLink } from "@/lib/auth/admin";
import { requireMember } from "@/lib/auth/session";

/** Every member page: the session is verified here on the server, whatever the proxy did. */
export default async function MembersLayout({ children }: { children: ReactNode }) {
  const member = await requireMember();
  return (
    <MemberShell member={member} admin={await showsAdminLink(member)}>
      {children}
    </MemberShell>
  );
}
