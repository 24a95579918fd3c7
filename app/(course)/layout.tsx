import type { ReactNode } from "react";
import { preload } from "react-dom";
import { MemberShell } from "@/features/member-shell/member-shell";
import { MEMBER_FRAME_PATH } from "@/lib/auth/route-rules";

/**
 * The lessons' frame. A lesson is the same for every member, so its page is prepared once at build and served to each
 * member after the proxy has verified the session and the membership (proxy.ts); nothing here reads the request.
 * The member's name, progress and counts are asked for by the browser (MEMBER_FRAME_PATH).
 */
export default function CourseLayout({ children }: { children: ReactNode }) {
  // Asked for while the page's scripts load, so the frame is complete when they have run rather than a round trip later.
  preload(MEMBER_FRAME_PATH, { as: "fetch", crossOrigin: "anonymous" });
  return <MemberShell frame={null}>{children}</MemberShell>;
}
