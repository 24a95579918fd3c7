import "server-only";
import { loadDrillDueCount } from "@/features/drills/drill-cards";
import { mockNoticeCount } from "@/features/mocks/mock-notices";
import { loadProgress } from "@/features/progress/load-progress";
import { showsAdminLink } from "@/lib/auth/admin";
import { initials } from "@/lib/auth/initials";
import type { Member } from "@/lib/auth/session";
import type { MemberFrame } from "./member-frame";

/** The frame's member data, each part kept briefly per member where it is read (so a view rarely asks the backend). */
export async function loadMemberFrame(member: Member): Promise<MemberFrame> {
  const [progress, admin, drillsDue, mockNotices] = await Promise.all([loadProgress(member.id), showsAdminLink(member), loadDrillDueCount(member.id), mockNoticeCount(member)]);
  return {
    memberId: member.id,
    initials: initials(member.name, member.email),
    label: member.name || member.email,
    admin,
    completed: progress?.completed ?? null,
    drillsDue,
    mockNotices,
  };
}
