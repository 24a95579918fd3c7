"use client";

import { useLinkStatus } from "next/link";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

const PendingContext = createContext<(pending: boolean) => void>(() => {});

/**
 * The page beside the header and sidebar, replaced by "Loading..." while a lesson link (sidebar or Previous/Next) is
 * on its way on a slow connection. It stands in for a loading.tsx, whose Suspense boundary would also hold back the
 * first paint of every lesson opened directly (the lesson would stream after the fallback and be revealed later).
 */
export function PendingContent({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);
  // Stable, so a link's effect runs only when its own status changes.
  const report = useCallback((on: boolean) => setPending((count) => Math.max(0, count + (on ? 1 : -1))), []);
  return (
    <PendingContext.Provider value={report}>
      {pending > 0 && (
        <main className="mx-auto max-w-2xl px-4 py-8">
          <p role="status">Loading...</p>
        </main>
      )}
      <div hidden={pending > 0}>{children}</div>
    </PendingContext.Provider>
  );
}

/** Put inside a `<Link>` whose navigation should show "Loading..." in place of the page while it is pending. */
export function LinkPending() {
  const { pending } = useLinkStatus();
  const report = useContext(PendingContext);
  useEffect(() => {
    if (!pending) return;
    report(true);
    return () => report(false);
  }, [pending, report]);
  return null;
}
