import type { ReactNode } from "react";
import { Sidebar } from "@/components/course/sidebar";
import { ProgressProvider } from "@/features/progress/progress-context";
import { SearchButton } from "@/components/search/search-button";
import { initials } from "@/lib/auth/initials";
import type { Member } from "@/lib/auth/session";
import { courseNavigation } from "@/lib/course/navigation";
import { AvatarMenu } from "./avatar-menu";
import { CONTENT_ID, Header } from "./header";
import { MenuToggle } from "./menu-toggle";
import { PendingContent } from "./navigation-status";
import { SidebarStateProvider } from "./sidebar-state";

/**
 * The signed-in frame: header with menu toggle, search and avatar (with "Admin" for admins), the course sidebar, and
 * the page beside it. `completed` (the member's finished lessons, null when unknown) seeds the progress the sidebar
 * and the lesson pages share; `drillsDue` (null when unknown) is the drill items waiting for review.
 */
export function MemberShell({ member, admin = false, completed, drillsDue = null, mockNotices = 0, children }: { member: Member; admin?: boolean; completed: string[] | null; drillsDue?: number | null; mockNotices?: number; children: ReactNode }) {
  return (
    <ProgressProvider memberId={member.id} completed={completed}>
      <SidebarStateProvider>
        <Header menuToggle={<MenuToggle />} search={<SearchButton />} avatar={<AvatarMenu initials={initials(member.name, member.email)} label={member.name || member.email} admin={admin} drillsDue={drillsDue} mockNotices={mockNotices} />} />
        <Sidebar groups={courseNavigation.sidebarGroups(null)} drillsDue={drillsDue} />
        <div id={CONTENT_ID} tabIndex={-1} className="pt-16 outline-none md:pl-64">
          <PendingContent>{children}</PendingContent>
        </div>
      </SidebarStateProvider>
    </ProgressProvider>
  );
}
