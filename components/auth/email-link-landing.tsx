"use client";

import { startTransition, useEffect, useRef } from "react";
import { adoptEmailLinkSession } from "@/lib/auth/email-link-session";
import { FORGOT_PASSWORD_PATH } from "@/lib/auth/route-rules";

/**
 * Reads the session a confirmation link brings in the address's fragment (only the browser sees it) and hands it to
 * the server, after taking it and the details out of the address bar and the history. A link that failed (used,
 * expired) comes back with an error there instead, and goes to the recovery form, which explains and sends a new one.
 */
export function EmailLinkLanding() {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const search = window.location.search;
    window.history.replaceState(null, "", window.location.pathname);
    const accessToken = fragment.get("access_token");
    const refreshToken = fragment.get("refresh_token");
    if (!accessToken || !refreshToken) {
      window.location.replace(`${FORGOT_PASSWORD_PATH}?error=linkExpired`);
      return;
    }
    startTransition(() => adoptEmailLinkSession({ accessToken, refreshToken, search }));
  }, []);
  return (
    <p role="status" className="text-center text-sm text-slate-700">
      Confirming your email...
    </p>
  );
}
