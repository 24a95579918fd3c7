import type { ReactNode } from "react";
import { Sidebar } from "@/components/course/sidebar";
import { initials } from "@/lib/auth/initials";
import type { Member } from "@/lib/auth/session";
import { courseNavigation } from "@/lib/course/navigation";
import { AvatarMenu } from "./avatar-menu";
import { Header } from "./header";
import { MenuToggle } from "./menu-toggle";
import { SidebarStateProvider } from "./sidebar-state";

/** The signed-in frame: header with menu toggle and avatar, the course sidebar, and the page beside it. */
export function MemberShell({ member, children }: { member: Member; children: ReactNode }) {
  return (
    <SidebarStateProvider>
      <Header menuToggle={<MenuToggle />} avatar={<AvatarMenu initials={initials(member.name, member.email)} label={member.name || member.email} />} />
      <Sidebar groups={courseNavigation.sidebarGroups(null)} />
      <div className="pt-16 md:pl-64">{children}</div>
    </SidebarStateProvider>
  );
}
