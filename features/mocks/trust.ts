import type { BoardMember } from "./load-mock-page";

/**
 * What backs a member's card: a work or college email they verified by a link (its domain only, never the address),
 * and a LinkedIn address they gave in their profile and chose to show. "LinkedIn connected" is self-declared: the site
 * does not sign in with LinkedIn, so it says the member gave one, not that LinkedIn vouched for it.
 */
export function trustOf(member: Pick<BoardMember, "work_email_domain" | "linkedin">): string {
  const signs = [member.work_email_domain && `work email verified (${member.work_email_domain})`, member.linkedin && "LinkedIn connected"].filter(Boolean);
  return signs.join(" · ") || "Nothing verified yet";
}
