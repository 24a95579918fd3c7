"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { completeImplicitSignIn } from "@/lib/auth/google-action";
import { redirectErrorKey } from "@/lib/auth/error-mapping";
import { messages } from "@/lib/auth/messages";
import { AuthMessage } from "@/components/auth/auth-message";

type Outcome = { next?: string; message?: string };

/** What a fragment return means: an error to show, or tokens to turn into a session on the server. */
async function outcomeOf(fragment: URLSearchParams): Promise<Outcome> {
  if (fragment.has("error") || fragment.has("error_description")) {
    return { message: messages[redirectErrorKey(fragment.get("error_description"))] };
  }
  try {
    return await completeImplicitSignIn(fragment.get("access_token"), fragment.get("refresh_token"));
  } catch {
    return { message: messages.noSessionAfterGoogle };
  }
}

/**
 * Finishes a Google sign-in that returned with its result in the address fragment (`#access_token=...` or
 * `#error=...`), which never reaches the server. Renders nothing unless there is something to report.
 */
export function ImplicitReturn() {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    // A query error was already shown by the server; the fragment repeats it (GoTrue sends both).
    const shownByServer = new URLSearchParams(window.location.search).has("error");
    const relevant = ["access_token", "error", "error_description"].some((key) => fragment.has(key));
    if (!relevant) return;
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    if (shownByServer) return;
    void outcomeOf(fragment).then(({ next, message }) => (next ? router.replace(next) : setMessage(message ?? messages.noSessionAfterGoogle)));
  }, [router]);

  return message ? <AuthMessage message={message} /> : null;
}
