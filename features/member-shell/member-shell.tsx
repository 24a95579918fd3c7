import type { ReactNode } from "react";
import { Sidebar } from "./sidebar";
import { MemberFrameProvider } from "@/features/member-frame/member-frame-context";
import type { MemberFrame } from "@/features/member-frame/member-frame";
import { ProgressProvider } from "@/features/progress/progress-context";
import { SearchButton } from "@/components/search/search-button";
import { courseNavigation } from "@/lib/course/navigation";
import type { Theme } from "@/lib/theme/theme";
import { CONTENT_ID, Header } from "@/components/layout/header";
import { MemberAvatar } from "./member-avatar";
import { MenuToggle } from "@/components/layout/menu-toggle";
import { PendingContent } from "@/components/layout/navigation-status";
import { SidebarStateProvider } from "@/components/layout/sidebar-state";

/**
 * The signed-in frame: header with menu toggle, search and avatar (with "Admin" for admins), the course sidebar, and
 * the page beside it. `frame` is the member's part of it (name, progress, counts) when the server read it for this
 * request; null on a lesson, prepared once for every member, where the browser asks for it. `theme` likewise.
 */
export function MemberShell({ frame, theme, children }: { frame: MemberFrame | null; theme?: Theme; children: ReactNode }) {
  return (
    <MemberFrameProvider frame={frame}>
      <ProgressProvider>
        <SidebarStateProvider>
          <Header theme={theme} menuToggle={<MenuToggle />} search={<SearchButton />} avatar={<MemberAvatar />} />
          <Sidebar groups={courseNavigation.sidebarGroups(null)} />
          <div id={CONTENT_ID} tabIndex={-1} className="pt-16 outline-none md:pl-64">
            <PendingContent>{children}</PendingContent>
          </div>
        </SidebarStateProvider>
      </ProgressProvider>
    </MemberFrameProvider>
  );
}
