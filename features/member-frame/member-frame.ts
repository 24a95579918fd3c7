/**
 * What the signed-in frame (header and sidebar) shows of the member: on most pages the layout reads it on the server;
 * a lesson, prepared once for every member, has the browser ask for it at MEMBER_FRAME_PATH.
 */
export interface MemberFrame {
  memberId: string;
  /** The avatar's letters, and the name or email its menu is for. */
  initials: string;
  label: string;
  /** Whether the avatar menu links to the admin pages (the pages check for themselves). */
  admin: boolean;
  /** Completed lesson paths; null when the server could not read them. */
  completed: string[] | null;
  /** Drill items waiting for review; null when unknown. */
  drillsDue: number | null;
  /** Mock interview requests and acceptances waiting for the member. */
  mockNotices: number;
}
