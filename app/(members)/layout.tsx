import type { ReactNode } from "react";
import { MemberShell } from "@/components/layout/member-shell";
import { requireMember } from "@/lib/auth/session";

/** Every member page: the session is verified here on the server, whatever the proxy did. */
export default async function MembersLayout({ children }: { children: ReactNode }) {
  const member = await requireMember();
  return <MemberShell member={member}>{children}</MemberShell>;
}
