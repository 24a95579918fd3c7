"use client";

import { useEffect } from "react";
import { clearMemberStorage } from "@/lib/member-storage";

/**
 * On /login, where every sign-out arrives (Logout, and a forced one: a session found invalid, a membership removed),
 * removes what the app kept in this browser for the member: drafts, queued answers, offers, kit notes.
 */
export function ClearMemberStorage() {
  useEffect(() => clearMemberStorage(), []);
  return null;
}
