import { drillsLabel, DRILLS_PATH } from "@/lib/drills/drills-link";
import { OFFER_CALCULATOR_PATH } from "@/lib/course/offer-calculator-path";

export interface MemberLink {
  href: string;
  label: string;
  /** Whether `pathname` is this link's page (the calculator, a section of a lesson, is never marked). */
  current: (pathname: string) => boolean;
}

/**
 * The member's tools beside the lessons, in the sidebar (and so the phone's course drawer) and the avatar menu alike:
 * the plan first, as the place to start each day.
 */
export function memberLinks(drillsDue: number | null): MemberLink[] {
  return [
    { href: "/plan", label: "Plan", current: (pathname) => pathname === "/plan" },
    { href: "/practice", label: "Practice", current: (pathname) => pathname.startsWith("/practice") },
    { href: DRILLS_PATH, label: drillsLabel(drillsDue), current: (pathname) => pathname === DRILLS_PATH },
    { href: "/mocks", label: "Mock interviews", current: (pathname) => pathname === "/mocks" },
    { href: "/stories", label: "Story bank", current: (pathname) => pathname === "/stories" },
    { href: "/debriefs", label: "Interview debriefs", current: (pathname) => pathname.startsWith("/debriefs") },
    { href: OFFER_CALCULATOR_PATH, label: "Offer calculator", current: () => false },
  ];
}
