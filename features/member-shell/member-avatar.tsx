"use client";

import { useMemberFrame } from "@/features/member-frame/member-frame-context";
import { AvatarMenu } from "./avatar-menu";

/** The avatar menu of the member frame: empty letters and no counts until the frame's member data is known. */
export function MemberAvatar() {
  const frame = useMemberFrame();
  return <AvatarMenu initials={frame?.initials ?? ""} label={frame?.label ?? ""} admin={frame?.admin} drillsDue={frame?.drillsDue ?? null} mockNotices={frame?.mockNotices} />;
}
