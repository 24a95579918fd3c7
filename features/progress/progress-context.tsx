"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useMemberFrame } from "@/features/member-frame/member-frame-context";
import { claimEarlyEvents, clearPending, earlyEvents, keepEarlyEvent, recordEvent, sendPending } from "./progress-queue";
import type { ProgressKind } from "./progress-event";

interface ProgressState {
  /** Completed lesson paths; null when the server could not read them (nothing is marked then). */
  completed: ReadonlySet<string> | null;
  record(path: string, kind: ProgressKind): void;
  /** After the server forgot everything: nothing completed, nothing waiting to be sent. */
  forget(): void;
}

function applyTo(completed: Set<string>, path: string, kind: ProgressKind): Set<string> {
  if (kind === "complete") completed.add(path);
  if (kind === "undo") completed.delete(path);
  return completed;
}

const ProgressContext = createContext<ProgressState>({ completed: null, record: () => {}, forget: () => {} });

/**
 * The member's progress in the browser: what the server read (with the member frame, useMemberFrame), updated at
 * once by what the learner does on the page (a soft navigation keeps the layout, so the sidebar would not see it
 * otherwise). On a lesson page the frame arrives after the page: what the learner did before it is stored at once
 * (progress-queue.ts), and sent as the member's when the frame says who they are, on this page or the next.
 */
export function ProgressProvider({ children }: { children: ReactNode }) {
  const frame = useMemberFrame();
  const memberId = frame?.memberId ?? null;
  const completed = frame?.completed ?? null;
  const [done, setDone] = useState<ReadonlySet<string> | null>(() => (completed ? new Set(completed) : null));
  const seeded = useRef(completed !== null);

  useEffect(() => {
    // The server's list seeds the progress once, with what the learner did before it came on top; after that, what
    // the learner does here is newer than any later read of it.
    if (!completed || seeded.current) return;
    seeded.current = true;
    const next = new Set(completed);
    for (const { path, kind } of earlyEvents()) applyTo(next, path, kind);
    setDone(next);
  }, [completed]);

  useEffect(() => {
    if (!memberId) return;
    claimEarlyEvents(memberId);
    // Whatever an earlier visit could not send goes now, and again whenever the device comes back online.
    const send = () => void sendPending(memberId);
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [memberId]);

  const record = useCallback(
    (path: string, kind: ProgressKind) => {
      const event = { path, kind, at: new Date().toISOString() };
      if (memberId) recordEvent(memberId, event);
      else keepEarlyEvent(event);
      if (kind === "visit") return;
      setDone((previous) => applyTo(new Set(previous), path, kind));
    },
    [memberId],
  );
  const forget = useCallback(() => {
    if (memberId) clearPending(memberId);
    setDone(new Set());
  }, [memberId]);
  const value = useMemo(() => ({ completed: done, record, forget }), [done, record, forget]);
  return <ProgressContext.Provider value={value}>{children}</ProgressContext.Provider>;
}

export const useProgress = () => useContext(ProgressContext);
