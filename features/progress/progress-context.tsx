"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { clearPending, recordEvent, sendPending } from "./progress-queue";
import type { ProgressKind } from "./progress-event";

interface ProgressState {
  /** Completed lesson paths; null when the server could not read them (nothing is marked then). */
  completed: ReadonlySet<string> | null;
  record(path: string, kind: ProgressKind): void;
  /** After the server forgot everything: nothing completed, nothing waiting to be sent. */
  forget(): void;
}

const ProgressContext = createContext<ProgressState>({ completed: null, record: () => {}, forget: () => {} });

/**
 * The member's progress in the browser: what the server read when the page loaded, updated at once by what the
 * learner does on the page (a soft navigation keeps the layout, so the sidebar would not see it otherwise).
 */
export function ProgressProvider({ memberId, completed, children }: { memberId: string; completed: string[] | null; children: ReactNode }) {
  const [done, setDone] = useState<ReadonlySet<string> | null>(() => (completed ? new Set(completed) : null));

  useEffect(() => {
    // Whatever an earlier visit could not send goes now, and again whenever the device comes back online.
    const send = () => void sendPending(memberId);
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [memberId]);

  const record = useCallback(
    (path: string, kind: ProgressKind) => {
      recordEvent(memberId, { path, kind, at: new Date().toISOString() });
      if (kind === "visit") return;
      setDone((previous) => {
        const next = new Set(previous);
        if (kind === "complete") next.add(path);
        else next.delete(path);
        return next;
      });
    },
    [memberId],
  );
  const forget = useCallback(() => {
    clearPending(memberId);
    setDone(new Set());
  }, [memberId]);
  const value = useMemo(() => ({ completed: done, record, forget }), [done, record, forget]);
  return <ProgressContext.Provider value={value}>{children}</ProgressContext.Provider>;
}

export const useProgress = () => useContext(ProgressContext);
