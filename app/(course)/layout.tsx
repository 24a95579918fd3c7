import type { ReactNode } from "react";
import { MemberShell } from "@/components/layout/member-shell";

/**
 * The lessons' frame. A lesson is the same for every member, so its page is prepared once at build and served to each
 * member after the proxy has verified the session and the membership (proxy.ts); nothing here reads the request.
 * The member's name, progress and counts are asked for by the browser (MEMBER_FRAME_PATH).
 */
export default function CourseLayout({ children }: { children: ReactNode }) {
  return <MemberShell frame={null}>{children}</MemberShell>;
}
