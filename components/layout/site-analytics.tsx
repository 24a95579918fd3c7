"use client";

import { track } from "@vercel/analytics";
import { Analytics } from "@vercel/analytics/next";
import { useEffect } from "react";
import { LOGIN_EVENT_COOKIE } from "@/lib/auth/login-event";

/** Page views on every route change, and the "Login" event once after each sign-in. Loads only when enabled. */
export function SiteAnalytics() {
  useEffect(() => {
    if (!document.cookie.split("; ").includes(`${LOGIN_EVENT_COOKIE}=1`)) return;
    document.cookie = `${LOGIN_EVENT_COOKIE}=; path=/; max-age=0; samesite=lax`;
    track("Login", { category: "User" });
  });
  return <Analytics />;
}
