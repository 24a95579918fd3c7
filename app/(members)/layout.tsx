import type { ReactNode } from "react";
import { MemberShell } from "@/features/member-shell/member-shell";
import { loadMemberFrame } from "@/features/member-frame/load-member-frame";
import { requireMember } from "@/lib/auth/session";
import { currentTheme } from "@/lib/theme/current-theme";

/** Every member page but the lessons: the session is verified here on the server, whatever the proxy did. */
export default async function MembersLayout({ children }: { children: ReactNode }) {
  const member = await requireMember();
  const [frame, theme] = await Promise.all([loadMemberFrame(member), currentTheme()]);
  return (
    <MemberShell frame={frame} theme={theme}>
      {children}
    </MemberShell>
  );
}
