import type { ReactNode } from "react";
import { Sidebar } from "@/components/course/sidebar";
import { SearchButton } from "@/components/search/search-button";
import { initials } from "@/lib/auth/initials";
import type { Member } from "@/lib/auth/session";
import { AvatarMenu } from "./avatar-menu";
import { CONTENT_ID, Header } from "./header";
import { MenuToggle } from "./menu-toggle";
import { SidebarStateProvider } from "./sidebar-state";

/** The signed-in frame: header with menu toggle, search and avatar, the course sidebar, and the page beside it. */
export function MemberShell({ member, children }: { member: Member; children: ReactNode }) {
  return (
    <SidebarStateProvider>
      <Header menuToggle={<MenuToggle />} search={<SearchButton />} avatar={<AvatarMenu initials={initials(member.name, member.email)} label={member.name || member.email} />} />
      <Sidebar />
      <div id={CONTENT_ID} tabIndex={-1} className="pt-16 outline-none md:pl-64">
        {children}
      </div>
    </SidebarStateProvider>
  );
}
